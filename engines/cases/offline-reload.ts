/**
 * Pages seen online open from the device with the network down: the member centre reloaded, then
 * home and a category page loaded afresh, each at its own address with its content drawn.
 *
 * With the link down (navigator.onLine false) the offline indicator shows at once. With the link
 * up and the server unreachable, the app learns of the outage only from a request that fails, and
 * a page drawn wholly from the device may not have asked anything yet: there the indicator is
 * noted, not required.
 */
import { href } from '../../src/routes';
import { isVisible, openInApp, pathOf, textOf } from '../page';
import { until } from '../until';
import type { Case } from './case';
import { SELECTORS } from './selectors';

export const offlineReload: Case = {
  id: 'offline-reload',
  title: 'offline reload of the member centre, home and a category page',
  relies: ['serviceWorker', 'cacheStorage', 'indexedDB'],
  async run({ page, server, network, shot, note }) {
    await openInApp(page, href('memberHome'));
    await until('the member centre', async () => (await textOf(page, SELECTORS.nickname)) === 'Demo Player');
    await network.down();
    const linkDown = network.kind === 'link down, server refused';
    const pages = [
      { name: 'member-centre', path: href('memberHome'), open: () => page.reload(), content: SELECTORS.nickname },
      { name: 'home', path: href('home'), open: () => page.goto(server.url + href('home')), content: SELECTORS.tile },
      { name: 'category', path: href('slotGames'), open: () => page.goto(server.url + href('slotGames')), content: SELECTORS.tile },
    ];
    const indicator: string[] = [];
    for (const { name, path, open, content } of pages) {
      await open();
      await until(`${name}: at ${path}`, async () => (await pathOf(page)) === path);
      await until(`${name}: the header`, () => isVisible(page, SELECTORS.header));
      await until(`${name}: its content`, () => isVisible(page, content));
      if (linkDown) await until(`${name}: the offline indicator`, () => isVisible(page, SELECTORS.offline));
      indicator.push(`${name} ${(await isVisible(page, SELECTORS.offline)) ? 'with' : 'without'}`);
      await shot(name);
    }
    note(`offline indicator: ${indicator.join(', ')}`);
    await network.up();
  },
};
