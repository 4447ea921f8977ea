/**
 * Mounts one entry of the endpoint registry (src/api/endpoints) on a Hono app, so a route file
 * says only what a call does; everything the registry already says is applied here, the same way
 * for every call:
 * - every method of the entry (`methodsOf`), on its path;
 * - the access guard: a member's token for 'member', a play token for 'player'; a trial guest
 *   refused (403 no_permission) where the entry says `refusesTrial`;
 * - the query and the body, validated by the entry's schemas per encoding (json, sealed, form, multipart),
 *   malformed input answered by a 400 envelope naming the field;
 * - Idempotency-Key for idempotent entries, after access and validation, so a key is bound to the
 *   member and to the validated request; money entries refuse a call without one; the handler
 *   gets the key as `key` (a string for money entries), never reading the header itself;
 * - a Cache-Control from the entry's cache class when the handler set none, and `Vary:
 *   Authorization` where a token changes the answer;
 * - on a cacheable GET, a strong ETag from the answer's bytes and a 304 to a matching
 *   If-None-Match (an answer already tagged — server/lib/cached-answer.ts — is left as it is);
 * - a call scope around everything (server/db/op-context.ts): the transaction that makes the
 *   call's effect records it with the Idempotency-Key's claim, in the same commit;
 * - dev entries only when the development helpers are enabled, operator entries only when the
 *   server has an operator key (server/env.ts).
 *
 *   mount(app, ENDPOINTS.memberInfo, deps, (c, { ok }) => ok(memberInfo(c.var.member)));
 */
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { mayRefuse, methodsOf, type CacheClass, type EndpointSpec, type ResponseOf, type ValidBody, type ValidQuery } from '../../src/api/endpoints';
import type { Db } from '../db/connection';
import { runCall } from '../db/op-context';
import type { AppDeps } from '../deps';
import { devHelpersEnabled } from '../env';
import { validForm, validJson } from '../lib/body';
import { limitBodyOf } from '../lib/body-limit';
import { matchesIfNoneMatch, strongEtag } from '../lib/etag';
import { validMultipart } from '../lib/multipart';
import { failure, refusalAnswered, success } from '../lib/envelope';
import { ERROR_CODE, type ErrorCode } from '../../src/api/error-codes';
import { sealedJson, type SealedVariables } from '../lib/open-body';
import { validQuery } from '../lib/query';
import { accountKeys } from '../account/account-keys';
import { requireMember, type AuthVariables } from '../access/auth';
import { requireOperator } from '../access/operator-key';
import { refuseTrial } from '../access/trial-guard';
import { idempotent, type RequestInput } from './idempotency';
import { requirePlayer, type PlayVariables } from '../play/play-sessions';
import { clientIp } from './caller';

/** What the access guard puts in the context for the handler. */
interface AccessVariables {
  public: object;
  operator: object;
  member: AuthVariables;
  player: PlayVariables;
}

type CallContext<E extends EndpointSpec> = Context<{ Variables: AccessVariables[E['access']] }>;

/** A handler's input: the validated query and body, its Idempotency-Key, and the typed success answer. */
export interface CallInput<Query, Body, Answer, Key = undefined> {
  /** The query after the entry's schema (defaults applied); undefined when it has none. */
  query: Query;
  /** The body after the entry's schema; undefined when it has none. */
  body: Body;
  /**
   * The Idempotency-Key, trimmed: always there for a money call (the guard refused one without
   * it), there when the client sent one for another keyed call, undefined for the rest. The same
   * key the replay store holds, so a money movement can derive its transfer keys from it.
   */
  key: Key;
  /** The success envelope, its value checked against the entry's answer type. */
  ok: (value: Answer) => Response;
}

/** What a handler's `key` is for an entry: a string for money, perhaps one for a keyed call. */
type KeyOf<E extends EndpointSpec> = E extends { money: true } ? string : E extends { idempotent: true } ? string | undefined : undefined;

/**
 * Spelt by the parts of an entry a handler depends on, not by the entry itself, so one handler
 * serves entries alike (freeplay and trialuser, the two SMS calls).
 */
type Handler<Variables extends object, Query, Body, Answer, Key> = (
  c: Context<{ Variables: Variables }>,
  input: CallInput<Query, Body, Answer, Key>,
) => Response | Promise<Response>;

