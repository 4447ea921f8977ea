/**
 * A member's inbox (SPEC §2 "Mail"): pages of messages, unread first then newest, read marks,
 * soft deletes and their undo. Every change is set-like (marking read twice, deleting a deleted
 * message), so a replayed op changes nothing. A message is only ever found together with its
 * owner: another member's id looks exactly like an id that does not exist.
 */
import type { InboxMessage, InboxPage } from '../../src/api/support-wire';
import type { Db } from '../db/connection';
import { publishLive } from '../live/publish';

interface MessageRecord {
  id: number;
  title: string;
  content: string;
  read: number;
  sent_at: string;
}

export function toInboxMessage(row: MessageRecord): InboxMessage {
  return { id: row.id, title: row.title, content: row.content, read: row.read === 1, sentAt: row.sent_at };
}

export async function inboxPage(db: Db, memberId: number, pageNo: number, pageSize: number): Promise<InboxPage> {
  const listed = db.selectFrom('inbox_messages').where('member_id', '=', memberId).where('deleted_at', 'is', null);
  const { n } = await listed.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
  const totalCount = Number(n);
  const rows = await listed
    .select(['id', 'title', 'content', 'read', 'sent_at'])
    // Unread first, then newest; the id breaks ties so pages never overlap or skip.
    .orderBy('read', 'asc')
    .orderBy('sent_at', 'desc')
    .orderBy('id', 'desc')
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize)
    .execute();
  return { list: rows.map(toInboxMessage), pageNum: pageNo, pageSize, totalPages: Math.ceil(totalCount / pageSize), totalCount };
}

/** The member's own message, deleted or not; undefined for an unknown id or someone else's. */
function ownMessage(db: Db, memberId: number, id: number) {
  return db
    .selectFrom('inbox_messages')
    .select(['id', 'deleted_at'])
    .where('id', '=', id)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
}

/** False when the member has no such message (or it is deleted: there is nothing to read). */
export async function markInboxRead(db: Db, memberId: number, id: number): Promise<boolean> {
  const message = await ownMessage(db, memberId, id);
  if (!message || message.deleted_at !== null) return false;
  await db.updateTable('inbox_messages').set({ read: 1 }).where('id', '=', id).execute();
  return true;
}

/** Soft delete: kept for the operator, never listed or counted again. Deleting twice is fine. */
export async function deleteInboxMessage(db: Db, memberId: number, id: number, now = new Date()): Promise<boolean> {
  const message = await ownMessage(db, memberId, id);
  if (!message) return false;
  if (message.deleted_at === null) {
    await db.updateTable('inbox_messages').set({ deleted_at: now.toISOString() }).where('id', '=', id).execute();
  }
  return true;
}

/** The undo of a delete; restoring a message that was never deleted changes nothing. */
export async function restoreInboxMessage(db: Db, memberId: number, id: number): Promise<boolean> {
  const message = await ownMessage(db, memberId, id);
  if (!message) return false;
  if (message.deleted_at !== null) {
    await db.updateTable('inbox_messages').set({ deleted_at: null }).where('id', '=', id).execute();
  }
  return true;
}

/** Unread, not deleted: the inbox part of the unread total (SPEC §4). */
export async function unreadInboxCount(db: Db, memberId: number): Promise<number> {
  const { n } = await db
    .selectFrom('inbox_messages')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('member_id', '=', memberId)
    .where('read', '=', 0)
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** A new message from the operator, unread: the member's badges hear of it. */
export async function sendInboxMessage(db: Db, memberId: number, title: string, content: string, now = new Date()): Promise<InboxMessage> {
  const row = await db
    .insertInto('inbox_messages')
    .values({ member_id: memberId, title, content, read: 0, sent_at: now.toISOString(), deleted_at: null })
    .returning(['id', 'title', 'content', 'read', 'sent_at'])
    .executeTakeFirstOrThrow();
  await publishLive(db, { kind: 'unread' }, memberId);
  return toInboxMessage(row);
}
