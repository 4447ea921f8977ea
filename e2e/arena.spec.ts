/**
 * The live side of the lobby: live tables with their dealers on /m/live-games (a table opens its
 * game), the leaderboard (seeded rounds make it non-empty; the period switches) and the
 * leaderboard opening offline from the kept copy, marked as a copy. A server of our own: opening
 * a table launches a game, which the demo member's recent list on the shared server must not see.
 */
import { expect, test, SERVICE_WORKER } from './fixtures';
import { atPath, useEnglish, waitForServiceWorker } from './helpers';
import { ownServerForFile } from './own-server';
import { signInAs } from './session';
import { href } from '../src/routes';

const server = ownServerForFile();

test.beforeEach(async ({ context }) => {
  await useEnglish(context);
});

test('the live casino lists live tables with their dealers, and a table opens its game', async ({ page, context }) => {
  await signInAs(context, server.url);
  await page.goto(`${server.url}${href('liveGames')}`);
  const section = page.getByTestId('live-tables');
  await expect(section.getByRole('heading', { name: 'Live tables' })).toBeVisible();
  const cards = section.locator('.arena-table');
  await expect(cards).toHaveCount(4);
  // Each card: the dealer's picture named by the dealer, players and limits.
  const first = cards.first();
  const dealer = await first.locator('.arena-table__name').textContent();
  await expect(first.getByRole('img', { name: dealer!, exact: true })).toBeVisible();
  await expect(first).toContainText(/\d+ playing/);
  await expect(first).toContainText(/Limits ৳[\d.,]+ – ৳[\d.,]+/);
  // The portrait is a raster the server renders on first request: polled until it has decoded.
  const portrait = first.getByRole('img', { name: dealer!, exact: true });
  await expect.poll(() => portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);

  await section.getByRole('button', { name: /Show all \d+ tables/ }).click();
  expect(await cards.count()).toBeGreaterThan(4);

  const game = await first.locator('.arena-table__game').textContent();
  await first.click();
  await expect(page).toHaveURL(/\/play\/[^?]+$/);
  await expect(page.locator('html')).toHaveAttribute('data-kind', 'baccarat');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(game!.split(' · ')[0]!);
});

test('the leaderboard lists the players ahead, switches period, and opens offline from its copy', { tag: SERVICE_WORKER }, async ({ page, context }) => {
  await page.goto(`${server.url}${href('rank')}`);
  await waitForServiceWorker(page);
  const panel = page.getByTestId('rank-panel');
  await expect(panel).toHaveAttribute('data-period', 'week');
  await expect(panel.getByTestId('rank-entry').first()).toBeVisible();
  const weekCount = await panel.getByTestId('rank-entry').count();
  expect(weekCount).toBeGreaterThan(0);
  await expect(page.getByRole('tab', { name: '7 days' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('arena-asof')).toHaveAttribute('data-stale', 'false');

  await page.getByRole('tab', { name: '30 days' }).click();
  await expect(page).toHaveURL(atPath(href('rank', { period: 'month' })));
  await expect(panel).toHaveAttribute('data-period', 'month');
  await expect(page.getByRole('tab', { name: '30 days' })).toHaveAttribute('aria-selected', 'true');
  expect(await panel.getByTestId('rank-entry').count()).toBeGreaterThanOrEqual(Math.min(weekCount, 20));

  // Back to the week, which this device has read: offline it opens from that copy, marked so.
  await page.getByRole('tab', { name: '7 days' }).click();
  await expect(panel).toHaveAttribute('data-period', 'week');
  const names = await panel.getByTestId('rank-entry').allTextContents();
  await context.setOffline(true);
  await page.reload();
  await expect(panel).toHaveAttribute('data-period', 'week');
  expect(await panel.getByTestId('rank-entry').allTextContents()).toEqual(names);
  await expect(page.getByTestId('arena-asof')).toHaveAttribute('data-stale', 'true');
  await expect(page.getByTestId('arena-asof')).toContainText('Saved copy');
  await context.setOffline(false);
});