export type CallHandler<E extends EndpointSpec> = Handler<AccessVariables[E['access']], ValidQuery<E>, ValidBody<E>, ResponseOf<E>, KeyOf<E>>;

/**
 * What an answer may be kept for when the handler says nothing more specific. Per-user answers
 * are private: a shared HTTP cache (proxy, CDN) must never hand them to someone else; the service
 * worker keeps its own copies by the registry's cache class anyway.
 */
const CACHE_CONTROL: Record<CacheClass, string> = {
  shared: 'no-cache',
  'per-user': 'private, no-cache',
  'shared-or-user': 'private, no-cache',
  never: 'no-store',
};

export function mount<E extends EndpointSpec>(
  app: Hono,
  entry: E,
  deps: AppDeps,
  handler: Handler<AccessVariables[E['access']], ValidQuery<E>, ValidBody<E>, ResponseOf<E>, KeyOf<E>>,
): void {
  if (entry.availability === 'dev' && !devHelpersEnabled(deps.env)) return;
  if (entry.access === 'operator' && !deps.env.OPERATOR_KEY) return;
  // Keys belong to the member who first sent them: an op without a member cannot be bound to one.
  if ((entry.idempotent || entry.money) && entry.access !== 'member') throw new Error(`${entry.path}: idempotent calls need access 'member'`);
  if (entry.money && entry.cache !== 'never') throw new Error(`${entry.path}: a money call is never cached`);
  if (entry.body && !entry.encoding) throw new Error(`${entry.path}: a body needs an encoding`);
  if (entry.refusesTrial && entry.access !== 'member') throw new Error(`${entry.path}: only a member call can refuse trial guests`);

  // A money call without its key is refused before its input is even read.
  // The body's size first, counted as it arrives, so nothing past the limit is ever read; an
  // upload's larger body only once its caller has passed the access guard.
  const bodyLimit = entry.body ? [limitBodyOf(entry)] : [];
  const uploads = entry.encoding === 'multipart';
  const guards = [
    ...(uploads ? [] : bodyLimit),
    ...accessGuard(entry, deps),
    ...(uploads ? bodyLimit : []),
    // SPEC §6: who the member is decides before anything is read or recorded.
    ...(entry.refusesTrial ? [refuseTrial(entry.refusesTrial)] : []),
    ...(entry.money ? [requireIdempotencyKey] : []),
    ...validation(entry, deps.db),
  ];
  if (entry.idempotent || entry.money) guards.push(idempotent(deps.db, (c) => withoutSecrets(inputOf(entry, c), entry.secretFields)));

  const undeclared = undeclaredRefusal(entry, deps);
  const call = async (c: Context) => {
    const { query, body } = inputOf(entry, c);
    const answer = await handler(c as CallContext<E>, {
      query: query as ValidQuery<E>,
      body: body as ValidBody<E>,
      key: (entry.idempotent || entry.money ? c.req.header('Idempotency-Key')?.trim() || undefined : undefined) as KeyOf<E>,
      ok: (value) => success(c, value),
    });
    const code = refusalAnswered(c);
    return code && !mayRefuse(entry, code) ? undeclared(c, code, answer) : answer;
  };
  const tagging: MiddlewareHandler[] = entry.cache === 'never' ? [] : [entityTag];
  const scope = callScope(entry.path);
  for (const method of methodsOf(entry)) app.on(method, entry.path, scope, defaultCacheControl(entry.cache), ...tagging, ...guards, call);
}

/**
 * A handler answered a code its entry does not declare (`refusals`): the page has no words for it
 * and the contract is wrong. Under test that is a failure of the test (a 500 naming both); anywhere
 * else the answer goes out as it is and the log says so once per call and code.
 */
function undeclaredRefusal(entry: EndpointSpec, deps: AppDeps) {
  const told = new Set<string>();
  return (c: Context, code: ErrorCode, answer: Response): Response => {
    const what = `${entry.method} ${entry.path} answered ${code}, which its registry entry does not declare in refusals`;
    if (deps.env.NODE_ENV === 'test') return failure(c, 500, ERROR_CODE.serverError, what);
    if (!told.has(code)) {
      told.add(code);
      (deps.log ?? console).error(what);
    }
    return answer;
  };
}

