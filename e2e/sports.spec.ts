/**
 * The sportsbook in the built app against the real server (390×844, the demo member with money):
 * from /m/sport-games into a sportsbook, two selections from different upcoming matches as an
 * accumulator of 10, placed and listed in My bets; both matches played to full time with the dev
 * call settle it by their final scores — the bet, the header balance and the bet records agree.
 * A price that moved is confirmed before placing; offline the list opens from the copy marked
 * stale, placing says it needs a connection and the slip survives a reload. Screenshots in
 * English and Bengali.
 */
import { expect, test, type APIRequestContext, type Page, SERVICE_WORKER } from './fixtures';
import { ENDPOINTS } from '../src/api/endpoints';
import { formatOdds } from '../src/api/money';
import type { SportBetPage, SportMatch, SportSelection } from '../src/api/sports-wire';
import { apiFor, balanceOf, valueOf } from './api';
import { playTile, shot, shownAmount, TEST_DEFAULTS, tiles, waitForServiceWorker } from './helpers';
import { ownServerForFile } from './own-server';
import { signInAs } from './session';
import { href } from '../src/routes';

// Bets move the demo member's money: a server of our own; in order, since each starts where the last ended.
test.describe.configure({ mode: 'serial' });
const server = ownServerForFile();

/** src/features/sports/useSlip.ts SLIP_STORE_KEY (not imported: the page module is not for Node). */
const SLIP_STORE_KEY = 'lobby.sports.slip';
/** Grouped thousands, two decimals (the app's formatAmount in English). */
/** Decimal odds as the sportsbook writes them (no currency: they are not money). */
const formatted = (value: number) => formatOdds(value, 'en');

/** Upcoming matches open for bets that kick off well after the test is done with them. */
async function laterMatches(request: APIRequestContext, count: number): Promise<SportMatch[]> {
  const { list } = await apiFor(server.url, null, request).call(ENDPOINTS.sportsMatches, { query: { status: 'upcoming' } });
  const later = list.filter((match) => match.open && match.prices && Date.parse(match.kickoffAt) - Date.now() > 120_000);
  expect(later.length, 'upcoming matches kicking off in over 2 minutes').toBeGreaterThanOrEqual(count);
  return later.slice(0, count);
}

const priceButton = (page: Page, matchId: number, selection: SportSelection) =>
  page.locator(`[data-testid=sports-match][data-match-id="${matchId}"] button[data-selection=${selection}]`);

/** Floor(stake × Π prices × 100) / 100 in integers: cents × hundredths. */
function payoutOf(stake: number, prices: number[]): number {
  let numerator = BigInt(Math.round(stake * 100));
  let denominator = 1n;
  for (const price of prices) {
    numerator *= BigInt(Math.round(price * 100));
    denominator *= 100n;
  }
  return Number(numerator / denominator) / 100;
}

const resultOf = (home: number, away: number): SportSelection => (home > away ? 'home' : home < away ? 'away' : 'draw');

