/**
 * The demo member's live chat: a short history ending in an operator's welcome the member has
 * not seen yet (so the unread total counts it). Written only when the member has no chat at all:
 * a conversation is user data, like the accounts themselves.
 */
import type { Kysely } from 'kysely';
import type { LobbyDatabase } from '../db/schema';
import { accountKey } from '../member/members';

const CHAT_ACCOUNT = 'demo';

/** Oldest first; the last operator line is unread. */
const HISTORY: { sender: 'member' | 'operator'; text: string; sentAt: string }[] = [
  { sender: 'member', text: 'Hello, my deposit from this morning is not in my wallet yet.', sentAt: '2025-05-30T09:12:00.000Z' },
  { sender: 'operator', text: 'Hi! Thanks for waiting. The bank confirmed it a moment ago: it is in your wallet now.', sentAt: '2025-05-30T09:14:00.000Z' },
  { sender: 'member', text: 'Got it, thank you!', sentAt: '2025-05-30T09:15:00.000Z' },
  {
    sender: 'operator',
    text: 'Welcome back to the lobby! I am here around the clock if you need help with deposits, withdrawals or games.',
    sentAt: '2025-06-01T12:00:00.000Z',
  },
];

export async function writeDemoChatIfAbsent(db: Kysely<LobbyDatabase>): Promise<void> {
  const member = await db.selectFrom('members').select('id').where('account_key', '=', accountKey(CHAT_ACCOUNT)).executeTakeFirst();
  if (!member) return;
  const any = await db.selectFrom('chat_messages').select('id').where('member_id', '=', member.id).limit(1).executeTakeFirst();
  if (any) return;
  const last = HISTORY.length - 1;
  await db
    .insertInto('chat_messages')
    .values(
      HISTORY.map((line, i) => ({
        member_id: member.id,
        sender: line.sender,
        client_id: line.sender === 'member' ? `seed-demo-${i}` : null,
        text: line.text,
        sent_at: line.sentAt,
        read_at: i === last ? null : line.sentAt,
      })),
    )
    .execute();
}
