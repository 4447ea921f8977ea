/**
 * The live chat (CBS3): thread, idempotent sends, read marks, operator replies, unread counts;
 * and the customer-service channels that lead to it and to the /support pages.
 */
import CryptoAES from 'crypto-js/aes';
import CryptoUtf8 from 'crypto-js/enc-utf8';
import { describe, expect, it } from 'vitest';
import { issueSession } from '../../server/access/auth';
import { ENDPOINTS } from '../../src/api/endpoints';
import type { ChatMessage, ChatThread } from '../../src/api/support-wire';
import type { SystemStatus } from '../../src/api/system-wire';
import { customerServiceLinks } from '../../src/app/shell/customer-service';
import { insertMember, OPERATOR_HEADERS, signedInForFile, storedSetting, storeSetting, unreadCounts } from './helpers';
import { href } from '../../src/routes';

const { server, tokens } = signedInForFile('demo', 'agent');

const thread = (as: string) => server.value<ChatThread>(ENDPOINTS.chatThread.path, { headers: { Authorization: as } });
const unread = (as: string) => unreadCounts(server, as);

function reply(account: string, text: string, headers: Record<string, string> = OPERATOR_HEADERS) {
  return server.call<ChatMessage>(ENDPOINTS.operatorChatReply.path, { method: 'POST', headers, body: JSON.stringify({ account, text }) });
}

async function setChat(on: boolean) {
  const whitelabel = (await storedSetting(server.db, 'whitelabel')) as Record<string, unknown>;
  await storeSetting(server.db, 'whitelabel', { ...whitelabel, CBS3: on });
}

describe('chat thread', () => {
  it('needs a session', async () => {
    expect((await server.call(ENDPOINTS.chatThread.path)).status).toBe(401);
  });

  it("seeds demo's short history, oldest first, ending in an unread welcome that counts in unread", async () => {
    const { messages, unread: count } = await thread(tokens.demo);
    expect(messages.length).toBeGreaterThanOrEqual(3);
    expect(messages.map((m) => m.id)).toEqual([...messages.map((m) => m.id)].sort((a, b) => a - b));
    expect(messages.at(-1)).toMatchObject({ from: 'operator', read: false, clientId: null });
    expect(messages.at(-1)!.text).toMatch(/welcome/i);
    expect(count).toBe(1);
    expect((await unread(tokens.demo)).chat).toBe(1);
    expect(await thread(tokens.agent)).toEqual({ messages: [], unread: 0 });
  });

  it('a send shows in the thread once, however often it is repeated with its clientId', async () => {
    const clientId = 'c0ffee00-1111-4222-8333-444455556666';
    const first = await server.post<ChatMessage>(ENDPOINTS.chatSend.path, { clientId, text: 'Hi, is the bonus still on?' }, tokens.agent, { 'Idempotency-Key': clientId });
    expect(first.body.success && first.body.value).toMatchObject({ from: 'member', clientId, text: 'Hi, is the bonus still on?', read: true });
    const replay = await server.post<ChatMessage>(ENDPOINTS.chatSend.path, { clientId, text: 'Hi, is the bonus still on?' }, tokens.agent, { 'Idempotency-Key': clientId });
    expect(replay.body).toEqual(first.body);
    // Without the header the clientId alone keeps it to one line, even with another text.
    const again = await server.post<ChatMessage>(ENDPOINTS.chatSend.path, { clientId, text: 'something else' }, tokens.agent);
    expect(again.body).toEqual(first.body);
    const lines = (await thread(tokens.agent)).messages.filter((m) => m.clientId === clientId);
    expect(lines).toHaveLength(1);
  });

  it('clientIds are per member: the same id from another member is a line of their own', async () => {
    const clientId = 'shared-client-id-0001';
    const a = await server.post<ChatMessage>(ENDPOINTS.chatSend.path, { clientId, text: 'from agent' }, tokens.agent);
    const d = await server.post<ChatMessage>(ENDPOINTS.chatSend.path, { clientId, text: 'from demo' }, tokens.demo);
    expect(a.body.success && d.body.success && a.body.value.id !== d.body.value.id).toBe(true);
    expect((await thread(tokens.demo)).messages.some((m) => m.text === 'from agent')).toBe(false);
    expect((await thread(tokens.agent)).messages.some((m) => m.text === 'from demo')).toBe(false);
  });

  it('refuses malformed sends and read marks with 400', async () => {
    for (const bad of [{ clientId: 'short', text: 'x' }, { clientId: 'valid-client-id-1', text: '' }, { clientId: 'valid-client-id-2', text: 'x'.repeat(1001) }, { text: 'x' }, '{nope']) {
      const { status, body } = await server.post(ENDPOINTS.chatSend.path, bad, tokens.agent);
      expect(status, JSON.stringify(bad)).toBe(400);
      expect(body.success === false && body.errorCode).toBe('invalid_parameter');
    }
    for (const bad of [{}, { upToId: 0 }, { upToId: 'x' }]) expect((await server.post(ENDPOINTS.chatRead.path, bad, tokens.agent)).status).toBe(400);
  });
});

