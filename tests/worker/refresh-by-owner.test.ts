/**
 * Refresh by owner: when the service worker announces that a stored answer changed, the worker
 * re-runs exactly the read that owns that URL — also outside home (a category page, a banner
 * group) — against the real reference server.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../src/api/endpoints';
import { broadcast } from '../../src/api/names';
import { db } from '../../src/db/db';
import { games } from '../../worker/games';
import { session } from '../../worker/session';
import { sync } from '../../worker/sync';
import { forgetOwners, ownerKey, ownerOf } from '../../worker/sync/owned';
import { listenForApiUpdates } from '../../worker/updates';
import { startListeningServer, type ListeningServer } from '../server/helpers';

let server: ListeningServer;
let stop: () => void = () => {};

beforeAll(async () => {
  server = await startListeningServer({ games: 640 });
  session.configure({ baseUrl: server.base, merchant: 'DEMO', language: 'en', token: null });
});
afterEach(() => stop());
afterAll(async () => {
  await server.close();
});

/** The URL the SW would announce: absolute, parameters in another order, a cache-buster added. */
function announcedUrl(path: string, query: Record<string, string | number>): string {
  const url = new URL(path, server.base);
  for (const [name, value] of Object.entries(query).reverse()) url.searchParams.set(name, String(value));
  url.searchParams.set('_t', '123');
  return url.toString();
}

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return read();
}

describe('refresh by owner', () => {
  it('keys an owned URL by path and sorted parameters, without origin, credentials or cache-busters', () => {
    const path = ENDPOINTS.gameList.path;
    expect(ownerKey(`http://a.test${path}?b=2&a=1&token=x&_t=9`)).toBe(ownerKey(`${path}?a=1&b=2`));
  });

  it('re-reads a category page whose answer changed, and only the owner of that URL', async () => {
    stop = listenForApiUpdates(10);
    await sync.loadPage({ gameType: 'LIVE' }, 1);
    const game = await db.games.where('gameType').equals('LIVE').first();
    expect(game).toBeDefined();

    await server.db.updateTable('games').set({ name: 'Renamed on the server' }).where('node_id', '=', game!.nodeId).execute();
    const query = { merchant: 'DEMO', platform: 'html5', language: 'en', pageNo: 1, pageSize: 36, gameType: 'LIVE' };
    broadcast({ type: 'api-updated', key: '', url: announcedUrl(ENDPOINTS.gameList.path, query) });

    const refreshed = await eventually(() => db.games.get(game!.nodeId), (row) => row?.displayName === 'Renamed on the server');
    expect(refreshed?.displayName).toBe('Renamed on the server');
  });

  it('re-reads a game-type banner group (outside the home scope)', async () => {
    stop = listenForApiUpdates(10);
    await games.refreshBanners('m_live');
    const before = await db.banners.where('groupName').equals('m_live').count();
    expect(before).toBeGreaterThan(0);

    const banner = await server.db.selectFrom('banners').select('id').where('group_name', '=', 'm_live').executeTakeFirstOrThrow();
    await server.db.deleteFrom('banners').where('id', '=', banner.id).execute();
    const query = { types: 'B', groupName: 'm_live', platform: 'M', merchantCode: 'DEMO', language: 'en' };
    broadcast({ type: 'api-updated', key: '', url: announcedUrl(ENDPOINTS.announcements.path, query) });

    const after = await eventually(() => db.banners.where('groupName').equals('m_live').count(), (count) => count === before - 1);
    expect(after).toBe(before - 1);
  });

  it('leaves a URL it never read to the worker that did', () => {
    forgetOwners();
    expect(ownerOf(announcedUrl(ENDPOINTS.gameList.path, { gameType: 'FISH' }))).toBeUndefined();
  });
});
