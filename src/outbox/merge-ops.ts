/**
 * What a list answer from the server is merged with (DESIGN §3): the user's ops still waiting,
 * and those the server acknowledged after the answer was read. Every op acknowledged before the
 * server read the list is in the answer already (or was undone since, by another device, whose
 * word then stands), so merging it again would keep a favourite the other device removed. The
 * answer says when it was read at the earliest (`asOf`, src/api/client.ts `Answer`); ops
 * acknowledged from then on may or may not be in it, and merging them is right either way: a
 * list read a moment before a delete reached the server must not bring the message back.
 *
 * Acknowledged ops are kept SENT_OP_GRACE_MS, longer than any read may take (SPEC §9: 15 s at
 * most, the service worker's background refresh 30 s), and a caller that cannot tell when its
 * answer was read merges all of them.
 *
 * Read inside the merge's transaction: include `db.sentOps` in its scope beside `db.outbox`.
 */
import { db } from '../db/db';
import type { OutboxRow } from '../db/rows';
import { pendingOps } from './enqueue';

export const SENT_OP_GRACE_MS = 30_000;

/** Oldest first (by outbox sequence), so the last op on an item is the one that counts. */
export async function opsToMerge(userKey: string, asOf?: number, now = Date.now()): Promise<OutboxRow[]> {
  const since = Math.max(asOf ?? 0, now - SENT_OP_GRACE_MS);
  const sent = await db.sentOps
    .where('userKey')
    .equals(userKey)
    .filter((op) => op.sentAt >= since)
    .toArray();
  const waiting = await pendingOps(userKey).toArray();
  return [...sent, ...waiting].sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
}

/** Forget acknowledged ops past their grace (every flush does this first). */
export function dropExpiredSentOps(now = Date.now()) {
  return db.sentOps.where('sentAt').below(now - SENT_OP_GRACE_MS).delete();
}
