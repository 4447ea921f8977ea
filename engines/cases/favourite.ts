/** A favourite tapped on a category page while the network is down (see offline-change.ts). */
import { ENDPOINTS } from '../../src/api/endpoints';
import { href } from '../../src/routes';
import { attributeOf, isVisible, openInApp } from '../page';
import { until } from '../until';
import type { Case } from './case';
import { changeWhileDown, OUTBOX_FEATURES } from './offline-change';
import { SELECTORS } from './selectors';

export const favourite: Case = {
  id: 'favourite-offline',
  title: 'a favourite made offline reaches the server once after reconnect',
  relies: OUTBOX_FEATURES,
  async run(context) {
    const { page, view } = context;
    await openInApp(page, href('slotGames'));
    await until('a game tile on the category page', () => isVisible(page, SELECTORS.heart));
    const nodeId = Number(await attributeOf(page, SELECTORS.tile, 'data-node-id'));
    // By its game, not its place: the grid may redraw as the catalogue syncs.
    const heart = `${SELECTORS.tile}[data-node-id="${nodeId}"] .game-tile__heart`;
    await until('its heart off', async () => (await attributeOf(page, heart, 'aria-pressed')) === 'false');
    await changeWhileDown(context, {
      what: `favourite ${nodeId}`,
      act: () => page.click(heart),
      shown: async () => (await attributeOf(page, heart, 'aria-pressed')) === 'true',
      onServer: async () => (await view.favouriteIds()).includes(nodeId),
      path: ENDPOINTS.favouriteAdd.path,
    });
  },
};
