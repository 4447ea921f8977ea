/**
 * What a list answer from the server is merged with (DESIGN §3): the user's ops still waiting,
 * and those the server acknowledged in the last SENT_OP_GRACE_MS. A list fetched a moment before
 * an op reached the server can be written a moment after the op left the outbox; merging only
 * the waiting ops would then bring a deleted message (or an unread flag, a removed favourite)
 * back until the next refresh. Merging an op the answer already reflects changes nothing, so the
 * grace only has to outlast the longest request (SPEC §9: 15 s at most).
 *
 * Read inside the merge's transaction: include `db.sentOps` in its scope beside `db.outbox`.
 */
import { db } from '../db/db';
import type { OutboxRow } from '../db/rows';
import { pendingOps } from './enqueue';

export const SENT_OP_GRACE_MS = 30_000;

/** Oldest first (by outbox sequence), so the last op on an item is the one that counts. */
export async function opsToMerge(userKey: string, now = Date.now()): Promise<OutboxRow[]> {
  const sent = await db.sentOps
    .where('userKey')
    .equals(userKey)
    .filter((op) => op.sentAt >= now - SENT_OP_GRACE_MS)
    .toArray();
  const waiting = await pendingOps(userKey).toArray();
  return [...sent, ...waiting].sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
}

/** Forget acknowledged ops past their grace (every flush does this first). */
export function dropExpiredSentOps(now = Date.now()) {
  return db.sentOps.where('sentAt').below(now - SENT_OP_GRACE_MS).delete();
}
