/**
 * The inbox and chat syncs and the unread badge on the device: a server answer never undoes what
 * the member did on the device and has not sent yet (DESIGN §3), and the badge counts those
 * changes at once (SPEC §4). Against the real reference server (temp SQLite, real HTTP).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../src/api/endpoints';
import type { UnreadCounts } from '../../src/api/member-wire';
import type { InboxMessage } from '../../src/api/support-wire';
import { db } from '../../src/db/db';
import type { OutboxOp } from '../../src/db/rows';
import { flushOutbox, markChatRead, markInboxRead, markNoticeRead, opsToMerge, SENT_OP_GRACE_MS, setInboxDeleted } from '../../src/outbox';
import { chat } from '../../worker/chat';
import { inbox } from '../../worker/inbox';
import { member } from '../../worker/member';
import { cancelScheduledFlush } from '../../worker/outbox';
import { session } from '../../worker/session';
import { applyChatLines } from '../../worker/sync/chat';
import { applyInboxMessages, mergeInbox } from '../../worker/sync/inbox';
import { applyUnread } from '../../worker/unread';
import { shownUnread } from '../../worker/unread-counts';
import { OPERATOR_HEADERS, startListeningServer, type ListeningServer } from '../server/helpers';

let server: ListeningServer;

beforeAll(async () => {
  server = await startListeningServer();
});
afterAll(() => server.close());

async function signIn(account: string): Promise<string> {
  const login = await server.login(account);
  session.configure({ baseUrl: server.base, merchant: 'DEMO', language: 'en', token: null });
  return session.signIn(login);
}

const message = (id: number, read = false): InboxMessage => ({ id, title: `m${id}`, content: '<p>x</p>', read, sentAt: new Date(1_700_000_000_000 + id).toISOString() });
const row = (id: number, read: 0 | 1 = 0) => ({ id, title: `m${id}`, content: '<p>x</p>', read, sentAt: 1 });
const op = (o: OutboxOp) => o;

beforeEach(async () => {
  cancelScheduledFlush();
  await Promise.all([db.inbox.clear(), db.chat.clear(), db.outbox.clear(), db.sentOps.clear(), db.member.clear(), db.syncState.clear()]);
});

describe('shown unread counts', () => {
  const server: UnreadCounts = { inbox: 10, announcements: 4, chat: 2 };

  it('are the server counts while nothing waits', () => {
    expect(shownUnread(server, [], 0)).toEqual({ unreadMail: 10, unreadAnnouncements: 4, unreadChat: 2 });
  });

  it('take away unsent read marks and deletes of unread messages, and add back unsent restores', () => {
    const ops = [
      op({ kind: 'inbox.read', payload: { id: 1 } }),
      op({ kind: 'inbox.read', payload: { id: 1 } }),
      op({ kind: 'inbox.delete', payload: { id: 2, message: row(2, 0) } }),
      // Read, then deleted: one fewer, not two.
      op({ kind: 'inbox.read', payload: { id: 3 } }),
      op({ kind: 'inbox.delete', payload: { id: 3, message: row(3, 1) } }),
      // A read message deleted changes nothing.
      op({ kind: 'inbox.delete', payload: { id: 4, message: row(4, 1) } }),
      // Deleted earlier (sent), restored now: back in the count.
      op({ kind: 'inbox.restore', payload: { id: 5, message: row(5, 0) } }),
      op({ kind: 'notice.read', payload: { announcementId: 7 } }),
    ];
    expect(shownUnread(server, ops, 0)).toEqual({ unreadMail: 10 - 1 - 1 - 1 + 1, unreadAnnouncements: 3, unreadChat: 2 });
  });

  it('count chat from the device while a chat read mark waits, never below zero', () => {
    expect(shownUnread(server, [op({ kind: 'chat.read', payload: { upToId: 9 } })], 0).unreadChat).toBe(0);
    expect(shownUnread({ inbox: 0, announcements: 0, chat: 0 }, [op({ kind: 'inbox.read', payload: { id: 1 } })], 0).unreadMail).toBe(0);
  });
});

describe('inbox sync merged with unsent ops', () => {
  it('keeps a message read or deleted on the device when a stale page says otherwise', async () => {
    const userKey = 'u-merge';
    await applyInboxMessages(userKey, [message(1), message(2), message(3)], true, { pagesLoaded: 1, totalPages: 1, totalCount: 3 });
    await markInboxRead(userKey, 1);
    await setInboxDeleted(userKey, 2, true);
    // The same (stale) page again: the server has not seen either change.
    await applyInboxMessages(userKey, [message(1), message(2), message(3)], true, { pagesLoaded: 1, totalPages: 1, totalCount: 3 });
    const rows = await db.inbox.where('userKey').equals(userKey).toArray();
    expect(rows.map((r) => [r.id, r.read])).toEqual([
      [1, 1],
      [3, 0],
    ]);
  });

  it('keeps an unsent restore of a message the server still lists as deleted', () => {
    const ops = [op({ kind: 'inbox.restore', payload: { id: 9, message: row(9, 0) } })];
    const { rows } = mergeInbox('u', [message(1)], ops);
    expect(rows.map((r) => r.id).sort()).toEqual([1, 9]);
  });

  it('a full refresh drops messages the server no longer lists', async () => {
    const userKey = 'u-replace';
    await applyInboxMessages(userKey, [message(1), message(2)], true, { pagesLoaded: 1, totalPages: 1, totalCount: 2 });
    await applyInboxMessages(userKey, [message(2)], true, { pagesLoaded: 1, totalPages: 1, totalCount: 1 });
    expect((await db.inbox.where('userKey').equals(userKey).primaryKeys()).map(([, id]) => id)).toEqual([2]);
  });
});

describe('an answer older than an op that was just sent', () => {
  it('still merges the op: a page fetched before the delete reached the server does not bring the message back', async () => {
    const userKey = await signIn('agent');
    await inbox.refresh();
    const [target] = await db.inbox.where('userKey').equals(userKey).toArray();
    // The page as the server listed it before the delete (what a request in flight would answer).
    const stale = (await db.inbox.where('userKey').equals(userKey).toArray()).map((r) => message(r.id, r.read === 1));
    expect(await setInboxDeleted(userKey, target!.id, true)).toBe('queued');
    cancelScheduledFlush();
    const report = await flushOutbox({ baseUrl: server.base, merchant: 'DEMO' });
    expect(report.sent).toBe(1);
    expect(await db.outbox.count()).toBe(0);

    await applyInboxMessages(userKey, stale, true, { pagesLoaded: 1, totalPages: 1, totalCount: stale.length });
    expect(await db.inbox.get([userKey, target!.id])).toBeUndefined();

    // An answer read after the delete was acknowledged holds it already (or another device's
    // restore since): the op is not merged into it. Past the grace no answer merges it.
    const readAfterAck = Date.now() + 1;
    expect((await opsToMerge(userKey, readAfterAck, readAfterAck)).some((o) => o.kind === 'inbox.delete')).toBe(false);
    const later = Date.now() + SENT_OP_GRACE_MS + 1_000;
    expect((await opsToMerge(userKey, undefined, later)).some((o) => o.kind === 'inbox.delete')).toBe(false);
    // An answer read before the acknowledgement (or of unknown time) merges it.
    expect((await opsToMerge(userKey, Date.now() - 5_000)).some((o) => o.kind === 'inbox.delete')).toBe(true);
    expect((await opsToMerge(userKey)).some((o) => o.kind === 'inbox.delete')).toBe(true);
  });
});

describe('chat sync', () => {
  const line = (id: number, from: 'member' | 'operator', read = from === 'member') => ({ id, clientId: null, from, text: `l${id}`, sentAt: new Date(id).toISOString(), read });

  it('keeps lines newer than the answer and the read marks still waiting', async () => {
    const userKey = 'u-chat';
    await applyChatLines(userKey, [line(1, 'operator'), line(2, 'member')], true);
    await markChatRead(userKey, 1);
    await applyChatLines(userKey, [line(3, 'member')], false); // a send's answer
    await applyChatLines(userKey, [line(1, 'operator'), line(2, 'member')], true); // a stale thread
    const rows = await db.chat.where('userKey').equals(userKey).sortBy('id');
    expect(rows.map((r) => [r.id, r.read])).toEqual([
      [1, 1],
      [2, 1],
      [3, 1],
    ]);
  });
});

describe('the worker areas against the server', () => {
  it('pages the inbox into the device and lowers the badge at once on a read mark', async () => {
    const userKey = await signIn('agent');
    await member.refresh();
    const first = await inbox.refresh();
    expect(first).toMatchObject({ ok: true, pagesLoaded: 1 });
    const rows = await db.inbox.where('userKey').equals(userKey).toArray();
    const unread = rows.find((r) => r.read === 0)!;
    const before = (await db.member.get(userKey))!;
    expect(await inbox.markRead(unread.id)).toBe('queued');
    cancelScheduledFlush();
    await applyUnread(userKey);
    expect((await db.member.get(userKey))!.unreadMail).toBe(before.unreadMail - 1);
    // Still unsent: a fresh member refresh from the server does not bring it back.
    await member.refresh();
    expect((await db.member.get(userKey))!.unreadMail).toBe(before.unreadMail - 1);
    expect((await db.member.get(userKey))!.serverUnread!.inbox).toBe(before.unreadMail);
  });

  it('sends a chat line once by its client id and syncs operator replies', async () => {
    const userKey = await signIn('agent');
    const sent = await chat.send('hello from the test', 'test-client-id-0001');
    const again = await chat.send('hello from the test', 'test-client-id-0001');
    expect(sent.ok && again.ok && sent.line.id === again.line.id).toBe(true);
    await fetch(`${server.base}${ENDPOINTS.operatorChatReply.path}`, { method: 'POST', headers: OPERATOR_HEADERS, body: JSON.stringify({ account: 'agent', text: 'reply' }) });
    expect(await chat.refresh()).toEqual({ ok: true, unread: 1 });
    const lines = await db.chat.where('userKey').equals(userKey).sortBy('id');
    expect(lines.filter((l) => l.text === 'hello from the test')).toHaveLength(1);
    expect(lines.at(-1)).toMatchObject({ from: 'operator', text: 'reply', read: 0 });
    expect(await chat.markRead()).toBe('queued');
    cancelScheduledFlush();
    expect((await db.chat.where('userKey').equals(userKey).sortBy('id')).at(-1)!.read).toBe(1);
  });

  it('a notice read mark waiting in the outbox lowers the announcements count', async () => {
    const userKey = await signIn('demo');
    await member.refresh();
    const before = (await db.member.get(userKey))!;
    expect(before.unreadAnnouncements).toBeGreaterThan(0);
    await markNoticeRead(userKey, 123_456);
    await applyUnread(userKey);
    expect((await db.member.get(userKey))!.unreadAnnouncements).toBe(before.unreadAnnouncements - 1);
  });
});
