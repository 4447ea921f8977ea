/**
 * The member's live chat from the server into the `chat` table. A thread answer may be older
 * than what the device holds (the service worker answers its stored copy first, then
 * revalidates), so lines newer than the answer stay; and a read mark still in the outbox keeps
 * its lines read (DESIGN §3: merged with unsent ops, in the same transaction).
 */
import { ENDPOINTS } from '../../src/api/endpoints';
import type { ChatMessage, ChatThread } from '../../src/api/support-wire';
import { db, withDb } from '../../src/db/db';
import type { ChatRow, OutboxOp } from '../../src/db/rows';
import { opsToMerge } from '../../src/outbox';
import { ownedCall } from './owned';

export function toChatRow(userKey: string, line: ChatMessage): ChatRow {
  return { userKey, id: line.id, clientId: line.clientId, from: line.from, text: line.text, sentAt: Date.parse(line.sentAt) || 0, read: line.read ? 1 : 0 };
}

/** The highest line id an unsent read mark covers (0 when none waits). */
export function pendingReadUpTo(ops: readonly OutboxOp[]): number {
  return ops.reduce((upTo, op) => (op.kind === 'chat.read' ? Math.max(upTo, op.payload.upToId) : upTo), 0);
}

/** The rows to write for a thread answer, read flags merged with an unsent mark. */
export function mergeChat(userKey: string, lines: readonly ChatMessage[], ops: readonly OutboxOp[]): ChatRow[] {
  const upTo = pendingReadUpTo(ops);
  return lines.map((line) => {
    const row = toChatRow(userKey, line);
    return row.id <= upTo ? { ...row, read: 1 } : row;
  });
}

/** Write a thread: its lines replace the device's up to its newest one; newer device lines stay. */
export function applyChatLines(userKey: string, lines: readonly ChatMessage[], complete: boolean) {
  return withDb(() =>
    db.transaction('rw', db.chat, db.outbox, db.sentOps, async () => {
      const rows = mergeChat(userKey, lines, await opsToMerge(userKey));
      if (complete) {
        const newest = rows.reduce((max, row) => Math.max(max, row.id), 0);
        const ids = new Set(rows.map((row) => row.id));
        const local = await db.chat.where('userKey').equals(userKey).primaryKeys();
        await db.chat.bulkDelete(local.filter(([, id]) => id <= newest && !ids.has(id)));
      }
      await db.chat.bulkPut(rows);
    }),
  );
}

/** Network first: the open chat polls for replies, so a stored copy is only for offline. */
export async function syncChatThread(userKey: string, rerun: () => Promise<unknown>): Promise<ChatThread> {
  const thread = await ownedCall(ENDPOINTS.chatThread, { cache: 'no-cache' }, rerun);
  await applyChatLines(userKey, thread.messages, true);
  return thread;
}
