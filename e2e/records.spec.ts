/**
 * Bet records and the reward centre (SPEC §2 /m/gameRecord, /m/rewardCenter) in the built app
 * against the real server: a demo round shows in the bet records with the right totals and the
 * filters narrow the list; the round reaches a reward-centre task whose claim raises the header
 * balance; offline both pages show the last copy. Screenshots in English and Bengali.
 */
import { expect, test, type APIRequestContext, SERVICE_WORKER } from './fixtures';
import { ENDPOINTS, type QueryOf } from '../src/api/endpoints';
import { apiFor, balanceOf } from './api';
import { atPath, playTile, shot, shownAmount, shownSignedAmount, TEST_DEFAULTS, tiles, waitForServiceWorker } from './helpers';
import { ownServerForFile } from './own-server';
import { signInAs } from './session';
import { href } from '../src/routes';

// A round and a claim move the demo member's money: a server of our own keeps that away from the
// specs running in parallel on the shared one; in order, since each starts where the last ended.
test.describe.configure({ mode: 'serial' });
const server = ownServerForFile();

/** Grouped thousands, two decimals (the app's formatAmount in English). */
const utcDay = (at: Date) => at.toISOString().slice(0, 10);

const records = (request: APIRequestContext, token: string, query: QueryOf<typeof ENDPOINTS.betRecords>) =>
  apiFor(server.url, token, request).call(ENDPOINTS.betRecords, { query });

const today = utcDay(new Date());
const weekAgo = utcDay(new Date(Date.now() - 6 * 86_400_000));

test('an empty range offers all of the member’s bets', async ({ context, page }) => {
  await signInAs(context, server.url, 'demo', TEST_DEFAULTS);
  await page.goto(`${server.url}${href('gameRecord', { from: '2024-01-01', to: '2024-01-02' })}`);
  await expect(page.getByTestId('records-empty')).toBeVisible();
  await page.getByRole('button', { name: 'Show all my bets' }).click();
  await expect(page).toHaveURL(atPath(href('gameRecord', { from: '2000-01-01', to: today })));
  await expect(page.getByTestId('records-list').locator('li').first()).toBeVisible();
});

test('the default range (the last 7 UTC days) opens on demo’s recent rounds, the totals from its rows', async ({ context, page, request }) => {
  const { token } = await signInAs(context, server.url, 'demo', TEST_DEFAULTS);
  const week = await records(request, token, { from: weekAgo, to: today });
  expect(week.total).toBeGreaterThan(0);
  await page.goto(`${server.url}${href('gameRecord')}`);
  await expect(page.getByRole('textbox', { name: 'From' })).toHaveValue(weekAgo);
  await expect(page.getByRole('textbox', { name: 'To' })).toHaveValue(today);
  await expect(page.getByTestId('records-empty')).toHaveCount(0);
  await expect(page.getByTestId('records-list').locator('li')).toHaveCount(Math.min(36, week.total));
  await expect(page.getByTestId('records-totals')).toContainText(`Bets: ${week.totals.count}`);
  await expect(page.getByTestId('records-total-stake')).toHaveText(shownAmount(week.totals.stake));
  await expect(page.getByTestId('records-total-net')).toHaveText(shownSignedAmount(week.totals.net));
});

