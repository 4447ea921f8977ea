/**
 * SPEC §6 in the worker: a trial guest's device holds no balance (not even 0.00) and never asks
 * for one, and keeps no favourites (nothing queued for the server to refuse). Against the real
 * reference server, whose requests are counted to show what was not asked.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { issueSession } from '../../server/access/auth';
import { ENDPOINTS } from '../../src/api/endpoints';
import { ERROR_CODE } from '../../src/api/error-codes';
import { ApiError } from '../../src/api/errors';
import { db } from '../../src/db/db';
import { cancelScheduledFlush, favourites } from '../../worker/outbox';
import { member } from '../../worker/member';
import { session } from '../../worker/session';
import { personal } from '../../worker/sync/personal';
import { wallet } from '../../worker/wallet';
import { insertMember } from '../server/helpers';
import { workerServerForFile } from './reference-server';

const server = workerServerForFile();
const asked: string[] = [];
const realFetch = globalThis.fetch;

beforeAll(() => {
  // Every path the worker asks the server for, to show the balance was never requested.
  globalThis.fetch = (input, init) => {
    asked.push(new URL(input instanceof Request ? input.url : String(input)).pathname);
    return realFetch(input, init);
  };
});
afterAll(() => {
  globalThis.fetch = realFetch;
  cancelScheduledFlush();
});
beforeEach(() => {
  asked.length = 0;
});

async function newSession(type: number) {
  const account = `wt${type}x${crypto.randomUUID().slice(0, 8)}`;
  const id = await insertMember(server.db, account, type);
  const token = await issueSession(server.db, id, 1);
  return session.signIn({ token, userName: account, type });
}

describe('a trial guest on the device', () => {
  it('refreshes its member row with no balance in it and never asks for one', async () => {
    const userKey = await newSession(4);
    const row = await member.refresh();
    expect(row).toMatchObject({ type: 4 });
    expect(row && 'sumBalance' in row).toBe(false);
    expect((await db.member.get(userKey))?.sumBalance).toBeUndefined();
    expect(asked).not.toContain(ENDPOINTS.memberWallet.path);
  });

  it('gets no wallet summary or lines, without a request', async () => {
    await newSession(4);
    expect(await wallet.summary()).toEqual({ ok: false, code: ERROR_CODE.noPermission, status: 403, transient: false });
    expect(await wallet.transactions({ account: 'main' })).toEqual({ ok: false, code: ERROR_CODE.noPermission, status: 403, transient: false });
    expect(asked).toEqual([]);
  });

  it('queues no favourite and reads none', async () => {
    await newSession(4);
    const refused = (run: () => Promise<unknown>) => run().then(() => 'done', (error: unknown) => error instanceof ApiError && error.code);
    expect(await refused(() => favourites.set({ nodeId: 1, vassalage: 'PGE' }, true))).toBe(ERROR_CODE.noPermission);
    expect(await refused(() => personal.favouriteIds())).toBe(ERROR_CODE.noPermission);
    expect(await refused(() => personal.favouritesPage())).toBe(ERROR_CODE.noPermission);
    expect(await db.outbox.count()).toBe(0);
    expect(asked).toEqual([]);
  });
});

describe('a member on the device', () => {
  it('keeps its balance, as before', async () => {
    const userKey = await newSession(0);
    await member.refresh();
    expect((await db.member.get(userKey))?.sumBalance).toBe(0);
    expect(asked).toContain(ENDPOINTS.memberWallet.path);
  });
});
