/**
 * The outbox against the real server: favourites toggled on the device reach the server exactly
 * once, even when an answer is lost after the server applied the op.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../src/api/endpoints';
import type { LoginValue } from '../../src/api/member-wire';
import { db } from '../../src/db/db';
import { setFavourite } from '../../src/outbox';
import { flushOutbox } from '../../src/outbox';
import { cancelScheduledFlush } from '../../worker/outbox';
import { session } from '../../worker/session';
import { startListeningServer, type ListeningServer } from '../server/helpers';

let server: ListeningServer;
let base: string;
let login: LoginValue;
let userKey: string;

beforeAll(async () => {
  server = await startListeningServer();
  base = server.base;
  session.configure({ baseUrl: base, merchant: 'DEMO', language: 'en', token: null });
  login = await server.login('demo');
  userKey = await session.signIn(login);
  // Signing in schedules a flush; this test drives the flusher itself, with a lossy network.
  cancelScheduledFlush();
});

afterAll(async () => {
  await server.close();
});

async function serverFavourites(): Promise<number[]> {
  const res = await fetch(`${base}${ENDPOINTS.favouriteIds.path}`, { headers: { Authorization: login.token } });
  return ((await res.json()) as { value: { list: number[] } }).value.list.sort((a, b) => a - b);
}

async function localFavourites(): Promise<number[]> {
  return (await db.favourites.where('userKey').equals(userKey).toArray()).map((f) => f.nodeId).sort((a, b) => a - b);
}

describe('outbox against the reference server', () => {
  it('brings the server to the device’s favourites, each op applied once despite a lost answer', async () => {
    const games = await server.db.selectFrom('games').select(['node_id', 'vendor_code']).limit(4).execute();
    for (const g of games) await setFavourite(userKey, { nodeId: g.node_id, vassalage: g.vendor_code }, true);
    await setFavourite(userKey, { nodeId: games[1]!.node_id, vassalage: games[1]!.vendor_code }, false); // cancels
    await setFavourite(userKey, { nodeId: games[0]!.node_id, vassalage: games[0]!.vendor_code }, false);
    const opIds = (await db.outbox.toArray()).map((op) => op.opId);

    // The first request reaches the server, which applies it, but its answer never arrives.
    let dropped = false;
    const lossy: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      if (!dropped) {
        dropped = true;
        throw new TypeError('network changed');
      }
      return response;
    };
    let report = await flushOutbox({ baseUrl: base, merchant: 'DEMO', fetch: lossy });
    expect(report.retrying).toBe(1);
    await db.outbox.toCollection().modify({ notBefore: 0 });
    report = await flushOutbox({ baseUrl: base, merchant: 'DEMO', fetch: lossy });
    expect(report.rejected).toEqual([]);
    expect(await db.outbox.count()).toBe(0);

    expect(await serverFavourites()).toEqual(await localFavourites());
    const applied = await server.db.selectFrom('applied_ops').selectAll().where('op_id', 'in', opIds).execute();
    expect(applied).toHaveLength(opIds.length);
    expect(applied.reduce((sum, op) => sum + op.replays, 0)).toBe(1); // the lost one, answered from the record
  });
});
