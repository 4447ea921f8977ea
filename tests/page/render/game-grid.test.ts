// @vitest-environment jsdom
// A name search shows each keystroke's first screen at once and the rest once typing pauses.
import { act, createElement, useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { GameRow } from '../../../src/db/rows';
import { GameGrid } from '../../../src/features/games/GameGrid';
import { SETTLE_MS } from '../../../src/features/games/useSettled';
import { render, startEnglish, unmountAll, waitFor } from './render';

const game = (nodeId: number): GameRow =>
  ({
    nodeId, gameId: `g${nodeId}`, gameType: 'RNG', gameCategory: 'RNG', vassalage: 'JILI', gameName: `Dragon ${nodeId}`, displayName: `Dragon ${nodeId}`,
    nodeName: `dragon-${nodeId}`, nameKey: `dragon ${nodeId}`, iconUrl: `/media/game/${nodeId}.svg`, mobileLargeIcon: '', gameCode: `G${nodeId}`,
    gameClassify: '', supportPlay: 1, freeplay: 0, isGameH5: 1, lottoMode: null, roomId: null, isNew: 0, hotRank: 0, sort: nodeId, syncedAt: 0,
  }) as GameRow;
const games = (from: number, count: number) => Array.from({ length: count }, (_, i) => game(from + i));
const tiles = (container: HTMLElement) => container.querySelectorAll('[data-testid="game-tile"]').length;

/** A grid whose result the test replaces, as keystrokes do. */
async function grid(first: GameRow[], progressive: boolean) {
  let show: (next: GameRow[]) => void = () => undefined;
  function Host() {
    const [rows, setRows] = useState(first);
    show = setRows;
    return createElement(GameGrid, { games: rows, hasMore: false, onMore: () => undefined, label: 'Games', progressive });
  }
  const rendered = await render(createElement(Host));
  return { ...rendered, show: (next: GameRow[]) => act(async () => show(next)) };
}

beforeAll(startEnglish);
afterEach(() => {
  unmountAll();
  vi.useRealTimers();
});

describe('game grid during a name search', () => {
  it('shows the first screen of each result at once and the whole result once typing pauses', async () => {
    const { container, show } = await grid(games(1, 30), true);
    // The pause is the test's to give: a busy machine must not make one between two keystrokes.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    expect(tiles(container)).toBe(12);
    await show(games(101, 30)); // the next keystroke, before the pause
    await act(async () => vi.advanceTimersByTime(SETTLE_MS - 1));
    expect(tiles(container)).toBe(12);
    expect(container.querySelector('[data-testid="game-tile"]')?.getAttribute('data-node-id')).toBe('101');
    await act(async () => vi.advanceTimersByTime(1));
    vi.useRealTimers();
    await waitFor(() => expect(tiles(container)).toBe(30));
  });

  it('shows a whole list at once when nobody is typing', async () => {
    const { container } = await grid(games(1, 30), false);
    expect(tiles(container)).toBe(30);
  });
});
