/**
 * The call a request carries out, known to every transaction it runs without being passed through
 * each service. The mount opens a scope for every call; the idempotency middleware adds the claim
 * of the call's Idempotency-Key to it. A transaction that makes the call's effect — the ledger for
 * every transfer, a service for an effect that is a row (a deposit order) — calls `recordEffect`
 * inside it, which stamps the claim, so the effect and the record that it happened commit
 * together (server/http/idempotency.ts says why).
 *
 * `replay` is set when an earlier attempt committed its effect but died before answering: the
 * handler runs again only to rebuild the answer, and `recordEffect` refuses, so nothing can take
 * effect twice for one key whatever a service does.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Transaction } from 'kysely';
import type { LobbyDatabase } from './schema';

/** The claim of the call's Idempotency-Key (an applied_ops row). */
export interface OpClaim {
  key: string;
  replay: boolean;
}

export interface CallScope {
  /** The call's registry path (the crash tests' fault hook names a call by it). */
  path: string;
  claim?: OpClaim;
  /** Set once a transaction of the call has made its effect (it may not have committed yet). */
  effected: boolean;
}

const storage = new AsyncLocalStorage<CallScope>();

export function runCall<T>(path: string, work: () => Promise<T>): Promise<T> {
  return storage.run({ path, effected: false }, work);
}

/** Runs `work` with the key's claim in the current call's scope (a scope of its own outside a mounted call). */
export function runClaimed<T>(path: string, claim: OpClaim, work: () => Promise<T>): Promise<T> {
  const scope = storage.getStore();
  if (scope) {
    scope.claim = claim;
    return work();
  }
  return storage.run({ path, claim, effected: false }, work);
}

export function currentCall(): CallScope | undefined {
  return storage.getStore();
}

/** Thrown when a replayed operation would take an effect its first attempt already took. */
export class ReplayWouldMoveMoney extends Error {
  override readonly name = 'ReplayWouldMoveMoney';
}

type Stamper = Pick<Transaction<LobbyDatabase>, 'updateTable'>;

/**
 * Inside the transaction that makes the call's effect: the key's claim says so once that commits.
 * `what` names the effect for the refusal in a replay.
 */
export async function recordEffect(trx: Stamper, what: string): Promise<void> {
  const scope = storage.getStore();
  if (!scope) return;
  if (scope.claim?.replay) throw new ReplayWouldMoveMoney(`${what}: the operation was applied already`);
  scope.effected = true;
  if (!scope.claim) return;
  await trx
    .updateTable('applied_ops')
    .set({ effect_at: new Date().toISOString() })
    .where('op_id', '=', scope.claim.key)
    .where('effect_at', 'is', null)
    .execute();
}
