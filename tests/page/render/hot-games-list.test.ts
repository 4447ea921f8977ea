// @vitest-environment jsdom
// The hot list keeps its room while the hot games are on the way (a real database on fake-indexeddb).
import { act, createElement } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HOME_LISTS, listKey } from '../../../src/api/game-lists';
import { db } from '../../../src/db/db';
import type { GameRow } from '../../../src/db/rows';
import { HotGamesList, useHotGames } from '../../../src/features/games/HotGamesList';
import { render, startEnglish, unmountAll, waitFor } from './render';

const game = (nodeId: number, hotRank: number, gameType = 'FISH'): GameRow =>
  ({
    nodeId, gameId: `g${nodeId}`, gameType, gameCategory: gameType, vassalage: 'JILI', gameName: `Game ${nodeId}`, displayName: `Game ${nodeId}`,
    nodeName: `game-${nodeId}`, nameKey: `game ${nodeId}`, iconUrl: `/media/game/${nodeId}.svg`, mobileLargeIcon: '', gameCode: `G${nodeId}`,
    gameClassify: '', supportPlay: 1, freeplay: 0, isGameH5: 1, lottoMode: null, roomId: null, isNew: 0, hotRank, sort: nodeId, syncedAt: 0,
  }) as GameRow;

const tiles = (container: HTMLElement) => container.querySelectorAll('[data-testid="game-tile"]').length;
const placeholders = (container: HTMLElement) => container.querySelectorAll('.game-grid__tiles > [data-testid="game-tile-skeleton"]').length;
const fillers = (container: HTMLElement) => container.querySelectorAll('.hot-list__filler').length;
const moreRow = (container: HTMLElement) => container.querySelector('.hot-list__more-row');

/** As the category pages use it: the page renders once the hot games are read from the device. */
function Page({ category }: { category: string }) {
  const hot = useHotGames(category);
  return hot ? createElement(HotGamesList, { hot }) : null;
}
const page = (category = 'FISH') => render(createElement(Page, { category }));

/** What the home sync leaves behind: every home list stored (so an empty hot list is really empty). */
const homeListsSynced = () =>
  db.syncState.bulkPut(Object.values(HOME_LISTS).map((filter) => ({ key: listKey(filter, 'en'), pagesLoaded: 1, totalPages: 1, totalCount: 0, syncedAt: 0 })));

beforeAll(startEnglish);
beforeEach(async () => {
  await Promise.all([db.games.clear(), db.syncState.clear(), db.vendors.clear()]);
});
afterEach(unmountAll);

describe('hot games list while the hot games are on the way', () => {
  it('shows six placeholder cards and the load-more row until they arrive', async () => {
    const { container } = await page();
    await waitFor(() => expect(container.querySelector('.hot-list')).not.toBeNull());
    expect(placeholders(container)).toBe(6);
    expect(moreRow(container)).not.toBeNull();
    expect(container.querySelector('.hot-list')?.getAttribute('aria-busy')).toBe('true');
    expect(container.querySelector('input[type="search"]')?.getAttribute('aria-label')).toBe('Filter hot games');
  });

  it('keeps the placeholders’ room when a shorter list arrives after them: empty cells, same rows', async () => {
    const { container } = await page();
    await waitFor(() => expect(placeholders(container)).toBe(6));
    await act(async () => {
      await db.games.bulkPut([game(1, 1), game(2, 2), game(3, 3), game(4, 4, 'RNG')]);
    });
    await waitFor(() => expect(tiles(container)).toBe(3));
    expect(fillers(container)).toBe(3);
    expect(moreRow(container)).not.toBeNull();
    expect(container.querySelector('.hot-list')?.hasAttribute('aria-busy')).toBe(false);
  });

  it('takes its own height when the list is already on the device: no placeholders at any point', async () => {
    await db.games.bulkPut([game(1, 1), game(2, 2), game(3, 3)]);
    const { container } = await page();
    await waitFor(() => expect(tiles(container)).toBe(3));
    expect(placeholders(container)).toBe(0);
    expect(fillers(container)).toBe(0);
    expect(moreRow(container)).toBeNull();
  });

  it('offers load more past six, and says so when the server has no hot games at all', async () => {
    await db.games.bulkPut(Array.from({ length: 8 }, (_, i) => game(i + 1, i + 1)));
    const full = await page();
    await waitFor(() => expect(tiles(full.container)).toBe(6));
    expect(full.container.querySelector('.hot-list__more')?.textContent).toBe('Load more');
    unmountAll();

    await db.games.clear();
    await homeListsSynced();
    const none = await page();
    await waitFor(() => expect(none.container.querySelector('p.empty')?.textContent).toBe('No games to show yet.'));
    expect(placeholders(none.container)).toBe(0);
  });
});
