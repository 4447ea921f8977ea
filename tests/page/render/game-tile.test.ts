// @vitest-environment jsdom
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PERF_MARKS, TILE_PAINT_ID } from '../../../src/api/names';
import type { GameRow } from '../../../src/db/rows';
import { GameTile } from '../../../src/features/games';
import type * as UseT from '../../../src/i18n/useT';
import { markFirstFramePainted } from '../../../src/state/first-frame';
import { clearSession, session } from '../../../src/state/session';
import { byLabel, click, queryByLabel, render, startEnglish, unmountAll, waitFor } from './render';
import { href } from '../../../src/routes';

// The labels a tile fills on each render, counted (and filled as in the app): how the tests below
// tell a tile drawn again from one left alone.
const labelsFilled = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../../src/i18n/useT', async (actual) => {
  const real = await actual<typeof UseT>();
  return {
    ...real,
    withName: (...args: Parameters<typeof real.withName>) => {
      labelsFilled.count += 1;
      return real.withName(...args);
    },
  };
});

const game = (patch: Partial<GameRow> = {}): GameRow => ({
  nodeId: 7,
  gameId: 'g7',
  gameType: 'RNG',
  gameCategory: 'RNG',
  vassalage: 'JILI',
  gameName: 'Fortune Gems',
  displayName: 'Fortune Gems',
  nodeName: 'fortune-gems',
  nameKey: 'fortune gems',
  iconUrl: '/media/icons/7.png',
  mobileLargeIcon: '',
  gameCode: 'FG',
  gameClassify: 'SLOT',
  supportPlay: 1,
  freeplay: 0,
  isGameH5: 1,
  lottoMode: null,
  roomId: null,
  isNew: 0,
  hotRank: 0,
  sort: 1,
  syncedAt: 0,
  ...patch,
});

const tile = (props: Parameters<typeof GameTile>[0]) => render(createElement(GameTile, props));

beforeAll(async () => {
  await startEnglish();
  markFirstFramePainted(); // as the app does once its first frame is on screen
});
beforeEach(() => {
  clearSession();
  history.replaceState(null, '', href('home'));
});
afterEach(unmountAll);

