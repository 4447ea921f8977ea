/**
 * Exactly-once for the client's outbox (DESIGN §3): a mutation carrying `Idempotency-Key` is
 * applied the first time only; every repeat of the key gets the first answer back. Keys are
 * remembered for at least 7 days (the longest a phone may sit offline with queued ops and still
 * be answered correctly), then pruned.
 *
 * A key is bound to the request it first came with (member, method, path, query and body): the
 * same key with anything else is a client bug, answered 422, never the first result — that would
 * report a change as done while silently dropping it.
 *
 * Exactly once across a crash. The key is claimed (a row with no answer yet) before the handler
 * runs, and the handler runs with that claim in its call's scope (server/db/op-context.ts), so the
 * transaction that makes its effect stamps the row's `effect_at` — the effect and the record of it
 * commit together. A process that dies after that commit but before the answer is stored
 * leaves a claim with `effect_at` set and no answer; a retry past ABANDONED_AFTER_MS then does NOT
 * apply the op again: it runs the handler in replay, where the services find what the first
 * attempt did by its key (a placed order, a transfer) and answer with it, and the ledger refuses
 * any new transfer. An op that cannot rebuild a success that way gets `op_applied_answer_lost`.
 * A claim with no effect stamped never committed anything, so it is simply run again.
 */
import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { ERROR_CODE } from '../../src/api/error-codes';
import type { Db } from '../db/connection';
import { ReplayWouldMoveMoney, runClaimed } from '../db/op-context';
import { canonicalJson } from '../lib/canonical-json';
import { failure } from '../lib/envelope';
import type { AuthVariables } from '../access/auth';

export const KEEP_APPLIED_OPS_MS = 7 * 24 * 3_600_000;
/** A first request that left no answer this long ago died mid-way; its op may run again. */
const ABANDONED_AFTER_MS = 30_000;
const PRUNE_EVERY_MS = 3_600_000;
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

let lastPrune = 0;

export async function pruneAppliedOps(db: Db, now = Date.now()): Promise<void> {
  await db
    .deleteFrom('applied_ops')
    .where('applied_at', '<', new Date(now - KEEP_APPLIED_OPS_MS).toISOString())
    .execute();
}

/** The validated parts of a request that say what it does (query and body, after the schemas). */
export interface RequestInput {
  query?: unknown;
  body?: unknown;
}

/**
 * What identifies a request: method, path, and its validated query and body in canonical JSON, so
 * the same request hashes the same however its fields were ordered or spelt (`nodeId=05`). A
 * `token` query parameter is a credential, not part of the op: the member is bound separately.
 */
export function requestHash(method: string, path: string, input: RequestInput): string {
  const query = input.query && typeof input.query === 'object' ? { ...input.query, token: undefined } : input.query;
  const text = canonicalJson({ method, path, query, body: input.body });
  return createHash('sha256').update(text).digest('hex');
}

async function claim(db: Db, c: Context, key: string, memberId: number, hash: string, now: Date) {
  const result = await db
    .insertInto('applied_ops')
    .values({
      op_id: key,
      member_id: memberId,
      method: c.req.method,
      path: c.req.path,
      request_hash: hash,
      status: null,
      body: null,
      replays: 0,
      applied_at: now.toISOString(),
    })
    .onConflict((oc) => oc.column('op_id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/**
 * Must run after `requireMember` (keys belong to the member who first sent them) and after the
 * input is validated: `inputOf` reads the validated query and body the request is bound to.
 */
export function idempotent(db: Db, inputOf: (c: Context) => RequestInput) {
  return createMiddleware<{ Variables: AuthVariables }>(async (c, next) => {
    const key = c.req.header('Idempotency-Key')?.trim();
    if (!key) return next();
    if (!KEY_PATTERN.test(key)) {
      return failure(c, 400, ERROR_CODE.invalidParameter, 'Idempotency-Key: must be 8-64 letters, digits, _ or -');
    }
    const member = c.get('member');
    const now = new Date();
    if (now.getTime() - lastPrune > PRUNE_EVERY_MS) {
      lastPrune = now.getTime();
      await pruneAppliedOps(db, now.getTime());
    }

    const hash = requestHash(c.req.method, c.req.path, inputOf(c));
    let replay = false;

    if (!(await claim(db, c, key, member.id, hash, now))) {
      const prior = await db.selectFrom('applied_ops').selectAll().where('op_id', '=', key).executeTakeFirstOrThrow();
      const sameRequest = prior.request_hash === null || prior.request_hash === hash;
      if (prior.member_id !== member.id || prior.method !== c.req.method || prior.path !== c.req.path || !sameRequest) {
        return failure(c, 422, ERROR_CODE.idempotencyKeyReused, 'This Idempotency-Key was used for another request');
      }
      if (prior.status === null || prior.body === null) {
        const abandoned = now.getTime() - Date.parse(prior.applied_at) > ABANDONED_AFTER_MS;
        if (!abandoned) {
          c.header('Retry-After', '1');
          return failure(c, 503, ERROR_CODE.opInProgress, 'The same operation is still being applied');
        }
        if (prior.effect_at === null) {
          // The first attempt died before committing anything: running it again is its first effect.
          await db.deleteFrom('applied_ops').where('op_id', '=', key).execute();
          await claim(db, c, key, member.id, hash, now);
        } else {
          replay = true;
        }
      } else {
        await db.updateTable('applied_ops').set({ replays: prior.replays + 1 }).where('op_id', '=', key).execute();
        c.header('Idempotent-Replayed', 'true');
        return c.body(prior.body, prior.status as 200, { 'Content-Type': 'application/json' });
      }
    }

    try {
      await runClaimed(c.req.path, { key, replay }, () => next());
    } catch (error) {
      await releaseUnlessApplied(db, key);
      throw error;
    }
    // A replay rebuilds the first answer or none: its effect is there, so a refusal now (nothing
    // left to claim, a limit the first attempt used up) would misreport what happened.
    if (replay && (c.error instanceof ReplayWouldMoveMoney || c.res.status < 200 || c.res.status >= 300)) {
      c.res = undefined;
      c.res = failure(c, 409, ERROR_CODE.opAppliedAnswerLost, 'This operation was applied once already; its answer was lost: read the current state');
    } else if (c.res.status >= 500) {
      // Not answered: a retry runs it again if nothing committed, or rebuilds its answer if something did.
      await releaseUnlessApplied(db, key);
      return;
    }
    const body = await c.res.clone().text();
    await db.updateTable('applied_ops').set({ status: c.res.status, body }).where('op_id', '=', key).execute();
  });
}

/** Forgets a claim whose op committed nothing, so a retry may apply it; keeps one that did. */
async function releaseUnlessApplied(db: Db, key: string): Promise<void> {
  await db.deleteFrom('applied_ops').where('op_id', '=', key).where('effect_at', 'is', null).execute();
}
