/**
 * VIP benefits and rebate (SPEC §2 /m/member/benefits, /m/member/manualRebate; §4 VIP progress)
 * in the built app against the real server: demo's computed rank with its progress and
 * conditions; a demo round raises the rebate earned and the VIP turnover; the claim pays into
 * the main wallet once and the header follows; offline, both pages show the last copy and the
 * claim waits for a connection. Pictured at 390×844 in English and Bangla.
 */
import { expect, test, type APIRequestContext, SERVICE_WORKER } from './fixtures';
import { databasePath, openDatabase } from '../server/db/connection';
import { ENDPOINTS } from '../src/api/endpoints';
import { apiFor, balanceOf } from './api';
import { atPath, playTile, shot, shownAmount, TEST_DEFAULTS, tiles, useEnglish, waitForServiceWorker } from './helpers';
import { ownServerForFile } from './own-server';
import { signInAs } from './session';
import { href } from '../src/routes';

// Rounds and the claim move demo's money: a server of our own keeps that away from the specs
// running in parallel on the shared one; in order, since each starts where the last one ended.
test.describe.configure({ mode: 'serial' });
const server = ownServerForFile();


const progressOf = (request: APIRequestContext, token: string) => apiFor(server.url, token, request).call(ENDPOINTS.vipProgress);
const rebateOf = (request: APIRequestContext, token: string) => apiFor(server.url, token, request).call(ENDPOINTS.rebateSummary);
/** The operator's whitelabel flag, written where the server reads it (this spec's own database). */
async function setRebateFlag(on: boolean): Promise<void> {
  const db = openDatabase(databasePath(server.dataDir));
  try {
    const row = await db.selectFrom('settings').select('value').where('key', '=', 'whitelabel').executeTakeFirstOrThrow();
    const value = { ...(JSON.parse(row.value) as Record<string, unknown>), MANPLAYREB3: on };
    await db.updateTable('settings').set({ value: JSON.stringify(value) }).where('key', '=', 'whitelabel').execute();
  } finally {
    await db.destroy();
  }
}

test('VIP benefits: demo’s rank, the progress to the next level with its conditions, the ladder with demo’s level marked', async ({ context, page }) => {
  await signInAs(context, server.url, 'demo', TEST_DEFAULTS);
  await page.goto(`${server.url}${href('vipBenefits')}`);
  await expect(page.getByTestId('vip-rank-label')).toHaveText(/Gold/);
  await expect(page.getByText('Progress to Platinum').first()).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Progress to Platinum' })).toHaveAttribute('aria-valuenow', '50');
  await expect(page.getByText('1 of 2 conditions met')).toBeVisible();
  await expect(page.getByTestId('vip-condition-turnover').getByTestId('vip-condition-figures')).toHaveText(`${shownAmount(19_980)} / ${shownAmount(20_000)}`);
  await expect(page.getByTestId('vip-condition-deposit').getByTestId('vip-condition-figures')).toHaveText(`${shownAmount(3_250)} / ${shownAmount(3_000)}`);
  // Beside the conditions-met figure, how close each condition is: turnover all but there, deposits met.
  const turnover = page.getByTestId('vip-condition-turnover');
  await expect(turnover.getByTestId('vip-condition-percent')).toHaveText('99.9%');
  await expect(turnover.getByTestId('vip-condition-left')).toHaveText(`${shownAmount(20)} to go`);
  await expect(page.getByRole('progressbar', { name: 'Settled turnover' })).toHaveAttribute('aria-valuenow', '99.9');
  const deposit = page.getByTestId('vip-condition-deposit');
  await expect(deposit.getByTestId('vip-condition-percent')).toHaveText('100%');
  await expect(deposit.getByTestId('vip-condition-left')).toHaveCount(0);
  await expect(page.getByRole('progressbar', { name: 'Deposits' })).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByTestId('vip-level')).toHaveCount(6);
  const mine = page.locator('[data-testid="vip-level"][aria-current="true"]');
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText('Gold');
  await expect(mine).toContainText('Your level');
  await expect(mine).toContainText(`Birthday bonus ${shownAmount(88)}`);
  await expect(mine).toContainText('Slots');
  await expect(mine).toContainText('0.6%');
  await shot(page, 'vip-en');
});

