/**
 * A first visit, as a new player makes it: nothing stored, the app in its default language
 * (Bangla: the picture shows whether the machine has a Bengali font), the game tiles drawn, then
 * the service worker installed, its precache filled and the page under its control.
 */
import { href } from '../../src/routes';
import { isControlled, isVisible, precachedFiles, storeReturningPlayer } from '../page';
import { until } from '../until';
import type { Case } from './case';
import { SELECTORS } from './selectors';

export const firstVisit: Case = {
  id: 'first-visit',
  title: 'first visit: tiles drawn, the service worker installed and in control',
  relies: ['serviceWorker', 'cacheStorage'],
  async run({ page, server, shot, note }) {
    await page.goto(server.url + href('home'));
    await until('a game tile on home', () => isVisible(page, SELECTORS.tile));
    // The install precaches about 220 files while the first screen's pictures load.
    await until('the service worker in control', () => isControlled(page), 90_000);
    const files = await until('files in the precache', () => precachedFiles(page));
    const language = await page.evaluate(() => document.documentElement.lang, null);
    note(`${files} files precached; first visit in "${language}"`);
    await shot();
    // From here on a returning player: English, today's popups dismissed.
    await storeReturningPlayer(page);
  },
};
