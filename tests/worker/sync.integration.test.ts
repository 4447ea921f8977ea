/**
 * The worker's sync against the real reference server (temp SQLite, real HTTP listener):
 * the boot and home scopes must fill the device tables the views read.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../src/db/db';
import { HOME_LISTS, listKey } from '../../src/api/game-lists';
import { session } from '../../worker/session';
import { sync } from '../../worker/sync';
import { startListeningServer, type ListeningServer } from '../server/helpers';

let server: ListeningServer;

beforeAll(async () => {
  server = await startListeningServer({ games: 640 });
  session.configure({ baseUrl: server.base, merchant: 'DEMO', language: 'en', token: null });
});

afterAll(async () => {
  await server.close();
});

describe('worker sync against the reference server', () => {
  it('boot fills status, whitelabel, categories and vendors in the operator order', async () => {
    const result = await sync.refresh('boot');
    expect(result).toMatchObject({ ok: true, offline: false, errors: [] });
    const status = await db.settings.get('status');
    expect(status?.value).toMatchObject({ maintenance: false, regionRestriction: false });
    expect((await db.settings.get('whitelabel'))?.value).toHaveProperty('USERNAMEREG3');
    const categories = await db.categories.orderBy('sort').toArray();
    expect(categories.map((c) => c.gameCategory)).toEqual(
      expect.arrayContaining(['RNG', 'FISH', 'LIVE', 'LOTT', 'ESPORTS', 'COCKFIGHT', 'INHOUSE']),
    );
    const vendorCodes = (await db.vendors.toArray()).map((v) => v.vassalage);
    expect(vendorCodes).toEqual(expect.arrayContaining(['JILI', 'FC', 'PGE', 'BGS', 'SV3', 'TCG_LOTTO_VN']));
  });

  it('home fills every home list, the hot ranks, banners, ticker, promotions and winners', async () => {
    const result = await sync.refresh('home');
    expect(result.errors).toEqual([]);
    for (const [name, filter] of Object.entries(HOME_LISTS)) {
      const state = await db.syncState.get(listKey(filter, 'en'));
      expect(state, name).toBeDefined();
      expect(state!.totalCount, name).toBeGreaterThan(0);
    }
    expect(await db.games.where('vassalage').equals('JILI').count()).toBeGreaterThan(0);
    expect(await db.games.filter((g) => g.gameType === 'RNG' && g.gameClassify === 'BG').count()).toBeGreaterThan(0);
    const hot = await db.games.where('hotRank').above(0).sortBy('hotRank');
    expect(hot.map((g) => g.hotRank)).toEqual(hot.map((_, i) => i + 1));
    expect(await db.banners.where('groupName').equals('m_home').count()).toBeGreaterThan(0);
    expect(await db.announcements.where('kind').equals('player').count()).toBeGreaterThan(0);
    expect(await db.promotions.where('language').equals('en').count()).toBeGreaterThan(0);
    const winners = await db.winners.orderBy('rank').toArray();
    expect(winners.length).toBeGreaterThan(3);
    for (let i = 1; i < winners.length; i++) {
      expect(winners[i - 1]!.vo.winAmount).toBeGreaterThanOrEqual(winners[i]!.vo.winAmount);
    }
  });

  it('joins a refresh already running instead of fetching twice', async () => {
    const first = sync.refresh('boot');
    expect(sync.refresh('boot')).toBe(first);
    await first;
  });

  it('runs once more after a running refresh when asked for newer answers than it reads', async () => {
    const first = sync.refresh('boot');
    // The status changes on the server while the first refresh may already have read it.
    const text = JSON.stringify(true);
    await server.db.insertInto('settings').values({ key: 'maintenance', value: text }).onConflict((oc) => oc.column('key').doUpdateSet({ value: text })).execute();
    const again = sync.refresh('boot', { again: true });
    expect(again).not.toBe(first);
    await again;
    expect((await db.settings.get('status'))?.value).toMatchObject({ maintenance: true });
    const cleared = JSON.stringify(false);
    await server.db.updateTable('settings').set({ value: cleared }).where('key', '=', 'maintenance').execute();
    await sync.refresh('boot');
  });

  it('reports offline, and keeps the device copy, when the server cannot be reached', async () => {
    const before = await db.games.count();
    session.configure({ baseUrl: 'http://127.0.0.1:9' });
    const result = await sync.refresh('home');
    expect(result).toMatchObject({ ok: false, offline: true });
    expect(await db.games.count()).toBe(before);
  });
});
