/** Favourites and recent from the server merged with unsent outbox ops (worker/sync/personal.ts). */
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../src/db/db';
import type { OutboxOp } from '../../src/db/rows';
import { setFavourite, addRecent } from '../../src/outbox';
import { applyFavouriteIds, applyRecentPage, mergeFavouriteIds } from '../../worker/sync/personal';

const USER = 'user-m';
const ids = async () => (await db.favourites.where('userKey').equals(USER).toArray()).map((r) => r.nodeId).sort((a, b) => a - b);
const op = (kind: 'favourite.add' | 'favourite.remove', nodeId: number): OutboxOp => ({ kind, payload: { nodeId, vendor: 'JILI', addedAt: 0 } }) as OutboxOp;

beforeEach(async () => {
  await Promise.all([db.outbox.clear(), db.sentOps.clear(), db.favourites.clear(), db.recent.clear()]);
});

/** Send the waiting ops as the outbox's flush records them: acknowledged at `sentAt`. */
async function acknowledge(sentAt: number) {
  const waiting = await db.outbox.toArray();
  await db.sentOps.bulkPut(waiting.map((row) => ({ ...row, inFlight: 0, sentAt })));
  await db.outbox.clear();
}

describe('favourite merge', () => {
  it('keeps a game with an unsent add and drops one with an unsent remove', () => {
    expect([...mergeFavouriteIds([1, 2, 3], [op('favourite.add', 9), op('favourite.remove', 2)])].sort()).toEqual([1, 3, 9]);
  });

  it('lets the last unsent op of a game decide', () => {
    const merged = mergeFavouriteIds([5], [op('favourite.remove', 5), op('favourite.add', 5), op('favourite.add', 6), op('favourite.remove', 6)]);
    expect([...merged]).toEqual([5]);
  });

  it('a refresh from the server keeps hearts tapped offline', async () => {
    await db.favourites.bulkPut([1, 2].map((nodeId) => ({ userKey: USER, nodeId, addedAt: 1 })));
    await setFavourite(USER, { nodeId: 7, vassalage: 'JILI' }, true); // unsent add
    await setFavourite(USER, { nodeId: 2, vassalage: 'JILI' }, false); // unsent remove
    await applyFavouriteIds(USER, [1, 2, 3]); // the server does not know either yet
    expect(await ids()).toEqual([1, 3, 7]);
  });

  it('keeps a sent heart in an answer read before it arrived, and follows one read after (another device removed it)', async () => {
    await setFavourite(USER, { nodeId: 7, vassalage: 'JILI' }, true);
    const ackedAt = Date.now();
    await acknowledge(ackedAt);
    await applyFavouriteIds(USER, [1], Date.now(), ackedAt - 100); // read while the heart was on its way
    expect(await ids()).toEqual([1, 7]);
    await applyFavouriteIds(USER, [1], Date.now(), ackedAt + 100); // read after: the server's word stands
    expect(await ids()).toEqual([1]);
    await applyFavouriteIds(USER, [1]); // a read of unknown time keeps what was sent lately
    expect(await ids()).toEqual([1, 7]);
  });

  it('follows the server when nothing waits', async () => {
    await db.favourites.bulkPut([1, 2].map((nodeId) => ({ userKey: USER, nodeId, addedAt: 1 })));
    await applyFavouriteIds(USER, [2, 4]);
    expect(await ids()).toEqual([2, 4]);
  });
});

describe('recent merge', () => {
  it('replaces on page 1, keeps unsent plays, and appends later pages', async () => {
    await db.recent.bulkPut([{ userKey: USER, nodeId: 50, playedAt: 1 }]);
    await addRecent(USER, 60); // played offline, not sent
    await applyRecentPage(USER, [{ nodeId: 1 }, { nodeId: 2 }], 1, 2);
    let rows = await db.recent.where('userKey').equals(USER).toArray();
    expect(rows.map((r) => r.nodeId).sort((a, b) => a - b)).toEqual([1, 2, 60]);
    await applyRecentPage(USER, [{ nodeId: 3 }], 2, 2);
    rows = await db.recent.where('[userKey+playedAt]').between([USER, 0], [USER, Infinity]).reverse().toArray();
    expect(rows.map((r) => r.nodeId)).toEqual([60, 1, 2, 3]);
  });
});