test('a demo round raises the rebate and the VIP turnover; the claim pays once and the header follows', async ({ context, page, request }) => {
  const { token } = await signInAs(context, server.url, 'demo', TEST_DEFAULTS);
  const before = await rebateOf(request, token);
  expect(before.amount).toBeGreaterThan(0);

  await page.goto(`${server.url}${href('manualRebate')}`);
  await expect(page.getByTestId('rebate-amount')).toHaveText(shownAmount(before.amount));
  await expect(page.getByTestId('rebate-line')).toHaveCount(before.lines.length);
  await expect(page.getByTestId('rebate-history-row')).toHaveCount(2);
  await shot(page, 'rebate-en');

  // A round of 50 on the first game of the home page, as a player plays it.
  await page.goto(`${server.url}${href('home')}`);
  // Signed in on the page (the header shows the balance) before a tile is tapped, else it leads to login.
  await expect(page.getByTestId('balance')).toBeVisible();
  await playTile(tiles(page).first());
  await expect(page).toHaveURL(/\/play\/[^?]+$/);
  await page.locator('label.chip', { hasText: /^50$/ }).click();
  const play = page.locator('#play');
  await expect(play).toBeEnabled();
  await play.click();
  await expect(page.locator('#result')).not.toHaveText(/Good luck|Connecting/);
  await expect(play).toBeEnabled();

  const grown = await rebateOf(request, token);
  expect(grown.turnover).toBeCloseTo(before.turnover + 50, 2);
  expect(grown.amount).toBeGreaterThan(before.amount);
  // 19,980 + 50 of turnover: demo is Platinum now, and the whole unclaimed period pays at its rates.
  expect(grown.labelName).toBe('Platinum');

  await page.goto(`${server.url}${href('manualRebate')}`);
  await expect(page.getByTestId('rebate-amount')).toHaveText(shownAmount(grown.amount));
  await expect(page.getByText('At Platinum rates')).toBeVisible();
  const wallet = await balanceOf(request, server.url, token);
  await expect(page.getByTestId('balance')).toHaveText(shownAmount(wallet));

  await page.getByRole('button', { name: 'Claim rebate' }).click();
  await expect(page.getByTestId('rebate-message')).toHaveText(`${shownAmount(grown.amount)} added to your wallet.`);
  await expect(page.getByTestId('balance')).toHaveText(shownAmount(wallet + grown.amount));
  await expect(page.getByTestId('rebate-amount')).toHaveText(shownAmount(0));
  await expect(page.getByTestId('rebate-nothing')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Claim rebate' })).toBeDisabled();
  await expect(page.getByTestId('rebate-history-row')).toHaveCount(3);
  await expect(page.getByTestId('rebate-history-row').first()).toContainText(`+${shownAmount(grown.amount)}`);
  expect(await balanceOf(request, server.url, token)).toBeCloseTo(wallet + grown.amount, 2);

  // The VIP page moved too: Platinum, on the way to Emerald.
  await page.goto(`${server.url}${href('vipBenefits')}`);
  await expect(page.getByTestId('vip-rank-label')).toHaveText(/Platinum/);
  await expect(page.getByText('Progress to Emerald').first()).toBeVisible();
  await expect(page.getByTestId('vip-condition-turnover').getByTestId('vip-condition-figures')).toHaveText(`${shownAmount(20_030)} / ${shownAmount(60_000)}`);
  expect((await progressOf(request, token)).level).toBe(4);
});

test('offline: both pages show the last copy; the claim waits for a connection', { tag: SERVICE_WORKER }, async ({ context, page, request }) => {
  const { token } = await signInAs(context, server.url, 'demo', TEST_DEFAULTS);
  const progress = await progressOf(request, token);
  await page.goto(`${server.url}${href('vipBenefits')}`);
  await waitForServiceWorker(page);
  // Read once under the service worker, so it has a copy to answer offline.
  await page.reload();
  await expect(page.getByTestId('vip-rank-label')).toHaveText(new RegExp(progress.labelName));
  await page.goto(`${server.url}${href('manualRebate')}`);
  await expect(page.getByTestId('rebate-card')).toBeVisible();
  const amount = await page.getByTestId('rebate-amount').textContent();

  await context.setOffline(true);
  await page.goto(`${server.url}${href('vipBenefits')}`);
  await expect(page.getByTestId('vip-rank-label')).toHaveText(new RegExp(progress.labelName));
  await expect(page.getByTestId('vip-level')).toHaveCount(6);
  await page.goto(`${server.url}${href('manualRebate')}`);
  await expect(page.getByTestId('rebate-amount')).toHaveText(amount ?? '');
  await expect(page.getByRole('button', { name: 'Claim rebate' })).toBeDisabled();
  await expect(page.getByText('This needs a connection', { exact: false }).first()).toBeVisible();
  await shot(page, 'rebate-offline-en');
  await context.setOffline(false);
});

test('a guest is sent to log in from both pages', async ({ context, page }) => {
  await useEnglish(context);
  await page.goto(`${server.url}${href('vipBenefits')}`);
  await expect(page).toHaveURL(atPath(href('login')));
  await page.goto(`${server.url}${href('manualRebate')}`);
  await expect(page).toHaveURL(atPath(href('login')));
});

test('rebate switched off (MANPLAYREB3): the contact-service toast, and back home', async ({ context, page }) => {
  await setRebateFlag(false);
  try {
    await signInAs(context, server.url, 'demo', TEST_DEFAULTS);
    await page.goto(`${server.url}${href('home')}`);
    await page.getByRole('button', { name: 'Menu' }).first().click();
    await expect(page.getByRole('dialog').getByText('Bet records', { exact: true })).toBeVisible();
    await expect(page.getByRole('dialog').getByText('Rebate', { exact: true })).toHaveCount(0);
    // The toast lasts 2 s and comes before the home page's pictures have loaded, so the look for it
    // starts when the navigation commits, not at its load event.
    await page.goto(`${server.url}${href('manualRebate')}`, { waitUntil: 'commit' });
    await expect(page.getByText('Please contact customer service.')).toBeVisible();
    await expect(page).toHaveURL(atPath(href('home')));
  } finally {
    await setRebateFlag(true);
  }
});

test('in Bangla: both pages, pictured', async ({ context, page }) => {
  await signInAs(context, server.url, 'demo', { ...TEST_DEFAULTS, language: 'bn' });
  await page.goto(`${server.url}${href('vipBenefits')}`);
  await expect(page.getByTestId('vip-level')).toHaveCount(6);
  await expect(page.getByText('আপনার ভিআইপি র‍্যাঙ্ক').first()).toBeVisible();
  await shot(page, 'vip-bn');
  await page.goto(`${server.url}${href('manualRebate')}`);
  await expect(page.getByTestId('rebate-card')).toBeVisible();
  await expect(page.getByText('দাবির ইতিহাস')).toBeVisible();
  await shot(page, 'rebate-bn');
});
