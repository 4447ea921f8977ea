/**
 * The warm launch (DESIGN §8): a launch route's last first screen is kept on the device, and the
 * service worker draws it into the shell it answers with, so the next launch paints it before any
 * script runs; the live screen then takes its place without moving anything.
 */
import type { Page } from '@playwright/test';
import { expect, test, SERVICE_WORKER } from './fixtures';
import { tileNames, tiles, useEnglish, waitForServiceWorker, atPath } from './helpers';
import { signInAs } from './session';
import { SNAPSHOT_ATTRIBUTE, snapshotKey } from '../src/api/launch-snapshot';
import { STORES } from '../src/api/names';
import { href } from '../src/routes';

test.beforeEach(async ({ context }) => useEnglish(context));

/** The snapshot the device keeps for a route, as stored (null when none). */
function storedSnapshot(page: Page, path: string) {
  return page.evaluate(
    async ({ cacheName, key }) => {
      const stored = await (await caches.open(cacheName)).match(key);
      return stored ? ((await stored.json()) as { html: string; stylesheets: string[] }) : null;
    },
    { cacheName: STORES.launchSnapshots, key: snapshotKey(path) },
  );
}

/**
 * Records what the snapshot showed once the document was parsed (its tile names, whether it was
 * inert), and every layout shift of the load.
 */
async function watchLaunch(page: Page) {
  await page.addInitScript((attribute) => {
    const seen = { tiles: [] as string[], inert: false, shift: 0 };
    (window as unknown as { launchSeen: typeof seen }).launchSeen = seen;
    // Parsed by then; the module scripts have run, but React renders only once the device's
    // database has answered, later.
    document.addEventListener('DOMContentLoaded', () => {
      const picture = document.querySelector(`[${attribute}]`);
      seen.inert = picture?.hasAttribute('inert') ?? false;
      seen.tiles = [...(picture?.querySelectorAll('[data-testid="game-tile"] [elementtiming]') ?? [])].slice(0, 6).map((name) => name.textContent ?? '');
    });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) seen.shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  }, SNAPSHOT_ATTRIBUTE);
}

const launchSeen = (page: Page) => page.evaluate(() => (window as unknown as { launchSeen: { tiles: string[]; inert: boolean; shift: number } }).launchSeen);

test('an offline launch paints the last home screen from the shell, then the live screen takes its place without a shift', { tag: SERVICE_WORKER }, async ({ page, context }) => {
  await page.goto(href('home'));
  await waitForServiceWorker(page);
  const online = await tileNames(page, 6);
  // Kept once the first screen settled (and again whenever the page is left).
  await expect.poll(async () => (await storedSnapshot(page, href('home')))?.html.length ?? 0, { timeout: 15_000 }).toBeGreaterThan(1000);

  await watchLaunch(page);
  await context.setOffline(true);
  await page.reload();
  await expect(tiles(page).first()).toBeVisible();
  // The picture is gone and the live screen shows the same games.
  await expect(page.locator(`[${SNAPSHOT_ATTRIBUTE}]`)).toHaveCount(0);
  expect(await tileNames(page, 6)).toEqual(online);
  const seen = await launchSeen(page);
  expect(seen.tiles).toEqual(online);
  expect(seen.inert).toBe(true);
  expect(seen.shift).toBe(0);
});

test("a member's snapshot masks the balance and goes when they sign out", { tag: SERVICE_WORKER }, async ({ page, context, baseURL }) => {
  await signInAs(context, baseURL!, 'demo');
  await page.goto(href('home'));
  await waitForServiceWorker(page);
  await expect(page.getByRole('banner').getByTestId('balance')).toHaveText(/\d/);
  await expect.poll(async () => (await storedSnapshot(page, href('home')))?.html.length ?? 0, { timeout: 15_000 }).toBeGreaterThan(1000);
  const kept = (await storedSnapshot(page, href('home')))!;
  // Every balance in the picture is the mask, though the screen showed the figure.
  expect([...kept.html.matchAll(/data-testid="balance">([^<]*)</g)].map((match) => match[1])).toEqual(['****']);

  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(atPath(href('home')));
  await expect.poll(() => storedSnapshot(page, href('home'))).toBeNull();
});
