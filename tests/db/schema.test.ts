import { Dexie } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { attachLifecycle, withDb } from '../../src/db/db';
import { LATEST_VERSION, MIGRATIONS } from '../../src/db/migrations';
import { LobbyDb } from '../../src/db/schema';

const opened: LobbyDb[] = [];
function freshDb(name = `t-${crypto.randomUUID()}`) {
  const database = new LobbyDb(name);
  opened.push(database);
  return database;
}
afterEach(async () => {
  for (const database of opened.splice(0)) {
    database.close();
    await Dexie.delete(database.name);
  }
});

describe('device database', () => {
  it('has every table the design names, at the latest numbered version', async () => {
    const database = freshDb();
    await database.open();
    const names = database.tables.map((t) => t.name).sort();
    expect(names).toEqual(
      [
        'announcements', 'banners', 'categories', 'chat', 'favourites', 'games', 'helpItems', 'http', 'inbox',
        'jackpot', 'member', 'outbox', 'promotionCategories', 'promotions', 'recent', 'sentOps', 'session', 'settings', 'speed',
        'syncState', 'vendorCategories', 'vendors', 'winners',
      ].sort(),
    );
    expect(database.verno).toBe(LATEST_VERSION);
    expect(Object.keys(MIGRATIONS).map(Number)).toEqual(
      Array.from({ length: LATEST_VERSION }, (_, i) => i + 1),
    );
  });

  it('finds games by vendor and by category through indexes, and hot games by rank', async () => {
    const database = freshDb();
    const game = (nodeId: number, vassalage: string, gameType: string, hotRank = 0) => ({
      nodeId, gameId: String(nodeId), gameType, gameCategory: gameType, vassalage,
      gameName: `G${nodeId}`, displayName: `G${nodeId}`, nodeName: '', nameKey: `g${nodeId}`,
      iconUrl: '', mobileLargeIcon: '', gameCode: '', gameClassify: '', supportPlay: 1 as const,
      freeplay: 0 as const, isGameH5: 1 as const, lottoMode: null, roomId: null, isNew: 0 as const,
      hotRank, sort: nodeId, syncedAt: 0,
    });
    await database.games.bulkPut([game(1, 'JILI', 'RNG', 2), game(2, 'FC', 'FISH'), game(3, 'JILI', 'FISH', 1)]);
    expect((await database.games.where({ gameType: 'FISH', vassalage: 'JILI' }).toArray()).map((g) => g.nodeId)).toEqual([3]);
    expect((await database.games.where('hotRank').above(0).sortBy('hotRank')).map((g) => g.nodeId)).toEqual([3, 1]);
  });

  it('keeps an outbox in insertion order per user', async () => {
    const database = freshDb();
    const op = (opId: string, userKey: string) => ({
      opId, userKey, kind: 'favourite.add' as const, payload: { nodeId: 1 }, createdAt: 0, attempts: 0, notBefore: 0,
    });
    await database.outbox.bulkAdd([op('a', 'u1'), op('b', 'u2'), op('c', 'u1')]);
    const u1 = await database.outbox.where('[userKey+seq]').between(['u1', Dexie.minKey], ['u1', Dexie.maxKey]).toArray();
    expect(u1.map((o) => o.opId)).toEqual(['a', 'c']);
    await expect(database.outbox.add(op('a', 'u1'))).rejects.toThrow();
  });

  it('lets go of the database when another context upgrades it, and tells listeners', async () => {
    const name = `t-${crypto.randomUUID()}`;
    const old = freshDb(name);
    attachLifecycle(old);
    await old.open();
    const newer = new Dexie(name);
    newer.version(LATEST_VERSION * 10 + 1).stores({ extra: '&id' });
    await newer.open(); // blocks forever if the old connection did not close
    expect(old.isOpen()).toBe(false);
    expect(newer.tables.map((t) => t.name)).toContain('extra');
    newer.close();
  });

  it('reopens a connection closed under it and runs the call again', async () => {
    const database = freshDb();
    await database.settings.put({ key: 'whitelabel', value: {} as never, updatedAt: 1 });
    database.close({ disableAutoOpen: true });
    const row = await withDb(() => database.settings.get('whitelabel'), database);
    expect(row?.updatedAt).toBe(1);
  });
});