describe('game tile (SPEC §2 "Game tile")', () => {
  it('shows the game’s image and name, with a play button named after the game', async () => {
    const { container } = await tile({ game: game() });
    expect(container.querySelector('.game-tile__name')?.textContent).toBe('Fortune Gems');
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/media/icons/7.png');
    expect(byLabel(container, 'Play Fortune Gems').tagName).toBe('BUTTON');
    expect(container.querySelector('[data-testid="game-tile"]')?.getAttribute('data-node-id')).toBe('7');
  });

  it('falls back to the node name when the game has no display name', async () => {
    const { container } = await tile({ game: game({ displayName: '' }) });
    expect(container.querySelector('.game-tile__name')?.textContent).toBe('fortune-gems');
  });

  it('shows the heart off, or on for a favourite', async () => {
    const off = await tile({ game: game() });
    const heartOff = byLabel(off.container, 'Add Fortune Gems to favourites');
    expect(heartOff.getAttribute('aria-pressed')).toBe('false');
    expect(heartOff.classList.contains('game-tile__heart--on')).toBe(false);

    const on = await tile({ game: game(), favourite: true });
    const heartOn = byLabel(on.container, 'Remove Fortune Gems from favourites');
    expect(heartOn.getAttribute('aria-pressed')).toBe('true');
    expect(heartOn.classList.contains('game-tile__heart--on')).toBe(true);
  });

  it('has no heart on lottery games', async () => {
    for (const gameType of ['LOTT', 'ELOTT']) {
      const { container } = await tile({ game: game({ gameType }) });
      expect(queryByLabel(container, 'Add Fortune Gems to favourites')).toBeNull();
      expect(container.querySelector('.game-tile__heart')).toBeNull();
    }
  });

  it('shows the vendor name on hot-game cards', async () => {
    const { container } = await tile({ game: game(), vendorName: 'JILI Games' });
    expect(container.querySelector('.game-tile__vendor')?.textContent).toBe('JILI Games');
  });

  it('shows the initials instead of a broken picture when the image fails', async () => {
    const { container } = await tile({ game: game() });
    await act(async () => {
      container.querySelector('img')!.dispatchEvent(new Event('error'));
    });
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('.game-tile__initials')?.getAttribute('data-initials')).toBe('FG');
    // Drawn by CSS: not part of the play button's text, which must hold only its label's words.
    expect(container.querySelector('.game-tile__initials')?.textContent).toBe('');
  });

  it('sends a guest who taps the heart to the login page', async () => {
    const { container } = await tile({ game: game() });
    await click(byLabel(container, 'Add Fortune Gems to favourites'));
    expect(location.pathname).toBe(href('login'));
  });

  it('sends a guest who taps the game to the login page (the launch code loads on the tap)', async () => {
    expect(session.info).toBeNull();
    const { container } = await tile({ game: game() });
    await click(byLabel(container, 'Play Fortune Gems'));
    await waitFor(() => expect(location.pathname).toBe(href('login')));
  });

  it('marks the first tile on screen once, for the bench', async () => {
    await tile({ game: game({ nodeId: 8 }) });
    await tile({ game: game({ nodeId: 9 }) });
    expect(performance.getEntriesByName(PERF_MARKS.firstTile, 'mark')).toHaveLength(1);
  });

  it('asks the browser to time the paint of its name (Element Timing), which the bench reads', async () => {
    const { container } = await tile({ game: game({ nodeId: 10, displayName: 'Ocean War' }) });
    const name = container.querySelector('.game-tile__name');
    expect(name?.textContent).toBe('Ocean War');
    expect(name?.getAttribute('elementtiming')).toBe(TILE_PAINT_ID);
  });
});

describe('game tile across syncs', () => {
  /** One root re-rendered with new props, as a live list re-renders its grid on each write. */
  async function rendersOf(first: Parameters<typeof GameTile>[0]) {
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    const draw = (props: Parameters<typeof GameTile>[0]) => act(async () => root.render(createElement(GameTile, props)));
    await draw(first);
    return {
      container,
      renders: () => labelsFilled.count,
      draw,
      done: () => {
        act(() => root.unmount());
        container.remove();
      },
    };
  }

  it('a game read again by a sync is the same tile: nothing is drawn again', async () => {
    const tile = await rendersOf({ game: game() });
    const before = tile.renders();
    expect(before).toBeGreaterThan(0);
    await tile.draw({ game: game({ syncedAt: 99 }) });
    await tile.draw({ game: game({ syncedAt: 100 }) });
    expect(tile.renders()).toBe(before);
    // A change it shows is drawn again.
    await tile.draw({ game: game({ syncedAt: 100, displayName: 'Fortune Gems 2' }) });
    expect(tile.renders()).toBeGreaterThan(before);
    tile.done();
  });

  it('a change a tile shows is drawn: its name, its picture, its heart', async () => {
    const tile = await rendersOf({ game: game() });
    await tile.draw({ game: game({ displayName: 'Fortune Gems 2' }) });
    expect(tile.container.querySelector('.game-tile__name')?.textContent).toBe('Fortune Gems 2');
    await tile.draw({ game: game({ displayName: 'Fortune Gems 2', iconUrl: '/media/icons/8.png' }) });
    expect(tile.container.querySelector('img')?.getAttribute('src')).toBe('/media/icons/8.png');
    await tile.draw({ game: game({ displayName: 'Fortune Gems 2', iconUrl: '/media/icons/8.png' }), favourite: true });
    expect(byLabel(tile.container, 'Remove Fortune Gems 2 from favourites').getAttribute('aria-pressed')).toBe('true');
    tile.done();
  });
});