test('a demo round shows in the bet records with the right totals; the filters narrow the list', async ({ context, page, request }) => {
  const { token } = await signInAs(context, server.url, 'demo', TEST_DEFAULTS);
  await page.goto(`${server.url}${href('home')}`);
  // Signed in on the page (the header shows the balance) before a tile is tapped, else it leads to login.
  await expect(page.getByTestId('balance')).toBeVisible();
  const tile = tiles(page).first();
  const gameName = (await tile.locator('.game-tile__name').textContent())?.trim() ?? '';
  await playTile(tile);
  await expect(page).toHaveURL(/\/play\/[^?]+$/);
  const play = page.locator('#play');
  await expect(play).toBeEnabled();
  await play.click();
  await expect(play).toBeEnabled();
  await expect(page.locator('#result')).not.toHaveText(/Good luck/);

  // The last 7 UTC days by default: today's round first (newest), then demo's seeded recent rounds;
  // today alone is that round only (the seed dates none of its rounds today).
  await page.goto(`${server.url}${href('gameRecord')}`);
  const rows = page.getByTestId('records-list').locator('li');
  await expect(rows.first()).toContainText(gameName);
  await expect(rows.first()).toContainText(`Stake ${shownAmount(5)}`);
  const week = await records(request, token, { from: weekAgo, to: today });
  expect((await records(request, token, { from: today, to: today })).totals.count).toBe(1);
  await expect(rows).toHaveCount(Math.min(36, week.total));
  await expect(page.getByTestId('records-totals')).toContainText(`Bets: ${week.totals.count}`);
  await expect(page.getByTestId('records-total-stake')).toHaveText(shownAmount(week.totals.stake));
  await expect(page.getByTestId('records-total-win')).toHaveText(shownAmount(week.totals.win));
  await expect(page.getByTestId('records-total-net')).toHaveText(shownSignedAmount(week.totals.net));
  await expect(page.getByRole('textbox', { name: 'From' })).toHaveValue(weekAgo);
  await expect(page.getByRole('textbox', { name: 'To' })).toHaveValue(today);
  await shot(page, 'bet-records-en');

  // A wider range: the seeded history too, paged by 36 with "load more".
  await page.getByRole('textbox', { name: 'From' }).fill('2025-01-01');
  await expect(page).toHaveURL(atPath(href('gameRecord', { from: '2025-01-01', to: today })));
  const all = await records(request, token, { from: '2025-01-01', to: today });
  expect(all.total).toBeGreaterThan(36);
  await expect(rows).toHaveCount(36);
  await expect(page.getByTestId('records-totals')).toContainText(`Bets: ${all.totals.count}`);
  await expect(page.getByTestId('records-total-stake')).toHaveText(shownAmount(all.totals.stake));
  const more = page.getByRole('button', { name: 'Load more' });
  // A plain tap: the page leaves room for it above the bottom bar.
  await more.click();
  await expect(rows).toHaveCount(Math.min(72, all.total));
  await shot(page, 'bet-records-more-en');

  // Game type, then provider: both in the address, each narrowing the list and its totals.
  await page.getByTestId('records-type-filter').selectOption('LIVE');
  await expect(page).toHaveURL(/gameType=LIVE/);
  const live = await records(request, token, { from: '2025-01-01', to: today, gameType: 'LIVE' });
  expect(live.total).toBeLessThan(all.total);
  await expect(page.getByTestId('records-totals')).toContainText(`Bets: ${live.totals.count}`);
  await expect(page.getByTestId('records-total-stake')).toHaveText(shownAmount(live.totals.stake));
  await page.getByTestId('records-vendor-filter').selectOption('EVO');
  await expect(page).toHaveURL(/vendor=EVO/);
  const evo = await records(request, token, { from: '2025-01-01', to: today, gameType: 'LIVE', vendor: 'EVO' });
  await expect(rows).toHaveCount(Math.min(36, evo.total));
  for (const text of await rows.allTextContents()) expect(text).toContain('Evolution');

  // A range with nothing in it, and one the wrong way round.
  await page.goto(`${server.url}${href('gameRecord', { from: '2001-01-01', to: '2001-01-31' })}`);
  await expect(page.getByTestId('records-empty')).toContainText('No bets in this range.');
  await page.goto(`${server.url}${href('gameRecord', { from: '2025-03-01', to: '2025-02-01' })}`);
  await expect(page.getByRole('alert')).toHaveText('The start date must not be after the end date.');
});