test('an accumulator from the sports games page: placed, in My bets, settled by the final scores', async ({ page, context, request }) => {
  const { token } = await signInAs(context, server.url, 'demo', TEST_DEFAULTS);
  const [first, second] = await laterMatches(request, 2);
  const before = await balanceOf(request, server.url, token);

  await page.goto(`${server.url}${href('sportGames')}`);
  await page.getByRole('link', { name: /SABA Sports/ }).click();
  await expect(page).toHaveURL(/\/m\/provider\?vassalage=SABA/);
  const tile = tiles(page).filter({ hasText: 'SABA Sportsbook' }).first();
  await playTile(tile);
  await expect(page).toHaveURL(/\/m\/sportsbook\?game=SABA-SPORTS-\d+$/);
  await expect(page.getByTestId('sports-upcoming')).toBeVisible();
  await expect(page.getByTestId('sports-asof')).toContainText('As of');
  await shot(page, 'en-upcoming', false);

  await priceButton(page, first!.id, 'home').click();
  await priceButton(page, second!.id, 'away').click();
  await expect(priceButton(page, first!.id, 'home')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('sports-slip-count')).toHaveText('2');

  await page.getByTestId('sports-slip-open').click();
  const slip = page.getByTestId('sports-slip');
  await expect(slip.getByTestId('sports-slip-leg')).toHaveCount(2);
  await slip.getByRole('button', { name: 'Accumulator' }).click();
  await slip.getByRole('textbox', { name: 'Stake' }).fill('10');
  const prices = [first!.prices!.home, second!.prices!.away];
  await expect(slip.getByTestId('sports-total-stake')).toHaveText(shownAmount(10));
  await expect(slip.getByTestId('sports-potential')).toHaveText(shownAmount(payoutOf(10, prices)));
  await shot(page, 'en-slip', false);
  await slip.getByTestId('sports-place').click();
  const note = slip.getByTestId('sports-slip-note');
  await expect(note).toContainText('Bet placed: S');
  const betNo = /Bet placed: (\S+)/.exec((await note.textContent()) ?? '')![1]!;
  await expect(page.getByTestId('sports-slip-count')).toHaveText('0');
  await expect(page.getByTestId('balance')).toHaveText(shownAmount(before - 10));
  await page.keyboard.press('Escape');

  await page.getByRole('tab', { name: 'My bets' }).click();
  const open = page.locator(`[data-testid=sports-bet][data-bet-no="${betNo}"]`);
  await expect(open).toHaveAttribute('data-status', 'open');
  await expect(open).toContainText('Accumulator');
  await shot(page, 'en-bets-open', false);

  // Both matches to full time now: the server settles the accumulator by their final scores.
  const finals = [];
  for (const match of [first!, second!]) {
    const res = await request.post(`${server.url}${ENDPOINTS.devSportsFinish.path}`, { data: { matchId: match.id } });
    expect(res.ok()).toBe(true);
    finals.push(await valueOf<{ homeScore: number; awayScore: number }>(res));
  }
  const won = resultOf(finals[0]!.homeScore, finals[0]!.awayScore) === 'home' && resultOf(finals[1]!.homeScore, finals[1]!.awayScore) === 'away';
  const payout = won ? payoutOf(10, prices) : 0;

  const settled = await request.get(`${server.url}${ENDPOINTS.sportsBets.path}?status=settled`, { headers: { Authorization: token } });
  const bet = (await valueOf<SportBetPage>(settled)).list.find((b) => b.betNo === betNo);
  expect(bet?.status).toBe(won ? 'won' : 'lost');
  expect(bet?.payout).toBe(payout);
  expect(await balanceOf(request, server.url, token)).toBeCloseTo(before - 10 + payout, 2);

  // A fresh page: the header reads the balance, My bets reads the settled list.
  await page.goto(`${server.url}${href('sportsbook', { game: 'SABA-SPORTS-002', tab: 'bets' })}`);
  await expect(page.getByTestId('balance')).toHaveText(shownAmount(before - 10 + payout));
  await page.getByRole('button', { name: 'Settled' }).click();
  const done = page.locator(`[data-testid=sports-bet][data-bet-no="${betNo}"]`);
  await expect(done).toHaveAttribute('data-status', won ? 'won' : 'lost');
  await expect(done.getByTestId('sports-bet-status')).toHaveText(won ? 'Won' : 'Lost');
  await expect(done.getByTestId('sports-bet-return')).toHaveText(shownAmount(payout));
  await expect(done).toContainText(`${finals[0]!.homeScore}-${finals[0]!.awayScore}`);
  await shot(page, 'en-bets-settled', false);

  await page.goto(`${server.url}${href('gameRecord')}`);
  const row = page.locator(`[data-round="sports:${betNo}"]`);
  await expect(row).toBeVisible();
  await expect(row).toHaveAttribute('data-status', 'settled');
});

