/**
 * The unread counts a device shows (SPEC §4: the badge is announcements + chat + inbox): the
 * server's last answer less what the device has done and not yet sent. Pure, so the rule is
 * tested on its own; worker/unread.ts applies it to the member row.
 */
import type { UnreadCounts } from '../src/api/member-wire';
import type { OutboxOp } from '../src/db/rows';

export interface ShownUnread {
  unreadMail: number;
  unreadAnnouncements: number;
  unreadChat: number;
}

/**
 * `ops`: the user's ops still in the outbox, oldest first. `localChatUnread`: the operator lines
 * the device holds unread, used while a chat read mark waits (the server's count does not know it).
 */
export function shownUnread(server: UnreadCounts, ops: readonly OutboxOp[], localChatUnread: number): ShownUnread {
  const readIds = new Set<number>();
  const noticeIds = new Set<number>();
  // The last delete or restore of each message decides whether it is gone on the device.
  const lastDeletion = new Map<number, OutboxOp>();
  let chatMarked = false;
  for (const op of ops) {
    if (op.kind === 'inbox.read') readIds.add(op.payload.id);
    if (op.kind === 'notice.read') noticeIds.add(op.payload.announcementId);
    if (op.kind === 'inbox.delete' || op.kind === 'inbox.restore') lastDeletion.set(op.payload.id, op);
    if (op.kind === 'chat.read') chatMarked = true;
  }
  let mail = server.inbox - readIds.size;
  for (const [id, op] of lastDeletion) {
    if (op.kind !== 'inbox.delete' && op.kind !== 'inbox.restore') continue;
    // Counted by the server only while unread there: a message read on the device is already subtracted.
    const unreadThere = op.payload.message.read === 0 && !readIds.has(id);
    if (!unreadThere) continue;
    // A delete not yet sent takes an unread message away; a restore not yet sent brings one back.
    mail += op.kind === 'inbox.delete' ? -1 : 1;
  }
  return {
    unreadMail: Math.max(0, mail),
    unreadAnnouncements: Math.max(0, server.announcements - noticeIds.size),
    unreadChat: Math.max(0, chatMarked ? Math.min(server.chat, localChatUnread) : server.chat),
  };
}

/** Whether an op changes what shownUnread answers. */
export function countsUnread(op: OutboxOp): boolean {
  return op.kind === 'inbox.read' || op.kind === 'inbox.delete' || op.kind === 'inbox.restore' || op.kind === 'notice.read' || op.kind === 'chat.read';
}
