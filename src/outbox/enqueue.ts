/**
 * Deferrable writes (DESIGN §3): each applies its optimistic change and appends its op to the
 * outbox in ONE transaction, so the device never shows a change it has no record of sending.
 * Opposite ops that have not left the device cancel out instead of both being sent.
 */
import { Dexie } from 'dexie';
import { db, withDb as withDbOnly } from '../db/db';
import type { OutboxOp, OutboxRow } from '../db/rows';
import { withQuotaRetry } from '../db/storage-pressure';

// A change the user made must not be lost to a full disk: cached images and answers go first.
const withDb = <T>(write: () => Promise<T>) => withQuotaRetry(() => withDbOnly(write));

export type EnqueueResult = 'queued' | 'cancelled' | 'unchanged';

function newOp(userKey: string, op: OutboxOp, now: number): OutboxRow {
  return { opId: crypto.randomUUID(), userKey, ...op, createdAt: now, attempts: 0, notBefore: 0, inFlight: 0 };
}

/** The user's ops still waiting, oldest first. */
export function pendingOps(userKey: string) {
  return db.outbox.where('[userKey+seq]').between([userKey, Dexie.minKey], [userKey, Dexie.maxKey]);
}

/** SPEC §4: the heart toggles a favourite; adding one already present is ignored. */
export function setFavourite(
  userKey: string,
  game: { nodeId: number; vassalage: string },
  on: boolean,
  now = Date.now(),
): Promise<EnqueueResult> {
  return withDb(() =>
    db.transaction('rw', db.favourites, db.outbox, async () => {
      const key: [string, number] = [userKey, game.nodeId];
      const current = await db.favourites.get(key);
      if (on === Boolean(current)) return 'unchanged';

      const opposite = on ? 'favourite.remove' : 'favourite.add';
      const unsent = await pendingOps(userKey)
        .filter((op) => !op.inFlight && (op.kind === 'favourite.add' || op.kind === 'favourite.remove') && op.payload.nodeId === game.nodeId)
        .toArray();
      const last = unsent.at(-1);
      if (on) await db.favourites.put({ userKey, nodeId: game.nodeId, addedAt: now });
      else await db.favourites.delete(key);
      if (last?.kind === opposite) {
        await db.outbox.delete(last.seq!);
        return 'cancelled';
      }
      const payload = { nodeId: game.nodeId, vendor: game.vassalage, addedAt: current?.addedAt ?? now };
      await db.outbox.add(newOp(userKey, on ? { kind: 'favourite.add', payload } : { kind: 'favourite.remove', payload }, now));
      return 'queued';
    }),
  );
}

/** SPEC §4: opening a notice marks it read (members only; the caller checks the role). */
export function markNoticeRead(userKey: string, announcementId: number, now = Date.now()): Promise<EnqueueResult> {
  return withDb(() =>
    db.transaction('rw', db.announcements, db.outbox, async () => {
      const notice = await db.announcements.get(announcementId);
      if (notice?.read) return 'unchanged';
      if (notice) await db.announcements.update(announcementId, { read: true });
      // Duplicate read marks collapse: one unsent mark per notice is enough.
      const already = await pendingOps(userKey)
        .filter((op) => op.kind === 'notice.read' && op.payload.announcementId === announcementId)
        .count();
      if (already) return 'unchanged';
      await db.outbox.add(newOp(userKey, { kind: 'notice.read', payload: { announcementId } }, now));
      return 'queued';
    }),
  );
}

/** A game launch records it as recent (SPEC §7 "add recent"). */
export function addRecent(userKey: string, nodeId: number, now = Date.now()): Promise<EnqueueResult> {
  return withDb(() =>
    db.transaction('rw', db.recent, db.outbox, async () => {
      await db.recent.put({ userKey, nodeId, playedAt: now });
      const unsent = await pendingOps(userKey)
        .filter((op) => !op.inFlight && op.kind === 'recent.add' && op.payload.nodeId === nodeId)
        .count();
      if (unsent) return 'unchanged';
      await db.outbox.add(newOp(userKey, { kind: 'recent.add', payload: { nodeId } }, now));
      return 'queued';
    }),
  );
}