test('a price that moved is shown old → new and placed once accepted', async ({ page, context, request }) => {
  const { token } = await signInAs(context, server.url, 'demo', TEST_DEFAULTS);
  const [match] = await laterMatches(request, 1);
  const before = await balanceOf(request, server.url, token);
  await page.goto(`${server.url}${href('sportsbook', { game: 'SABA-SPORTS-002' })}`);
  await priceButton(page, match!.id, 'draw').click();
  await expect(page.getByTestId('sports-slip-count')).toHaveText('1');

  // The slip remembers a price the server no longer offers.
  const real = match!.prices!.draw;
  const stale = real + 0.5;
  await page.evaluate(
    ({ key, stale }) => {
      const slip = JSON.parse(localStorage.getItem(key) ?? '{}') as { legs: { price: number }[] };
      slip.legs[0]!.price = stale;
      localStorage.setItem(key, JSON.stringify(slip));
    },
    { key: SLIP_STORE_KEY, stale },
  );
  await page.reload();
  await page.getByTestId('sports-slip-open').click();
  const slip = page.getByTestId('sports-slip');
  await slip.getByRole('textbox', { name: 'Stake per bet' }).fill('10');
  await slip.getByTestId('sports-place').click();
  const changed = slip.getByTestId('sports-odds-changed');
  await expect(changed).toContainText(`${formatted(stale)} → ${formatted(real)}`);
  expect(await balanceOf(request, server.url, token)).toBe(before);
  await shot(page, 'en-odds-changed', false);

  await changed.getByRole('button', { name: 'Accept new odds and place' }).click();
  await expect(slip.getByTestId('sports-slip-note')).toContainText('Bet placed: S');
  await expect(page.getByTestId('balance')).toHaveText(shownAmount(before - 10));
  const stored = await page.evaluate((key) => localStorage.getItem(key), SLIP_STORE_KEY);
  expect(stored === null || (JSON.parse(stored) as { legs: unknown[] }).legs.length === 0).toBe(true);
});

test('offline: the list from the copy marked stale, placing needs a connection, the slip survives a reload', { tag: SERVICE_WORKER }, async ({ page, context, request }) => {
  await signInAs(context, server.url, 'demo', TEST_DEFAULTS);
  const [match] = await laterMatches(request, 1);
  await page.goto(`${server.url}${href('sportsbook', { game: 'SABA-SPORTS-002' })}`);
  await waitForServiceWorker(page);
  // Read again under the service worker, which keeps the copy for offline.
  await page.reload();
  await expect(priceButton(page, match!.id, 'away')).toBeVisible();
  await expect(page.getByTestId('sports-stale')).toHaveCount(0);
  await priceButton(page, match!.id, 'away').click();

  await context.setOffline(true);
  await page.reload();
  await expect(priceButton(page, match!.id, 'away')).toBeVisible();
  await expect(page.getByTestId('sports-stale')).toHaveText('Odds may have changed — you are offline.');
  await expect(page.getByTestId('sports-slip-count')).toHaveText('1');
  await shot(page, 'en-offline', false);

  await page.getByTestId('sports-slip-open').click();
  const slip = page.getByTestId('sports-slip');
  await slip.getByRole('textbox', { name: 'Stake per bet' }).fill('5');
  await slip.getByTestId('sports-place').click();
  await expect(slip.getByTestId('sports-slip-note')).toContainText('needs a connection');
  await page.keyboard.press('Escape');

  await page.reload();
  await expect(page.getByTestId('sports-slip-count')).toHaveText('1');
  await context.setOffline(false);
});

test('in Bengali: the sportsbook, the slip and My bets', async ({ page, context, request }) => {
  await signInAs(context, server.url, 'demo', { ...TEST_DEFAULTS, language: 'bn' });
  const [first, second] = await laterMatches(request, 2);
  await page.goto(`${server.url}${href('inPlay', { game: 'SABA-SPORTS-002' })}`);
  await expect(page.getByRole('tab', { name: 'লাইভ' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('sports-live')).toBeVisible();
  await shot(page, 'bn-live', false);
  await page.getByRole('tab', { name: 'আসন্ন' }).click();
  await priceButton(page, first!.id, 'home').click();
  await priceButton(page, second!.id, 'draw').click();
  await shot(page, 'bn-upcoming', false);
  await page.getByTestId('sports-slip-open').click();
  await page.getByTestId('sports-slip').getByRole('button', { name: 'অ্যাকুমুলেটর' }).click();
  await shot(page, 'bn-slip', false);
  await page.keyboard.press('Escape');
  await page.getByRole('tab', { name: 'আমার বাজি' }).click();
  await page.getByRole('button', { name: 'নিষ্পন্ন' }).click();
  await expect(page.getByTestId('sports-bets-settled').getByTestId('sports-bet').first()).toBeVisible();
  await shot(page, 'bn-bets-settled', false);
});
