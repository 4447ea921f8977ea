import { describe, expect, it } from 'vitest';
import { DEMO_DEPOSITED_CENTS } from '../../server/seed/deposits';
import { DEMO_WITHDRAWN_CENTS } from '../../server/seed/withdrawals';
import { hashToken } from '../../server/access/auth';
import { ENDPOINTS } from '../../src/api/endpoints';
import type { MemberInfo, UnreadCounts, WalletValue } from '../../src/api/member-wire';
import { serverForFile } from './helpers';

const { server } = serverForFile();

const auth = (token: string): RequestInit => ({ headers: { Authorization: token } });

describe('the auth middleware', () => {
  it('answers 401 not_logged_in without a token', async () => {
    const { status, body, res } = await server.call(ENDPOINTS.memberInfo.path);
    expect(status).toBe(401);
    expect(body).toEqual({ success: false, errorCode: 'not_logged_in', message: expect.any(String) });
    expect(res.headers.get('Cache-Control')).toBe('no-store');
  });

  it.each(['nonsense', 'x'.repeat(40), 'a b c d e f g h i j', '<script>alert(1)</script>', 'y'.repeat(5000)])(
    'answers 401 not_logged_in for a token it never issued (%s)',
    async (token) => {
      const { status, body } = await server.call(ENDPOINTS.memberInfo.path, auth(token));
      expect(status).toBe(401);
      expect(body.success === false && body.errorCode).toBe('not_logged_in');
    },
  );

  it('accepts the raw token and a Bearer token, and never a token in the query string (it would land in logs)', async () => {
    const { token } = await server.login('demo');
    for (const init of [auth(token), auth(`Bearer ${token}`)]) {
      expect((await server.call(ENDPOINTS.memberInfo.path, init)).status).toBe(200);
    }
    expect((await server.call(`${ENDPOINTS.memberInfo.path}?token=${encodeURIComponent(token)}`)).status).toBe(401);
    expect((await server.call(`${ENDPOINTS.favourites.path}?token=${encodeURIComponent(token)}`)).status).toBe(401);
  });

  it('answers 401 account_logged_out for an expired token', async () => {
    const { token } = await server.login('demo');
    await server.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token_hash', '=', hashToken(token))
      .execute();
    const { status, body } = await server.call(ENDPOINTS.memberWallet.path, auth(token));
    expect(status).toBe(401);
    expect(body.success === false && body.errorCode).toBe('account_logged_out');
  });

  it('stores only a hash of the token, with the configured lifetime', async () => {
    const before = Date.now();
    const { token } = await server.login('demo');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 random bytes, base64url
    const row = await server.db.selectFrom('sessions').selectAll().where('token_hash', '=', hashToken(token)).executeTakeFirstOrThrow();
    const stored = JSON.stringify(await server.db.selectFrom('sessions').selectAll().execute());
    expect(stored).not.toContain(token);
    const ttlMs = Date.parse(row.expires_at) - Date.parse(row.created_at);
    expect(ttlMs).toBe(server.env.TOKEN_TTL_HOURS * 3_600_000);
    expect(server.env.TOKEN_TTL_HOURS).toBe(72);
    expect(Date.parse(row.created_at)).toBeGreaterThanOrEqual(before - 1000);
  });
});

describe('member calls', () => {
  it('GET info describes the signed-in member', async () => {
    const { token } = await server.login('demo');
    const { body, res } = await server.call<MemberInfo>(ENDPOINTS.memberInfo.path, auth(token));
    expect(body).toEqual({
      success: true,
      value: { id: expect.any(Number), type: 0, nickname: 'Demo Player', account: 'demo', clubLabel: { labelName: 'Gold' } },
    });
    expect(res.headers.get('Cache-Control')).toBe('private, no-cache');
  });

  it('GET info of the agent has its agent type', async () => {
    const { token, type } = await server.login('agent');
    expect(type).toBe(1);
    const { body } = await server.call<MemberInfo>(ENDPOINTS.memberInfo.path, auth(token));
    expect(body.success && body.value).toMatchObject({ account: 'agent', type: 1 });
  });

  it('GET wallet answers the balance in currency units with two decimals', async () => {
    const demo = await server.call<WalletValue>(ENDPOINTS.memberWallet.path, auth((await server.login('demo')).token));
    expect(demo.body).toEqual({ success: true, value: { sumBalance: (1_234_567 + DEMO_DEPOSITED_CENTS - DEMO_WITHDRAWN_CENTS) / 100 } });
    const agent = await server.call<WalletValue>(ENDPOINTS.memberWallet.path, auth((await server.login('agent')).token));
    expect(agent.body).toEqual({ success: true, value: { sumBalance: 888.5 } });
  });

  it('GET unread counts the unread inbox messages (120 for demo: the 99+ badge), the 10 unread player notices and the unread chat welcome', async () => {
    const { body } = await server.call<UnreadCounts>(ENDPOINTS.memberUnread.path, auth((await server.login('demo')).token));
    expect(body).toEqual({ success: true, value: { inbox: 120, announcements: 10, chat: 1 } });
  });

  it('a trial guest (type 4) has no inbox or chat counts', async () => {
    await server.db.updateTable('members').set({ type: 4 }).where('account_key', '=', 'agent').execute();
    try {
      const { body } = await server.call<UnreadCounts>(ENDPOINTS.memberUnread.path, auth((await server.login('agent')).token));
      expect(body).toEqual({ success: true, value: { inbox: 0, announcements: 0, chat: 0 } });
    } finally {
      await server.db.updateTable('members').set({ type: 1 }).where('account_key', '=', 'agent').execute();
    }
  });
});

describe('logout', () => {
  it.each(['POST', 'DELETE'])('%s revokes the token; the next member call is 401 account_logged_out', async (method) => {
    const { token } = await server.login('demo');
    const { status, body } = await server.call(ENDPOINTS.logout.path, { method, headers: { Authorization: token } });
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, value: null });
    const after = await server.call(ENDPOINTS.memberInfo.path, auth(token));
    expect(after.status).toBe(401);
    expect(after.body.success === false && after.body.errorCode).toBe('account_logged_out');
  });

  it('is idempotent: logging out an already revoked token still succeeds', async () => {
    const { token } = await server.login('demo');
    await server.call(ENDPOINTS.logout.path, { method: 'POST', headers: { Authorization: token } });
    const again = await server.call(ENDPOINTS.logout.path, { method: 'DELETE', headers: { Authorization: `Bearer ${token}` } });
    expect(again.body).toEqual({ success: true, value: null });
  });

  it('leaves other sessions of the same member signed in', async () => {
    const [a, b] = [await server.login('demo'), await server.login('demo')];
    await server.call(ENDPOINTS.logout.path, { method: 'POST', headers: { Authorization: a.token } });
    expect((await server.call(ENDPOINTS.memberInfo.path, auth(b.token))).status).toBe(200);
  });

  it('answers 401 not_logged_in without any token', async () => {
    const { status, body } = await server.call(ENDPOINTS.logout.path, { method: 'POST' });
    expect(status).toBe(401);
    expect(body.success === false && body.errorCode).toBe('not_logged_in');
  });

  it('is never cacheable', async () => {
    const { token } = await server.login('demo');
    const { res } = await server.call(ENDPOINTS.logout.path, { method: 'POST', headers: { Authorization: token } });
    expect(res.headers.get('Cache-Control')).toBe('no-store');
  });
});
