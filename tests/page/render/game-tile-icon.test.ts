// @vitest-environment jsdom
// A tile's icon waits for the app's first frame; the tile and its icon box do not.
import { act, createElement } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { GameRow } from '../../../src/db/rows';
import { GameTile } from '../../../src/features/games';
import { markFirstFramePainted } from '../../../src/state/first-frame';
import { render, startEnglish, unmountAll } from './render';

const game = {
  nodeId: 7, gameId: 'g7', gameType: 'RNG', gameCategory: 'RNG', vassalage: 'JILI', gameName: 'Fortune Gems', displayName: 'Fortune Gems',
  nodeName: 'fortune-gems', nameKey: 'fortune gems', iconUrl: '/media/icons/7.png', mobileLargeIcon: '', gameCode: 'FG', gameClassify: 'SLOT',
  supportPlay: 1, freeplay: 0, isGameH5: 1, lottoMode: null, roomId: null, isNew: 0, hotRank: 0, sort: 1, syncedAt: 0,
} as GameRow;

beforeAll(startEnglish);
afterEach(unmountAll);

describe('game tile icon and the first frame', () => {
  it('shows the tile with an empty icon box until the first frame is on screen, then the icon', async () => {
    const { container } = await render(createElement(GameTile, { game }));
    expect(container.querySelector('.game-tile__name')?.textContent).toBe('Fortune Gems');
    expect(container.querySelector('.game-tile__image')).not.toBeNull();
    expect(container.querySelector('img')).toBeNull();

    await act(async () => markFirstFramePainted());
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/media/icons/7.png');
  });
});
