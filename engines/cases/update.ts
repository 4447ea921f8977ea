/**
 * A new deployment while the app is open: its service worker waits, the page offers the new
 * version and keeps running the old one until the player accepts, then reloads into it.
 */
import assert from 'node:assert/strict';
import { href } from '../../src/routes';
import { checkForUpdate, deployMarker, isControlled, isVisible, openInApp, waitingWorker } from '../page';
import { until } from '../until';
import type { Case } from './case';
import { SELECTORS } from './selectors';

export const update: Case = {
  id: 'update-prompt',
  title: 'the update prompt after a new service worker',
  relies: ['serviceWorker'],
  async run({ engine, page, server, shot }) {
    await openInApp(page, href('home'));
    await until('a game tile on home', () => isVisible(page, SELECTORS.tile));
    await until('the service worker in control', () => isControlled(page));
    assert.equal(await deployMarker(page), null, 'the build under test already carries a deploy marker');

    const marker = `${engine.id}-v2`;
    server.deploy(marker);
    await checkForUpdate(page);
    await until('the update prompt', () => isVisible(page, SELECTORS.updatePrompt), 90_000);
    assert.equal(await deployMarker(page), null, 'the new version ran before the player accepted it');
    await shot();

    await page.click(SELECTORS.updateReload);
    await until('the new version running', async () => (await deployMarker(page)) === marker, 60_000);
    await until('a game tile on home', () => isVisible(page, SELECTORS.tile));
    assert.equal(await waitingWorker(page), false, 'a worker still waits after the update');
    assert.equal(await isVisible(page, SELECTORS.updatePrompt), false, 'the prompt stayed after the update');
  },
};
