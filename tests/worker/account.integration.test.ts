/**
 * The worker's session and member areas against the real reference server (temp SQLite, real
 * HTTP listener): signing in fills the member row, signing out forgets the user on the device,
 * tells the service worker to purge, and revokes the token on the server.
 */
import { DEMO_DEPOSITED_CENTS } from '../../server/seed/deposits';
import { DEMO_WITHDRAWN_CENTS } from '../../server/seed/withdrawals';
import { beforeEach, describe, expect, it } from 'vitest';
import { userKeyFromToken } from '../../src/api/cache-key';
import { LOBBY_CHANNEL, type SwControlMessage } from '../../src/api/names';
import { ApiError } from '../../src/api/errors';
import { ENDPOINTS } from '../../src/api/endpoints';
import { db } from '../../src/db/db';
import { member } from '../../worker/member';
import { session } from '../../worker/session';
import { userKeyFor } from '../../worker/account/user-key';
import { endLocalSession, forgetUser } from '../../worker/account/local-session';
import { listeningServerForFile } from '../server/helpers';

const server = listeningServerForFile();

beforeEach(() => {
  session.configure({ baseUrl: server.base, merchant: 'DEMO', language: 'en', token: null });
});

async function infoStatus(token: string) {
  const res = await fetch(`${server.base}${ENDPOINTS.memberInfo.path}`, { headers: { Authorization: token } });
  return { status: res.status, body: (await res.json()) as { errorCode?: string } };
}

/** Resolves with the next PURGE_USER heard on the lobby channel. */
function nextPurge(): Promise<SwControlMessage> {
  const channel = new BroadcastChannel(LOBBY_CHANNEL);
  return new Promise((resolve) => {
    channel.onmessage = (event: MessageEvent<SwControlMessage>) => {
      if (event.data?.type !== 'PURGE_USER') return;
      channel.close();
      resolve(event.data);
    };
  });
}

