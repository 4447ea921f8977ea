/**
 * The live chat (whitelabel flag CBS3) between a member and the operator: one thread per member,
 * oldest line first. A member line carries the sending device's id, unique per member, so a
 * resend of the same line adds nothing. Operator lines are unread until the member has seen them
 * (SPEC §4: chat is part of the unread total).
 */
import type { ChatMessage, ChatThread } from '../../src/api/support-wire';
import type { Db } from '../db/connection';
import type { ChatMessageTable } from '../db/schema';
import { publishLive } from '../live/publish';
import { readSettings } from '../system/settings';

type ChatRecord = Omit<ChatMessageTable, 'id' | 'member_id'> & { id: number };

const COLUMNS = ['id', 'sender', 'client_id', 'text', 'sent_at', 'read_at'] as const;

export function toChatMessage(row: ChatRecord): ChatMessage {
  return {
    id: row.id,
    clientId: row.client_id,
    from: row.sender,
    text: row.text,
    sentAt: row.sent_at,
    read: row.sender === 'member' || row.read_at !== null,
  };
}

/** SPEC §6: chat needs the CBS3 flag; an operator switches it off in the whitelabel setting. */
export async function chatEnabled(db: Db): Promise<boolean> {
  const { whitelabel } = await readSettings(db, ['whitelabel']);
  return whitelabel.CBS3 === true;
}

export async function unreadChatCount(db: Db, memberId: number): Promise<number> {
  const { n } = await db
    .selectFrom('chat_messages')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('member_id', '=', memberId)
    .where('sender', '=', 'operator')
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(n);
}

export async function chatThread(db: Db, memberId: number): Promise<ChatThread> {
  const rows = await db.selectFrom('chat_messages').select(COLUMNS).where('member_id', '=', memberId).orderBy('id', 'asc').execute();
  const messages = rows.map(toChatMessage);
  return { messages, unread: messages.filter((line) => !line.read).length };
}

function lineByClientId(db: Db, memberId: number, clientId: string) {
  return db.selectFrom('chat_messages').select(COLUMNS).where('member_id', '=', memberId).where('client_id', '=', clientId).executeTakeFirst();
}

/** A member line; a second send with the same clientId answers the first line and adds nothing. */
export async function sendChatLine(db: Db, memberId: number, clientId: string, text: string, now = new Date()): Promise<ChatMessage> {
  const existing = await lineByClientId(db, memberId, clientId);
  if (existing) return toChatMessage(existing);
  const inserted = await db
    .insertInto('chat_messages')
    .values({ member_id: memberId, sender: 'member', client_id: clientId, text, sent_at: now.toISOString(), read_at: now.toISOString() })
    // Two sends racing with one clientId: the unique index keeps one; the loser reads it back.
    .onConflict((oc) => oc.columns(['member_id', 'client_id']).doNothing())
    .returning(COLUMNS)
    .executeTakeFirst();
  return toChatMessage(inserted ?? (await lineByClientId(db, memberId, clientId))!);
}

/** The member has seen every operator line up to `upToId`; answers how many remain unread. */
export async function markChatRead(db: Db, memberId: number, upToId: number, now = new Date()): Promise<number> {
  await db
    .updateTable('chat_messages')
    .set({ read_at: now.toISOString() })
    .where('member_id', '=', memberId)
    .where('sender', '=', 'operator')
    .where('id', '<=', upToId)
    .where('read_at', 'is', null)
    .execute();
  return unreadChatCount(db, memberId);
}

/** An operator line, unread until the member opens the chat; the member's streams hear of it. */
export async function addOperatorLine(db: Db, memberId: number, text: string, now = new Date()): Promise<ChatMessage> {
  const row = await db
    .insertInto('chat_messages')
    .values({ member_id: memberId, sender: 'operator', client_id: null, text, sent_at: now.toISOString(), read_at: null })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  await publishLive(db, { kind: 'chat' }, memberId);
  return toChatMessage(row);
}
