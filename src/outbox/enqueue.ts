/**
 * Deferrable writes (DESIGN §3): each applies its optimistic change and appends its op to the
 * outbox in ONE transaction, so the device never shows a change it has no record of sending.
 * Opposite ops that have not left the device cancel out instead of both being sent.
 */
import { Dexie } from 'dexie';
import { db, withDb as withDbOnly } from '../db/db';
import type { InboxRow, OutboxOp, OutboxRow } from '../db/rows';
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

/** SPEC §4: opening a promotion's detail turns its read flag from false to true (members only). */
export function markPromotionRead(userKey: string, promotionId: number, now = Date.now()): Promise<EnqueueResult> {
  return withDb(() =>
    db.transaction('rw', db.promotions, db.outbox, async () => {
      const promotion = await db.promotions.get(promotionId);
      if (promotion?.read) return 'unchanged';
      if (promotion) await db.promotions.update(promotionId, { read: true });
      const already = await pendingOps(userKey)
        .filter((op) => op.kind === 'promotion.read' && op.payload.promotionId === promotionId)
        .count();
      if (already) return 'unchanged';
      await db.outbox.add(newOp(userKey, { kind: 'promotion.read', payload: { promotionId } }, now));
      return 'queued';
    }),
  );
}

/** Opening a message marks it read. */
export function markInboxRead(userKey: string, id: number, now = Date.now()): Promise<EnqueueResult> {
  return withDb(() =>
    db.transaction('rw', db.inbox, db.outbox, async () => {
      const message = await db.inbox.get([userKey, id]);
      if (!message || message.read) return 'unchanged';
      await db.inbox.update([userKey, id], { read: 1 });
      const already = await pendingOps(userKey)
        .filter((op) => op.kind === 'inbox.read' && op.payload.id === id)
        .count();
      if (already) return 'unchanged';
      await db.outbox.add(newOp(userKey, { kind: 'inbox.read', payload: { id } }, now));
      return 'queued';
    }),
  );
}

/**
 * Delete a message (`on` false) or undo that delete (`on` true). Like the heart: an undo of a
 * delete that has not left the device cancels it, so nothing is sent; once it has left, the undo
 * is a restore op of its own. `deletedRow`: the row as it was, for an undo whose delete op has
 * already been sent (and so left the outbox, with its copy of the row).
 */
export function setInboxDeleted(
  userKey: string,
  id: number,
  deleted: boolean,
  now = Date.now(),
  deletedRow?: Omit<InboxRow, 'userKey'>,
): Promise<EnqueueResult> {
  return withDb(() =>
    db.transaction('rw', db.inbox, db.outbox, async () => {
      const unsent = await pendingOps(userKey)
        .filter((op) => !op.inFlight && (op.kind === 'inbox.delete' || op.kind === 'inbox.restore') && op.payload.id === id)
        .toArray();
      const last = unsent.at(-1);
      const current = await db.inbox.get([userKey, id]);
      if (deleted) {
        if (!current) return 'unchanged';
        const { userKey: _owner, ...message } = current;
        await db.inbox.delete([userKey, id]);
        if (last?.kind === 'inbox.restore') {
          await db.outbox.delete(last.seq!);
          return 'cancelled';
        }
        await db.outbox.add(newOp(userKey, { kind: 'inbox.delete', payload: { id, message } }, now));
        return 'queued';
      }
      if (current) return 'unchanged';
      // The row as it was when deleted: the delete op (sent or not) carries it.
      const deletion = await pendingOps(userKey)
        .filter((op) => op.kind === 'inbox.delete' && op.payload.id === id)
        .last();
      const message = deletion?.kind === 'inbox.delete' ? deletion.payload.message : deletedRow?.id === id ? deletedRow : undefined;
      if (!message) return 'unchanged';
      await db.inbox.put({ userKey, ...message });
      if (last?.kind === 'inbox.delete') {
        await db.outbox.delete(last.seq!);
        return 'cancelled';
      }
      await db.outbox.add(newOp(userKey, { kind: 'inbox.restore', payload: { id, message } }, now));
      return 'queued';
    }),
  );
}

/** The member saw the chat up to this line: local lines turn read, one mark is sent. */
export function markChatRead(userKey: string, upToId: number, now = Date.now()): Promise<EnqueueResult> {
  return withDb(() =>
    db.transaction('rw', db.chat, db.outbox, async () => {
      const unread = await db.chat
        .where('userKey')
        .equals(userKey)
        .filter((line) => line.read === 0 && line.id <= upToId)
        .toArray();
      if (!unread.length) return 'unchanged';
      await db.chat.bulkPut(unread.map((line) => ({ ...line, read: 1 as const })));
      // A newer mark covers an older unsent one.
      const older = await pendingOps(userKey)
        .filter((op) => !op.inFlight && op.kind === 'chat.read')
        .primaryKeys();
      await db.outbox.bulkDelete(older);
      await db.outbox.add(newOp(userKey, { kind: 'chat.read', payload: { upToId } }, now));
      return 'queued';
    }),
  );
}
