/**
 * Sends waiting ops, oldest first per user, each with `Idempotency-Key: <opId>`. The server
 * answers a repeated key with its first result, so an op whose answer was lost is safe to send
 * again: each takes effect exactly once. Only one context flushes at a time (a Web Lock).
 *
 * Outcomes per op: success → delete; network trouble or 5xx → keep, back off, stop this user's
 * queue (order matters); 401 → pause the user until they sign in again (their token is not sent
 * on another's behalf); other 4xx → refused for good: undo the optimistic change and report it.
 */
import { ApiClient } from '../api/client';
import { ApiError } from '../api/errors';
import { broadcast, LOCKS } from '../api/names';
import { db, withDb } from '../db/db';
import type { OutboxRow } from '../db/rows';
import { pendingOps } from './enqueue';
import { dropExpiredSentOps } from './merge-ops';
import { ROLLBACK_TABLES, rollbackOp, sendOp } from './kinds';
const MAX_BACKOFF_MS = 5 * 60_000;

export interface FlushTarget {
  baseUrl: string;
  merchant: string;
  fetch?: typeof fetch;
  now?: () => number;
}

export interface FlushReport {
  sent: number;
  retrying: number;
  rejected: OutboxRow[];
  pausedUsers: string[];
  /** True when another context held the lock and this call did nothing. */
  skipped: boolean;
}

export function backoffMs(attempts: number): number {
  const base = Math.min(1000 * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);
  return Math.round(base * (0.75 + Math.random() * 0.5));
}

/**
 * Where this context's flush is, and since when (device time): the outbox is in one context's
 * hands at a time, so a queue that does not drain is explained by that context's step.
 */
export interface FlushProgress {
  step: 'idle' | 'taking' | 'sending' | 'acknowledging' | 'backing-off' | 'rolling-back';
  since: number;
  seq: number | null;
}
let progress: FlushProgress = { step: 'idle', since: 0, seq: null };
const at = (step: FlushProgress['step'], seq: number | null = null) => {
  progress = { step, since: Date.now(), seq };
};
export const flushProgress = (): FlushProgress => ({ ...progress });

/** Web Locks where the context has them (page, worker, SW); a promise chain otherwise (tests). */
let localChain: Promise<unknown> = Promise.resolve();
async function withFlushLock<T>(fn: () => Promise<T>): Promise<T | null> {
  const locks = (globalThis.navigator as { locks?: LockManager } | undefined)?.locks;
  if (locks) {
    return locks.request(LOCKS.outboxFlush, { ifAvailable: true }, async (lock: Lock | null) => (lock ? fn() : null));
  }
  const run = localChain.then(fn);
  localChain = run.catch(() => undefined);
  return run;
}

async function flushUser(userKey: string, target: FlushTarget, report: FlushReport): Promise<void> {
  const now = target.now ?? Date.now;
  const stored = await db.session.get(userKey);
  const token = stored?.token;
  if (!token) {
    report.pausedUsers.push(userKey);
    return;
  }
  const merchant = stored.merchant || target.merchant;
  const client = new ApiClient(() => ({ baseUrl: target.baseUrl, merchant, token }), target.fetch);
  for (;;) {
    // Taking the op and marking it in flight is one transaction: a tab coalescing it away at the
    // same moment either runs first (the op is gone) or sees it in flight (and queues a new op).
    at('taking');
    const op = await db.transaction('rw', db.outbox, async () => {
      const next = await pendingOps(userKey).first();
      if (!next || next.notBefore > now()) return undefined;
      await db.outbox.update(next.seq!, { inFlight: 1 });
      return next;
    });
    if (!op) return at('idle');
    try {
      at('sending', op.seq!);
      await sendOp(client, op);
      at('acknowledging', op.seq!);
      // Leaves the outbox into the short-lived acknowledged list, in one step (merge-ops.ts).
      await db.transaction('rw', db.outbox, db.sentOps, async () => {
        await db.outbox.delete(op.seq!);
        await db.sentOps.put({ ...op, inFlight: 0, sentAt: now() });
      });
      report.sent++;
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      if (!apiError || apiError.transient) {
        at('backing-off', op.seq!);
        await db.outbox.update(op.seq!, { inFlight: 0, attempts: op.attempts + 1, notBefore: now() + backoffMs(op.attempts + 1) });
        report.retrying++;
        return;
      }
      if (apiError.status === 401) {
        await db.outbox.update(op.seq!, { inFlight: 0 });
        report.pausedUsers.push(userKey);
        return;
      }
      at('rolling-back', op.seq!);
      await db.transaction('rw', [db.outbox, ...ROLLBACK_TABLES()], async () => {
        await rollbackOp(op);
        await db.outbox.delete(op.seq!);
      });
      report.rejected.push(op);
      // Every page says so, whichever context (a tab's worker or the SW) did the flushing.
      broadcast({ type: 'outbox-rejected', kind: op.kind, code: apiError.code });
    }
  }
}

export async function flushOutbox(target: FlushTarget): Promise<FlushReport> {
  const report: FlushReport = { sent: 0, retrying: 0, rejected: [], pausedUsers: [], skipped: false };
  const done = await withFlushLock(async () => {
    // An op left "in flight" by a context that died mid-send is simply sent again: the
    // idempotency key makes that safe.
    await withDb(() => db.outbox.where('seq').above(0).modify({ inFlight: 0 }));
    await withDb(() => dropExpiredSentOps(Date.now()));
    const users = new Set((await db.outbox.toArray()).map((op) => op.userKey));
    try {
      for (const userKey of users) await flushUser(userKey, target, report);
    } finally {
      at('idle');
    }
    return true;
  });
  if (done === null) report.skipped = true;
  return report;
}

/** Make every waiting op due now (the user asked to send; a backoff no longer holds them). */
export function releaseBackoff(): Promise<number> {
  return withDb(() => db.outbox.toCollection().modify({ notBefore: 0 }));
}

/**
 * The earliest time any op may be retried; null when nothing waits. Ops of `pausedUsers` (no
 * token on the device) are not counted: they go when their user signs in again, and counting
 * them would schedule flush after flush that can send nothing.
 */
export async function nextRetryAt(pausedUsers: readonly string[] = []): Promise<number | null> {
  const paused = new Set(pausedUsers);
  const ops = (await db.outbox.toArray()).filter((op) => !paused.has(op.userKey));
  if (!ops.length) return null;
  return Math.min(...ops.map((op) => op.notBefore));
}
