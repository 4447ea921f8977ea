/**
 * The kinds of call the registry is made of. Each is the set of fields that go together for that
 * kind (who may call, how the service worker treats it, how its body travels, whether it is
 * replayed or moves money); an entry spreads one and adds its path, schemas and refusals. An
 * entry that is none of these kinds spells its fields out.
 */

/** Anyone may read it; the service worker serves the last copy and refreshes it (stale-while-revalidate). */
export const PUBLIC_READ = { method: 'GET', access: 'public', cache: 'shared' } as const;

/** Anyone may ask; the answer is for this moment only (a code, a check, a wait), never cached. */
export const PUBLIC_FRESH_READ = { method: 'GET', access: 'public', cache: 'never' } as const;

/** Anyone may send it (a JSON body); never cached, never replayed. */
export const PUBLIC_ACTION = { method: 'POST', access: 'public', cache: 'never', encoding: 'json' } as const;

/**
 * Anyone may send it, its body sealed to the server's key (SPEC §3: sign-in, registration, a new
 * password); never cached, never replayed.
 */
export const PUBLIC_SEALED = { method: 'POST', access: 'public', cache: 'never', encoding: 'sealed' } as const;

/** A signed-in member's own data; the service worker keeps the last copy per member for offline. */
export const MEMBER_READ = { method: 'GET', access: 'member', cache: 'per-user' } as const;

/** A signed-in member's figure that is only right now (a balance, an unread count): never cached. */
export const MEMBER_FRESH_READ = { method: 'GET', access: 'member', cache: 'never' } as const;

/**
 * A member's change the outbox may keep while offline and send later: each Idempotency-Key is
 * applied once, so a resend after a lost answer changes nothing.
 */
export const MEMBER_WRITE = { method: 'POST', access: 'member', cache: 'never', encoding: 'json', idempotent: true } as const;

/** A member's action that needs an answer now (a code to send, a launch); never queued. */
export const MEMBER_ACTION = { method: 'POST', access: 'member', cache: 'never', encoding: 'json' } as const;

/** A member's update of one profile field (SPEC §7 PUT calls). */
export const MEMBER_UPDATE = { method: 'PUT', access: 'member', cache: 'never', encoding: 'json' } as const;

/** Moves money: online only, never queued, and carries the Idempotency-Key it moves money once by. */
export const MONEY_CALL = { method: 'POST', access: 'member', cache: 'never', encoding: 'json', money: true } as const;

/** The operator's view (X-Operator-Key; only on a server started with an operator key). */
export const OPERATOR_READ = { method: 'GET', access: 'operator', cache: 'never' } as const;

/** The operator's decision (approve, reply, review), on the same terms as OPERATOR_READ. */
export const OPERATOR_ACTION = { method: 'POST', access: 'operator', cache: 'never', encoding: 'json' } as const;