describe('worker session and member against the reference server', () => {
  it('member.refresh is null for a guest', async () => {
    expect(await member.refresh()).toBeNull();
  });

  it('signIn stores the session row and the token; refresh fills the member row', async () => {
    const login = await server.login('demo');
    const userKey = await session.signIn(login);
    expect(userKey).toBe(await userKeyFor('DEMO', login.userName));
    expect(session.current().token).toBe(login.token);
    expect(await db.session.get(userKey)).toMatchObject({ token: login.token, userName: 'demo', type: 0 });

    const row = await member.refresh();
    expect(row).toMatchObject({
      userKey,
      account: 'demo',
      nickname: 'Demo Player',
      type: 0,
      labelName: 'Gold',
      // The opening balance, the seeded deposits that were paid, less the withdrawals paid or held.
      sumBalance: (1_234_567 + DEMO_DEPOSITED_CENTS - DEMO_WITHDRAWN_CENTS) / 100,
      unreadMail: 120,
      // The ten seeded player notices, none read yet.
      unreadAnnouncements: 10,
    });
    expect(await db.member.get(userKey)).toEqual(row);
  });

  it('signOut forgets the user’s rows (not the outbox), purges the SW cache and revokes the token', async () => {
    const login = await server.login('demo');
    const userKey = await session.signIn(login);
    await member.refresh();
    await db.favourites.put({ userKey, nodeId: 10_001, addedAt: 1 });
    await db.recent.put({ userKey, nodeId: 10_002, playedAt: 1 });
    await db.inbox.put({ userKey, id: 1, title: 't', content: 'c', read: 0, sentAt: 1 });
    await db.outbox.add({ opId: 'op-1', userKey, kind: 'favourite.add', payload: { nodeId: 10_001, vendor: 'JILI', addedAt: 1 }, createdAt: 1, attempts: 0, notBefore: 0 });
    // Another user's rows on the same device stay.
    await db.favourites.put({ userKey: 'someone-else', nodeId: 10_001, addedAt: 1 });

    const purge = nextPurge();
    await session.signOut();

    // The service worker keys cached answers by token: it is told the token's key.
    expect(await purge).toEqual({ type: 'PURGE_USER', userKey: await userKeyFromToken(login.token) });
    expect(session.current().token).toBeNull();
    for (const table of [db.favourites, db.recent, db.inbox] as const) {
      expect(await table.where('userKey').equals(userKey).count()).toBe(0);
    }
    expect(await db.member.get(userKey)).toBeUndefined();
    expect(await db.session.get(userKey)).toBeUndefined();
    expect(await db.outbox.where('userKey').equals(userKey).count()).toBe(1);
    expect(await db.favourites.where('userKey').equals('someone-else').count()).toBe(1);

    const after = await infoStatus(login.token);
    expect(after.status).toBe(401);
    expect(after.body.errorCode).toBe('account_logged_out');
  });

  it('signOut still forgets the user on the device when the server cannot be reached', async () => {
    const login = await server.login('agent');
    const userKey = await session.signIn(login);
    await member.refresh();
    session.configure({ baseUrl: 'http://127.0.0.1:9' });
    await session.signOut();
    expect(await db.member.get(userKey)).toBeUndefined();
    expect(session.current().token).toBeNull();
    // The server never heard: the token still works until it expires.
    expect((await infoStatus(login.token)).status).toBe(200);
  });

  it('refresh treats a 401 as signed out: clears the token and the rows, then throws the ApiError', async () => {
    const login = await server.login('demo');
    const userKey = await session.signIn(login);
    await member.refresh();
    await fetch(`${server.base}${ENDPOINTS.logout.path}`, { method: 'DELETE', headers: { Authorization: login.token } });

    const error = await member.refresh().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: 'account_logged_out' });
    expect(session.current().token).toBeNull();
    expect(await db.member.get(userKey)).toBeUndefined();
    expect(await db.session.get(userKey)).toBeUndefined();
  });

  it('refresh keeps the last known row when offline', async () => {
    const login = await server.login('agent');
    const userKey = await session.signIn(login);
    await member.refresh();
    session.configure({ baseUrl: 'http://127.0.0.1:9' });
    await expect(member.refresh()).rejects.toMatchObject({ code: 'offline' });
    expect(await db.member.get(userKey)).toMatchObject({ account: 'agent', sumBalance: 888.5 });
    expect(session.current().token).toBe(login.token);
  });

  it('restore adopts a stored token without a server call, keeping the stored profile', async () => {
    const login = await server.login('agent');
    const userKey = await session.signIn(login);
    session.configure({ token: null, baseUrl: 'http://127.0.0.1:9' });
    expect(await session.restore(login.token)).toBe(userKey);
    expect(session.current().token).toBe(login.token);
    expect(await db.session.get(userKey)).toMatchObject({ userName: 'agent', type: 1 });
  });

  it('signing in as someone else forgets the previous user on the device', async () => {
    const first = await server.login('agent');
    const firstKey = await session.signIn(first);
    await member.refresh();
    const secondKey = await session.signIn(await server.login('demo'));
    expect(secondKey).not.toBe(firstKey);
    expect(await db.member.get(firstKey)).toBeUndefined();
    expect(await db.session.get(firstKey)).toBeUndefined();
    expect((await member.refresh())?.account).toBe('demo');
  });

  it('forgetting a user for an ended token leaves the rows of a newer session of theirs', async () => {
    const old = await server.login('demo');
    const userKey = await session.signIn(old);
    const renewed = await server.login('demo');
    await session.signIn(renewed);
    await member.refresh();

    // What a 401 to the old token does once it knows whose it was: the newer session stands.
    expect(await forgetUser(userKey, old.token)).toBe(false);
    expect(await db.session.get(userKey)).toMatchObject({ token: renewed.token });
    expect(await db.member.get(userKey)).toMatchObject({ account: 'demo' });

    expect(await forgetUser(userKey, renewed.token)).toBe(true);
    expect(await db.session.get(userKey)).toBeUndefined();
    expect(await db.member.get(userKey)).toBeUndefined();
  });

  it('a sign-in while an old token’s refusal is being handled keeps the new session', async () => {
    const old = await server.login('demo');
    const userKey = await session.signIn(old);
    const renewed = await server.login('demo');
    // The refusal's clean-up and the new sign-in run side by side, as a live stream's 401 and a
    // login form can: whichever lands first, the device ends signed in with the new token.
    const ending = endLocalSession(old.token);
    await session.signIn(renewed);
    await ending;
    expect(session.current().token).toBe(renewed.token);
    expect(await db.session.get(userKey)).toMatchObject({ token: renewed.token });
  });
});