describe('operator replies and read marks', () => {
  it('an operator reply shows in the thread as unread and in the unread total; reading clears it', async () => {
    const before = await unread(tokens.agent);
    const { status, body } = await reply('agent', 'Yes, it runs until Sunday.');
    expect(status).toBe(200);
    const line = body.success ? body.value : undefined;
    expect(line).toMatchObject({ from: 'operator', text: 'Yes, it runs until Sunday.', read: false });
    const seen = await thread(tokens.agent);
    expect(seen.messages.at(-1)).toEqual(line);
    expect(seen.unread).toBe(1);
    expect((await unread(tokens.agent)).chat).toBe(before.chat + 1);

    const operatorView = await server.call<ChatThread>(`${ENDPOINTS.operatorChatThread.path}?account=agent`, { headers: OPERATOR_HEADERS });
    expect(operatorView.body.success && operatorView.body.value.messages.at(-1)).toEqual(line);

    const key = { 'Idempotency-Key': `chat-read-${line!.id}-x` };
    const read = await server.post(ENDPOINTS.chatRead.path, { upToId: line!.id }, tokens.agent, key);
    expect(read.body).toEqual({ success: true, value: { upToId: line!.id, unread: 0 } });
    expect((await server.post(ENDPOINTS.chatRead.path, { upToId: line!.id }, tokens.agent, key)).res.headers.get('Idempotent-Replayed')).toBe('true');
    expect((await thread(tokens.agent)).messages.at(-1)!.read).toBe(true);
    expect((await unread(tokens.agent)).chat).toBe(0);
  });

  it('a read mark covers lines up to its id only', async () => {
    const first = (await reply('agent', 'First')).body;
    const second = (await reply('agent', 'Second')).body;
    if (!first.success || !second.success) throw new Error('reply failed');
    const read = await server.post<{ unread: number }>(ENDPOINTS.chatRead.path, { upToId: first.value.id }, tokens.agent);
    expect(read.body.success && read.body.value.unread).toBe(1);
    const lines = (await thread(tokens.agent)).messages;
    expect(lines.find((m) => m.id === first.value.id)!.read).toBe(true);
    expect(lines.find((m) => m.id === second.value.id)!.read).toBe(false);
    await server.post(ENDPOINTS.chatRead.path, { upToId: second.value.id }, tokens.agent);
  });

  it('operator chat calls need the key (403), know the member (404) and refuse malformed bodies (400)', async () => {
    expect((await reply('agent', 'x', { 'Content-Type': 'application/json' })).status).toBe(403);
    expect((await server.call(`${ENDPOINTS.operatorChatThread.path}?account=agent`)).status).toBe(403);
    expect((await reply('nobody-here', 'x')).status).toBe(404);
    expect((await server.call(`${ENDPOINTS.operatorChatThread.path}?account=nobody-here`, { headers: OPERATOR_HEADERS })).status).toBe(404);
    expect((await reply('agent', '')).status).toBe(400);
    expect((await server.call(ENDPOINTS.operatorChatThread.path, { headers: OPERATOR_HEADERS })).status).toBe(400);
  });
});

describe('who may chat', () => {
  it('CBS3 off: every chat call is 403 chat_unavailable and chat leaves the unread total', async () => {
    await reply('agent', 'Unread while the flag goes off');
    await setChat(false);
    try {
      for (const attempt of [
        () => server.call(ENDPOINTS.chatThread.path, { headers: { Authorization: tokens.agent } }),
        () => server.post(ENDPOINTS.chatSend.path, { clientId: 'flag-off-client-1', text: 'hello?' }, tokens.agent),
        () => server.post(ENDPOINTS.chatRead.path, { upToId: 1 }, tokens.agent),
      ]) {
        const { status, body, res } = await attempt();
        expect(status).toBe(403);
        expect(body.success === false && body.errorCode).toBe('chat_unavailable');
        expect(res.headers.get('Cache-Control')).toBe('no-store');
      }
      expect((await unread(tokens.agent)).chat).toBe(0);
    } finally {
      await setChat(true);
    }
    expect((await unread(tokens.agent)).chat).toBe(1);
  });

  it('a trial guest (type 4) is refused with 403 no_permission and counts no chat', async () => {
    const id = await insertMember(server.db, 'trialchat', 4);
    await reply('trialchat', 'hello guest');
    const token = await issueSession(server.db, id, 1);
    const { status, body } = await server.call(ENDPOINTS.chatThread.path, { headers: { Authorization: token } });
    expect(status).toBe(403);
    expect(body.success === false && body.errorCode).toBe('no_permission');
    expect((await server.post(ENDPOINTS.chatSend.path, { clientId: 'trial-client-0001', text: 'hi' }, token)).status).toBe(403);
    expect((await unread(token)).chat).toBe(0);
  });
});

describe('customer service', () => {
  const aes = { AES: CryptoAES, enc: { Utf8: CryptoUtf8 } };

  it('the status answer decrypts to the live chat route and this server’s /support pages', async () => {
    const status = await server.value<SystemStatus>(ENDPOINTS.status.path);
    const links = customerServiceLinks(status.info.customerService, aes);
    expect(links.map((l) => [l.csType, l.url])).toEqual([
      ['LIVECHAT', href('liveChat')],
      ['TELEGRAM', '/support/telegram'],
      ['FACEBOOK', '/support/facebook'],
      ['TELEGRAM 1', '/support/telegram-vip'],
    ]);
  });

  it('serves each /support page as styled HTML naming its channel, with the security headers', async () => {
    for (const [path, handle] of [['/support/telegram', '@DemoLobbySupport'], ['/support/facebook', 'Demo Lobby'], ['/support/telegram-vip', '@DemoLobbyVIP']] as const) {
      const res = await server.app.request(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('Content-Type')).toMatch(/^text\/html/);
      const html = await res.text();
      expect(html).toContain(handle);
      expect(html).toMatch(/<a class="open"[^>]+href="https:\/\//);
      expect(html).toContain('href="/m/home"');
      expect(res.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'self'");
      expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
      // In the app's frame the frame's own Back is the way out.
      const framed = await (await server.app.request(path, { headers: { 'Sec-Fetch-Dest': 'iframe' } })).text();
      expect(framed).not.toContain('href="/m/home"');
    }
    const missing = await server.app.request('/support/nope');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Page not found');
  });
});
