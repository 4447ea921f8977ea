/**
 * The shape of one entry of the endpoint registry (DESIGN §6 "The contract"). An entry says all
 * that any context needs to know about a call:
 * - the server mounts it (method, path, who may call, how the input is validated, idempotency);
 * - the worker and the page call it through ApiClient.call (typed input and answer);
 * - the service worker caches it or not (its cache class).
 * Zod schemas are the one description of the input: the server validates with them and the
 * client's input types are derived from them.
 */
import type { z } from 'zod';
import type { MessageKey } from '../../i18n/keys';
import { ERROR_CODE, type ErrorCode } from '../error-codes';
import type { LiveEventKind } from '../live-events';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The error code a trial guest's refused call answers (see `refusesTrial`). */
export type TrialRefusal = 'no_permission' | 'trial_no_money';

/**
 * How the service worker treats a GET (DESIGN §4):
 * - `shared`: the same answer for everyone on the device, stale-while-revalidate;
 * - `per-user`: stale-while-revalidate, keyed per user (never cached without a token);
 * - `shared-or-user`: `shared` for a guest, `per-user` once a token is sent (announcements carry
 *   each item's read flag for a member);
 * - `never`: always the network (mutations, sessions, captchas, codes, balances, measurements).
 */
export type CacheClass = 'shared' | 'per-user' | 'shared-or-user' | 'never';

/**
 * Who may call: anyone, a signed-in member (the `Authorization` token, SPEC §7), a demo game
 * holding its play token, or the site's operator (approve, reply, review). Operator calls exist
 * only on a server started with an operator key (server/env.ts `OPERATOR_KEY`) and need that key
 * in `X-Operator-Key`; the shipped app never makes them.
 */
export type Access = 'public' | 'member' | 'player' | 'operator';

/**
 * How a body travels: JSON; sealed (login, register and set-password, src/api/sealed-body.ts —
 * the schema describes the JSON inside); an HTML form (application/x-www-form-urlencoded); or
 * multipart/form-data, for calls that carry a file (a deposit receipt): text fields plus File values.
 */
export type BodyEncoding = 'json' | 'sealed' | 'form' | 'multipart';

/**
 * `always`, or `dev`: mounted only when the server runs with its development helpers enabled
 * (never on a plain `npm start` in production); never called by the shipped app.
 */
export type Availability = 'always' | 'dev';

export interface EndpointSpec {
  /** The method our client uses. */
  method: Method;
  /** Other methods the server accepts for the same call (SPEC §7 leaves some open). */
  alsoMethods?: readonly Method[];
  /** The path; `:name` segments are filled from `params`. */
  path: string;
  access: Access;
  cache: CacheClass;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Required when `body` is given. */
  encoding?: BodyEncoding;
  /** The call accepts `Idempotency-Key` and applies each key once (DESIGN §3 outbox). */
  idempotent?: boolean;
  /**
   * A money call (DESIGN §3 "Money and identity"): online only, never queued by the outbox, never
   * cached, and it MUST carry an Idempotency-Key (implies `idempotent`): the client picks one per
   * attempt at an operation and resends the same key when an answer was lost, so it moves money
   * once. The ledger's transfer keys derive from it (server/ledger).
   */
  money?: true;
  /**
   * Body fields that are credentials (a payment password): the idempotency store binds a key to
   * the rest of the request and keeps no trace of these — not even in the request's hash, which
   * would let a six-digit PIN be recovered by trying them all.
   */
  secretFields?: readonly string[];
  /** Multipart calls that carry several files: the largest body accepted (server/lib/multipart.ts has the default). */
  maxBodyBytes?: number;
  availability?: Availability;
  /**
   * SPEC §6: a trial guest (member type 4) may not make this call. The server answers 403 with
   * this code before reading the input or recording a key, so nothing is stored:
   * `no_permission` for what a guest has none of (favourites, a profile, chat, marks),
   * `trial_no_money` for what moves or shows real money (transfers, deposits, claims).
   * Only for `access: 'member'` calls (server/http/mount.ts).
   */
  refusesTrial?: TrialRefusal;
  /**
   * Every refusal the call itself can answer, beyond what any call answers on the way in (its
   * access, its input, its key: the guards in server/http/mount.ts), each with the catalogue key
   * a player reads for it (`refusalKey` in src/ui/refusal.ts). The server holds a handler to it: an
   * answer with a code not declared here is a server error under test, logged elsewhere. A client
   * condition (`offline`, `timeout`) may be given words here too.
   */
  refusals?: Refusals;
  /**
   * Live events (src/api/live-events.ts) after which this call's answer is old: a view showing it
   * reads it again when one arrives, at most once per LIVE_COALESCE_MS. Polling stays the fallback
   * while the live stream is down.
   */
  refreshOn?: readonly LiveEventKind[];
  /**
   * The answer is a Server-Sent Events stream, not an envelope (refusals before it opens still
   * are): never cached, never through the service worker, read by the worker as it arrives.
   */
  stream?: 'events';
}

/** A call's refusals and their words (see `EndpointSpec.refusals`). */
export type Refusals = Readonly<Partial<Record<ErrorCode, MessageKey>>>;

/** What any handler may answer without declaring it: its own checks of the input, a fault. */
const ANY_CALL: readonly ErrorCode[] = [ERROR_CODE.invalidParameter, ERROR_CODE.serverError, ERROR_CODE.unknownMerchant];

/** Whether a handler of `entry` may answer `code` (declared by the entry, or open to any call). */
export function mayRefuse(entry: EndpointSpec, code: ErrorCode): boolean {
  return ANY_CALL.includes(code) || (entry.refusals !== undefined && code in entry.refusals);
}

declare const RESPONSE: unique symbol;

/** An entry: its spec plus the type of its answer's `value` (a phantom, never present at runtime). */
export type Endpoint<S extends EndpointSpec = EndpointSpec, R = unknown> = S & { readonly [RESPONSE]?: R };

/**
 * `endpoint<Answer>()({ …spec })`: curried so the answer type is written and the spec inferred
 * with its literal method, path and schemas.
 */
export function endpoint<R>() {
  return <const S extends EndpointSpec>(spec: S): Endpoint<S, R> => spec as Endpoint<S, R>;
}

export type ResponseOf<E> = E extends { readonly [RESPONSE]?: infer R } ? R : never;

type Scalar = string | number | boolean | null | undefined;

/**
 * What a client sends as the query: the schema's parameter names (typos do not compile), with
 * scalar values the client turns into text. Validation of the values is the server's.
 */
export type QueryOf<E> = E extends { query: infer Q extends z.ZodType } ? { [K in keyof z.input<Q>]?: Scalar } : never;

/** The body a client sends: what the schema accepts. */
export type BodyOf<E> = E extends { body: infer B extends z.ZodType } ? z.input<B> : never;

/** What the server's handler receives after validation. */
export type ValidQuery<E> = E extends { query: infer Q extends z.ZodType } ? z.output<Q> : undefined;
export type ValidBody<E> = E extends { body: infer B extends z.ZodType } ? z.output<B> : undefined;

/** Every method a call is mounted under. */
export function methodsOf(spec: EndpointSpec): Method[] {
  return [spec.method, ...(spec.alsoMethods ?? [])];
}

/** Fill `:name` segments; a missing or empty value is an error, never a path with a hole. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`${path}: missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
