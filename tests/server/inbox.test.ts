/** The member's inbox: pages, read marks, soft delete and undo, isolation, unread counts, operator sends. */
import { describe, expect, it } from 'vitest';
import { issueSession } from '../../server/access/auth';
import { ENDPOINTS } from '../../src/api/endpoints';
import type { InboxMessage, InboxPage } from '../../src/api/support-wire';
import { insertMember, OPERATOR_HEADERS, signedInForFile, unreadCounts } from './helpers';

const { server, tokens } = signedInForFile('demo', 'agent');

async function page(as: string, pageNo = 1, pageSize = 50): Promise<InboxPage> {
  const { body } = await server.call<InboxPage>(`${ENDPOINTS.inbox.path}?pageNo=${pageNo}&pageSize=${pageSize}`, { headers: { Authorization: as } });
  if (!body.success) throw new Error(body.errorCode);
  return body.value;
}

const unread = (as: string) => unreadCounts(server, as);

/** Every message of a member, page by page. */
async function all(as: string): Promise<InboxMessage[]> {
  const first = await page(as, 1, 200);
  return first.list;
}

describe('inbox pages', () => {
  it('needs a session', async () => {
    expect((await server.call(ENDPOINTS.inbox.path)).status).toBe(401);
  });

  it('lists unread first, then newest, in pages that neither overlap nor skip', async () => {
    const first = await page(tokens.demo, 1, 50);
    expect(first).toMatchObject({ pageNum: 1, pageSize: 50, totalCount: 125, totalPages: 3 });
    const rest = [...(await page(tokens.demo, 2, 50)).list, ...(await page(tokens.demo, 3, 50)).list];
    const messages = [...first.list, ...rest];
    expect(new Set(messages.map((m) => m.id)).size).toBe(125);
    const firstRead = messages.findIndex((m) => m.read);
    expect(firstRead).toBe(120);
    expect(messages.slice(firstRead).every((m) => m.read)).toBe(true);
    for (const part of [messages.slice(0, firstRead), messages.slice(firstRead)]) {
      const times = part.map((m) => Date.parse(m.sentAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
    }
    expect((await page(tokens.demo, 4, 50)).list).toEqual([]);
  });

  it('seeds varied, readable messages with HTML bodies', async () => {
    const messages = await all(tokens.demo);
    expect(new Set(messages.map((m) => m.title)).size).toBeGreaterThan(20);
    expect(messages.every((m) => m.content.startsWith('<p>') && m.title.length > 5)).toBe(true);
  });

  it('answers malformed paging and bodies with 400 invalid_parameter', async () => {
    for (const query of ['pageNo=0', 'pageSize=201', 'pageNo=x']) {
      const { status, body } = await server.call(`${ENDPOINTS.inbox.path}?${query}`, { headers: { Authorization: tokens.demo } });
      expect(status, query).toBe(400);
      expect(body.success === false && body.errorCode).toBe('invalid_parameter');
    }
    for (const bad of [{}, { id: 'x' }, { id: -1 }, '{not json']) {
      expect((await server.post(ENDPOINTS.inboxRead.path, bad, tokens.demo)).status).toBe(400);
      expect((await server.post(ENDPOINTS.inboxDelete.path, bad, tokens.demo)).status).toBe(400);
    }
  });
});

describe('read, delete and restore', () => {
  it('marks a message read once; a replay of the key answers the first result and changes nothing', async () => {
    const before = await unread(tokens.demo);
    const [message] = (await page(tokens.demo, 1, 1)).list;
    const key = { 'Idempotency-Key': `read-${message!.id}-abcdef` };
    const first = await server.post(ENDPOINTS.inboxRead.path, { id: message!.id }, tokens.demo, key);
    expect(first.body).toEqual({ success: true, value: { id: message!.id, read: true } });
    const replay = await server.post(ENDPOINTS.inboxRead.path, { id: message!.id }, tokens.demo, key);
    expect(replay.res.headers.get('Idempotent-Replayed')).toBe('true');
    // Marking it again without a key is just as harmless.
    expect((await server.post(ENDPOINTS.inboxRead.path, { id: message!.id }, tokens.demo)).status).toBe(200);
    expect((await unread(tokens.demo)).inbox).toBe(before.inbox - 1);
    expect((await all(tokens.demo)).find((m) => m.id === message!.id)?.read).toBe(true);
  });

  it('deletes softly (gone from pages and counts, kept in the table) and restores', async () => {
    const before = await unread(tokens.demo);
    const target = (await page(tokens.demo, 1, 5)).list.find((m) => !m.read)!;
    const deleted = await server.post(ENDPOINTS.inboxDelete.path, { id: target.id }, tokens.demo, { 'Idempotency-Key': `del-${target.id}-abcdef` });
    expect(deleted.body).toEqual({ success: true, value: { id: target.id, deleted: true } });
    expect((await server.post(ENDPOINTS.inboxDelete.path, { id: target.id }, tokens.demo)).status).toBe(200);
    expect((await all(tokens.demo)).some((m) => m.id === target.id)).toBe(false);
    expect((await page(tokens.demo)).totalCount).toBe(124);
    expect((await unread(tokens.demo)).inbox).toBe(before.inbox - 1);
    const row = await server.db.selectFrom('inbox_messages').select('deleted_at').where('id', '=', target.id).executeTakeFirstOrThrow();
    expect(row.deleted_at).not.toBeNull();
    // A deleted message has nothing to read.
    expect((await server.post(ENDPOINTS.inboxRead.path, { id: target.id }, tokens.demo)).status).toBe(404);

    const restored = await server.post(ENDPOINTS.inboxRestore.path, { id: target.id }, tokens.demo, { 'Idempotency-Key': `undo-${target.id}-abcdef` });
    expect(restored.body).toEqual({ success: true, value: { id: target.id, deleted: false } });
    expect((await server.post(ENDPOINTS.inboxRestore.path, { id: target.id }, tokens.demo)).status).toBe(200);
    expect((await all(tokens.demo)).find((m) => m.id === target.id)).toMatchObject({ id: target.id, read: false, title: target.title });
    expect((await unread(tokens.demo)).inbox).toBe(before.inbox);
  });

  it("answers 404 message_not_found for an unknown id and for another member's message, changing nothing", async () => {
    const [theirs] = (await page(tokens.agent, 1, 1)).list;
    for (const path of [ENDPOINTS.inboxRead.path, ENDPOINTS.inboxDelete.path, ENDPOINTS.inboxRestore.path]) {
      for (const id of [theirs!.id, 999_999]) {
        const { status, body } = await server.post(path, { id }, tokens.demo);
        expect(status, `${path} ${id}`).toBe(404);
        expect(body.success === false && body.errorCode).toBe('message_not_found');
      }
    }
    expect((await all(tokens.agent)).find((m) => m.id === theirs!.id)).toEqual(theirs);
    expect((await all(tokens.demo)).some((m) => m.id === theirs!.id)).toBe(false);
  });

  it('a key replayed with another message is refused (422) and changes nothing', async () => {
    const [a, b] = (await page(tokens.agent, 1, 2)).list;
    const key = { 'Idempotency-Key': 'agent-read-key-1' };
    expect((await server.post(ENDPOINTS.inboxRead.path, { id: a!.id }, tokens.agent, key)).status).toBe(200);
    expect((await server.post(ENDPOINTS.inboxRead.path, { id: b!.id }, tokens.agent, key)).status).toBe(422);
    expect((await all(tokens.agent)).find((m) => m.id === b!.id)?.read).toBe(b!.read);
  });
});

describe('unread counts and the operator', () => {
  it('a trial guest (type 4) has an empty inbox and no counts', async () => {
    const id = await insertMember(server.db, 'trialinbox', 4);
    await server.db.insertInto('inbox_messages').values({ member_id: id, title: 'x', content: '<p>x</p>', read: 0, sent_at: new Date().toISOString(), deleted_at: null }).execute();
    const token = await issueSession(server.db, id, 1);
    expect(await unread(token)).toEqual({ inbox: 0, announcements: expect.any(Number), chat: 0 });
    expect(await page(token)).toMatchObject({ list: [], totalCount: 0 });
  });

  it('operatorInboxSend puts an unread message at the top of the member inbox', async () => {
    const before = await unread(tokens.agent);
    const { status, body } = await server.call<InboxMessage>(ENDPOINTS.operatorInboxSend.path, {
      method: 'POST',
      headers: OPERATOR_HEADERS,
      body: JSON.stringify({ account: 'agent', title: 'Your withdrawal is on its way', content: '<p>Approved.</p>' }),
    });
    expect(status).toBe(200);
    expect(body.success && body.value).toMatchObject({ title: 'Your withdrawal is on its way', read: false });
    expect((await page(tokens.agent, 1, 1)).list[0]?.title).toBe('Your withdrawal is on its way');
    expect((await unread(tokens.agent)).inbox).toBe(before.inbox + 1);
  });

  it('operator calls need the key (403), know the member (404) and refuse malformed bodies (400)', async () => {
    const body = JSON.stringify({ account: 'agent', title: 't', content: 'c' });
    const noKey = await server.call(ENDPOINTS.operatorInboxSend.path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
    expect(noKey.status).toBe(403);
    const wrongKey = await server.call(ENDPOINTS.operatorInboxSend.path, { method: 'POST', headers: { ...OPERATOR_HEADERS, 'X-Operator-Key': 'nope' }, body });
    expect(wrongKey.status).toBe(403);
    const unknown = await server.call(ENDPOINTS.operatorInboxSend.path, { method: 'POST', headers: OPERATOR_HEADERS, body: JSON.stringify({ account: 'nobody', title: 't', content: 'c' }) });
    expect(unknown.status).toBe(404);
    for (const bad of [{ account: 'agent', title: '', content: 'c' }, { account: 'agent' }, 'nope']) {
      const res = await server.call(ENDPOINTS.operatorInboxSend.path, { method: 'POST', headers: OPERATOR_HEADERS, body: typeof bad === 'string' ? bad : JSON.stringify(bad) });
      expect(res.status).toBe(400);
    }
  });
});
