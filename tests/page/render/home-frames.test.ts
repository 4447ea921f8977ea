// @vitest-environment jsdom
// Home's rows keep their room while their games are on the way (no layout shift when they fill).
import { createElement } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { GameRow } from '../../../src/db/rows';
import { HomeGameList } from '../../../src/features/home/HomeGameList';
import { render, startEnglish, unmountAll } from './render';
import { href } from '../../../src/routes';

const game = (nodeId: number): GameRow =>
  ({ nodeId, gameId: `g${nodeId}`, gameType: 'RNG', gameCategory: 'RNG', vassalage: 'JILI', gameName: `Game ${nodeId}`, displayName: `Game ${nodeId}`, nodeName: `game-${nodeId}`, iconUrl: `/media/game/${nodeId}.svg`, sort: nodeId }) as unknown as GameRow;
const games = (count: number) => Array.from({ length: count }, (_, i) => game(i + 1));

const list = (props: Partial<Parameters<typeof HomeGameList>[0]>) =>
  render(createElement(HomeGameList, { title: 'JILI games', moreHref: href('provider', { vassalage: 'JILI' }), favourites: new Set<number>(), games: undefined, ...props }));

/** Per slide: how many real tiles and how many placeholders. */
const slides = (container: HTMLElement) =>
  [...container.querySelectorAll('.home-list__slide')].map((slide) => [
    slide.querySelectorAll('[data-testid="game-tile"]').length,
    slide.querySelectorAll('[data-testid="game-tile-skeleton"]').length,
  ]);

beforeAll(startEnglish);
afterEach(unmountAll);

describe('home game list frames', () => {
  it('shows a waiting row as its frame: title, more link and one slide of placeholder tiles', async () => {
    const { container } = await list({ pending: true });
    expect(container.querySelector('h2')?.textContent).toBe('JILI games');
    expect(container.querySelector('a.home-list__more')?.getAttribute('href')).toBe(href('provider', { vassalage: 'JILI' }));
    expect(slides(container)).toEqual([[0, 3]]);
    expect(container.querySelector('.home-list__track')?.getAttribute('aria-busy')).toBe('true');
    // The placeholders are the tiles' boxes: image square and name line, hidden from assistive tech.
    const placeholder = container.querySelector('[data-testid="game-tile-skeleton"]')!;
    expect(placeholder.classList.contains('game-tile')).toBe(true);
    expect(placeholder.getAttribute('aria-hidden')).toBe('true');
    expect([...placeholder.children].map((el) => el.className)).toEqual(['game-tile__image', 'game-tile__name']);
  });

  it('keeps a waiting popular block two rows tall (6 per slide), like the full block it becomes', async () => {
    const waiting = await list({ pending: true, popular: true });
    expect(slides(waiting.container)).toEqual([[0, 6]]);
    const full = await list({ games: games(12), popular: true });
    expect(slides(full.container)).toEqual([[6, 0], [6, 0]]);
  });

  it('shows the games once they are in, and nothing for a list the server answered empty', async () => {
    const filled = await list({ games: games(5), pending: true });
    expect(slides(filled.container)).toEqual([[3, 0], [2, 0]]);
    expect(filled.container.querySelector('.home-list__track')?.hasAttribute('aria-busy')).toBe(false);
    const empty = await list({ games: [] });
    expect(empty.container.querySelector('.home-list')).toBeNull();
  });
});