test('the round reaches a task; claiming it raises the header balance; sign-in makes the check-in claimable', async ({ context, page, request }) => {
  const { token } = await signInAs(context, server.url, 'demo', TEST_DEFAULTS);
  const start = await balanceOf(request, server.url, token);
  await page.goto(`${server.url}${href('rewardCenter')}`);
  await expect(page.getByTestId('balance')).toHaveText(shownAmount(start));
  const wager = page.getByTestId('mission-daily_wager');
  await expect(wager.getByTestId('mission-status')).toHaveText('Claim');
  await expect(wager.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByTestId('mission-summer_festival').getByTestId('mission-status')).toHaveText('Coming soon');
  await expect(page.getByTestId('mission-launch_week').getByTestId('mission-status')).toHaveText('Closed');
  await shot(page, 'reward-centre-en');

  await wager.getByRole('button', { name: 'Claim' }).click();
  await expect(wager.getByText(`${shownAmount(1)} was added to your main wallet.`)).toBeVisible();
  await expect(wager.getByTestId('mission-status')).toHaveText('Claimed');
  await expect(wager.getByRole('button', { name: 'Claim' })).toHaveCount(0);
  await expect(page.getByTestId('balance')).toHaveText(shownAmount(start + 1));
  expect(await balanceOf(request, server.url, token)).toBeCloseTo(start + 1, 2);

  const checkin = page.getByTestId('mission-daily_checkin');
  await expect(checkin.getByTestId('mission-status')).toHaveText('In progress');
  await checkin.getByRole('button', { name: 'Sign in today' }).click();
  await expect(checkin.getByTestId('mission-status')).toHaveText('Claim');
  await expect(checkin.getByText('Signed in today')).toBeVisible();
  await expect(page.getByTestId('mission-daily_deposit').getByRole('link', { name: 'Go' })).toHaveAttribute('href', href('voucherCenter'));
  await shot(page, 'reward-centre-claimed-en');
});

test('offline: both pages show the last copy; the tasks cannot be claimed', { tag: SERVICE_WORKER }, async ({ context, page, request }) => {
  const { token } = await signInAs(context, server.url, 'demo', TEST_DEFAULTS);
  await page.goto(`${server.url}${href('gameRecord')}`);
  await waitForServiceWorker(page);
  // Read once under the service worker, so it has copies to answer offline.
  await page.reload();
  const rows = page.getByTestId('records-list').locator('li');
  // The default range: demo's recent rounds and the one played today, a page of them at most.
  const shown = Math.min(36, (await records(request, token, { from: weekAgo, to: today })).total);
  expect(shown).toBeGreaterThan(1);
  await expect(rows).toHaveCount(shown);
  await page.goto(`${server.url}${href('rewardCenter')}`);
  await expect(page.getByTestId('mission-daily_checkin').getByTestId('mission-status')).toHaveText('Claim');
  await page.goBack();
  await expect(rows).toHaveCount(shown);

  await context.setOffline(true);
  await expect(page.getByText('Offline: this is the last copy this device saw.')).toBeVisible();
  await expect(rows).toHaveCount(shown);
  await page.goForward();
  const checkin = page.getByTestId('mission-daily_checkin');
  await expect(page.getByText('Offline: this is the last copy this device saw.')).toBeVisible();
  await expect(checkin.getByRole('button', { name: 'Claim' })).toBeDisabled();
  await expect(checkin.getByText('This needs a connection: try again when you are back online.')).toBeVisible();
  const before = await balanceOf(request, server.url, token);
  await context.setOffline(false);
  await checkin.getByRole('button', { name: 'Claim' }).click();
  await expect(checkin.getByTestId('mission-status')).toHaveText('Claimed');
  expect(await balanceOf(request, server.url, token)).toBeCloseTo(before + 1, 2);
});

test('Bengali: both pages in the member language', async ({ context, page }) => {
  await signInAs(context, server.url, 'demo', { ...TEST_DEFAULTS, language: 'bn' });
  await page.goto(`${server.url}${href('gameRecord', { from: '2025-01-01', to: today })}`);
  await expect(page.getByTestId('records-list').locator('li')).toHaveCount(36);
  await expect(page.getByTestId('records-type-filter')).toContainText('সব ধরনের গেম');
  await shot(page, 'bet-records-bn');
  await page.goto(`${server.url}${href('rewardCenter')}`);
  await expect(page.getByTestId('mission-daily_checkin')).toContainText('দৈনিক চেক-ইন');
  await shot(page, 'reward-centre-bn');
});