/** Every transaction of the call knows it (server/db/op-context.ts): its effect is recorded with it. */
const callScope =
  (path: string): MiddlewareHandler =>
  (_c, next) =>
    runCall(path, () => next());

/** Money calls: no key, no call — a retry without one could move the money twice. */
const requireIdempotencyKey: MiddlewareHandler = async (c, next) => {
  if (!c.req.header('Idempotency-Key')?.trim()) {
    return failure(c, 400, ERROR_CODE.idempotencyKeyRequired, 'A money call needs an Idempotency-Key header: one per operation, the same on a retry');
  }
  return next();
};

function defaultCacheControl(cache: CacheClass): MiddlewareHandler {
  // A token makes these answers a member's own: any cache must keep them apart by it.
  const byToken = cache === 'per-user' || cache === 'shared-or-user';
  return async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', CACHE_CONTROL[cache]);
    if (byToken) c.res.headers.append('Vary', 'Authorization');
  };
}

/**
 * The ETag of a cacheable answer, from its own bytes: a member's answer gets a tag of its own,
 * never one that another member's request could match by anything but sending the same bytes'
 * tag. A matching If-None-Match gets a 304 with no body; the service worker then keeps its copy.
 */
const entityTag: MiddlewareHandler = async (c, next) => {
  await next();
  const res = c.res;
  if (res.status !== 200 || res.headers.has('ETag') || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) return;
  // Headers copied before the body is read (server/compress.ts says why).
  const headers = new Headers(res.headers);
  const bytes = new Uint8Array(await res.arrayBuffer());
  const etag = strongEtag(bytes);
  headers.set('ETag', etag);
  // Replaced, not merged: Hono would copy the old response's headers over these.
  c.res = undefined;
  if (matchesIfNoneMatch(c.req.header('If-None-Match'), etag)) {
    headers.delete('Content-Type');
    headers.delete('Content-Length');
    c.res = new Response(null, { status: 304, headers });
    return;
  }
  c.res = new Response(bytes, { status: 200, headers });
};

function accessGuard(entry: EndpointSpec, { db, env }: AppDeps): MiddlewareHandler[] {
  if (entry.access === 'member') return [requireMember(db)];
  if (entry.access === 'player') return [requirePlayer(db)];
  if (entry.access === 'operator' && env.OPERATOR_KEY) return [requireOperator(env.OPERATOR_KEY, db, (c) => clientIp(c, env))];
  return [];
}

function validation(entry: EndpointSpec, db: Db): MiddlewareHandler[] {
  const steps: MiddlewareHandler[] = [];
  if (entry.query) steps.push(validQuery(entry.query));
  if (entry.body && entry.encoding === 'json') steps.push(validJson(entry.body));
  if (entry.body && entry.encoding === 'form') steps.push(validForm(entry.body));
  if (entry.body && entry.encoding === 'multipart') steps.push(validMultipart(entry.body, entry.maxBodyBytes));
  if (entry.body && entry.encoding === 'sealed') steps.push(sealedJson(entry.body, async () => (await accountKeys(db)).privateKey));
  return steps;
}

/** The request as the idempotency store may see it: the entry's secret body fields left out. */
function withoutSecrets(input: RequestInput, secrets: readonly string[] = []): RequestInput {
  if (!secrets.length || !input.body || typeof input.body !== 'object') return input;
  const body = Object.fromEntries(Object.entries(input.body).filter(([name]) => !secrets.includes(name)));
  return { ...input, body };
}

/** The validated query and body, wherever the entry's validators left them. */
function inputOf(entry: EndpointSpec, c: Context): RequestInput {
  const valid = (target: 'query' | 'json' | 'form'): unknown => c.req.valid(target as never);
  const bodies = {
    json: () => valid('json'),
    form: () => valid('form'),
    // Files arrive as FilePart (server/lib/multipart.ts): hashed by digest, bytes via fileBytes().
    multipart: () => valid('form'),
    sealed: () => (c as Context<{ Variables: SealedVariables<unknown> }>).get('sealed'),
  };
  return {
    query: entry.query ? valid('query') : undefined,
    body: entry.body && entry.encoding ? bodies[entry.encoding]() : undefined,
  };
}
