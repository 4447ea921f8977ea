import { expect, test, SERVICE_WORKER } from './fixtures';
import { atPath, expectTileImagesLoaded, tileNames, tiles, uncachedTileImagesOnScreen, useEnglish, waitForServiceWorker } from './helpers';
import { href } from '../src/routes';

test.beforeEach(async ({ context }) => useEnglish(context));

test('a first visit to / lands on /m/home with real game tiles from the server', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(atPath(href('home')));
  await expect(tiles(page).nth(5)).toBeVisible();
  expect(await tiles(page).count()).toBeGreaterThanOrEqual(6);
  await expect(page.getByRole('heading', { name: 'Hot games' })).toBeVisible();
  await expectTileImagesLoaded(page);
});

test('an offline reload of /m/home shows the same tiles and the offline indicator', { tag: SERVICE_WORKER }, async ({ page, context }) => {
  await page.goto(href('home'));
  await waitForServiceWorker(page);
  const online = await tileNames(page, 8);
  await expect(page.getByTestId('offline-indicator')).toHaveCount(0);
  // Images fetched before the worker took control are handed to it; wait until every tile image
  // on screen is stored, since those are what the offline reload must show.
  await expect.poll(() => uncachedTileImagesOnScreen(page)).toEqual([]);

  await context.setOffline(true);
  await page.reload();
  expect(await tileNames(page, 8)).toEqual(online);
  await expect(page.getByTestId('offline-indicator')).toBeVisible();
  await expectTileImagesLoaded(page);
});

test('an offline deep link to a route seen before renders from the device', { tag: SERVICE_WORKER }, async ({ page, context }) => {
  await page.goto(href('notice'));
  await expect(page.getByRole('heading', { level: 1, name: 'Announcements' })).toBeVisible();
  await waitForServiceWorker(page);

  await context.setOffline(true);
  const offlinePage = await context.newPage();
  await offlinePage.goto(href('notice'));
  await expect(offlinePage.getByRole('heading', { level: 1, name: 'Announcements' })).toBeVisible();
  await expect(offlinePage.getByTestId('offline-indicator')).toBeVisible();
});

test('an unknown path lands on /m/home', async ({ page }) => {
  await page.goto('/m/no-such-page/at-all');
  await expect(page).toHaveURL(atPath(href('home')));
  await expect(tiles(page).first()).toBeVisible();
});

test('every home alias of SPEC §2 redirects to /m/home', async ({ page }) => {
  for (const alias of ['/m', '/m/', '/m/index', '/m/index.html']) {
    await page.goto(alias);
    await expect(page).toHaveURL(atPath(href('home')));
  }
  await page.goto('/m/register.html');
  await expect(page).toHaveURL(atPath(href('register')));
});

test('the winners board moves only for a player who has not asked for less motion', async ({ page }) => {
  // The suite's phone asks for less motion (playwright.config.ts): this one has not.
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.goto(href('home'));
  const board = page.locator('.winners');
  await board.scrollIntoViewIfNeeded();
  await expect(board.locator('.winners__window--scroll')).toHaveCount(1);
  // Asked for less motion: a still list with every winner, nothing sliding.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.reload();
  await board.scrollIntoViewIfNeeded();
  await expect(board.locator('.winners__window--scroll')).toHaveCount(0);
  expect(await board.locator('.winners__row').count()).toBeGreaterThan(4);
});
