/**
 * "My wallet" (SPEC §7 wallet, transfer, transaction list; §2 balance drop menu) in the built app
 * against the real server: the drop menu leads to it; money moves main → PG Electronic and back
 * with the header following; the transaction list shows the transfers; a promotion's bonus is
 * claimed on its detail; offline, the transfer form keeps its input and moves nothing.
 */
import { expect, test, type APIRequestContext, type Page, SERVICE_WORKER } from './fixtures';
import { ENDPOINTS } from '../src/api/endpoints';
import { apiFor } from './api';
import { atPath, shot, shownAmount, shownSignedAmount, TEST_DEFAULTS, waitForServiceWorker } from './helpers';
import { ownServerForFile } from './own-server';
import { signInAs } from './session';
import { href } from '../src/routes';

// These tests move the demo member's money: a server of our own keeps that away from the specs
// running in parallel on the shared one; in order, since each starts where the last one ended.
test.describe.configure({ mode: 'serial' });
const server = ownServerForFile();


const summaryOf = (request: APIRequestContext, token: string) => apiFor(server.url, token, request).call(ENDPOINTS.walletSummary);

const amountBox = (page: Page) => page.getByRole('textbox', { name: 'Amount' });

test('the balance menu leads to My wallet: main, held, withdrawable and the PG Electronic wallet', async ({ context, page, request }) => {
  const { token } = await signInAs(context, server.url, 'demo', TEST_DEFAULTS);
  const start = await summaryOf(request, token);
  await page.goto(`${server.url}${href('home')}`);
  await expect(page.getByTestId('balance')).toHaveText(shownAmount(start.main));
  await page.getByRole('banner').getByRole('button', { name: 'Balance' }).click();
  await page.getByRole('link', { name: 'My wallet' }).click();
  await expect(page).toHaveURL(atPath(href('wallet')));

  await expect(page.getByTestId('wallet-main')).toHaveText(shownAmount(start.main));
  await expect(page.getByTestId('wallet-held')).toHaveText(shownAmount(start.held));
  await expect(page.getByTestId('wallet-withdrawable')).toHaveText(shownAmount(start.withdrawable));
  await expect(page.getByTestId('wallet-vendor-PGE')).toContainText('PG Electronic');
  await expect(page.getByTestId('wallet-vendor-PGE')).toContainText('1,000.00');
  await expect(page.getByRole('link', { name: 'Deposit' }).last()).toHaveAttribute('href', href('voucherCenter'));
  await expect(page.getByRole('link', { name: 'Withdraw' }).last()).toHaveAttribute('href', href('withdraw'));
  await shot(page, 'wallet-summary');

  // Hidden balances are asterisks here too (SPEC §2).
  await page.getByRole('button', { name: 'Hide balances' }).click();
  await expect(page.getByTestId('wallet-main')).toHaveText('****');
  await expect(page.getByTestId('balance')).toHaveText('****');
  await page.getByRole('button', { name: 'Show balances' }).click();
  await expect(page.getByTestId('wallet-main')).toHaveText(shownAmount(start.main));
});

test('transfers main → PG Electronic and back; the header follows; the list shows both', async ({ context, page, request }) => {
  const { token } = await signInAs(context, server.url, 'demo', TEST_DEFAULTS);
  const start = await summaryOf(request, token);
  await page.goto(`${server.url}${href('wallet', { tab: 'transfer' })}`);
  await expect(page.getByTestId('transfer-from')).toHaveValue('main');
  await expect(page.getByTestId('transfer-to')).toHaveValue('PGE');
  await expect(page.getByTestId('transfer-available')).toHaveText(shownAmount(start.main));

  await amountBox(page).fill('250');
  await page.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(page.getByText(`${shownAmount(250)} moved from Main wallet to PG Electronic.`)).toBeVisible();
  await expect(page.getByTestId('balance')).toHaveText(shownAmount(start.main - 250));
  expect(await summaryOf(request, token)).toMatchObject({ main: start.main - 250, vendors: [{ code: 'PGE', balance: 1_250 }] });
  await expect(amountBox(page)).toHaveValue('');

  await page.getByRole('button', { name: 'Swap direction' }).click();
  await expect(page.getByTestId('transfer-from')).toHaveValue('PGE');
  await expect(page.getByTestId('transfer-available')).toHaveText(shownAmount(1250));
  // More than the PG Electronic wallet holds: the form says so before sending anything.
  await amountBox(page).fill('5000');
  await page.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(page.getByText(`The amount is more than the ${shownAmount(1_250)} you have available.`)).toBeVisible();
  await amountBox(page).fill('100');
  await page.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(page.getByText(`${shownAmount(100)} moved from PG Electronic to Main wallet.`)).toBeVisible();
  await expect(page.getByTestId('balance')).toHaveText(shownAmount(start.main - 150));
  await shot(page, 'wallet-transfer');

  await page.getByRole('tab', { name: 'Transactions' }).click();
  await expect(page).toHaveURL(atPath(href('wallet', { tab: 'transactions' })));
  const lines = page.getByTestId('wallet-lines').locator('li');
  await expect(lines.nth(0)).toContainText('Transfer in');
  await expect(lines.nth(0)).toContainText(shownSignedAmount(100));
  await expect(lines.nth(0)).toContainText(`Balance ${shownAmount(start.main - 150)}`);
  await expect(lines.nth(1)).toContainText('Transfer out');
  await expect(lines.nth(1)).toContainText(shownSignedAmount(-250));
  await page.getByTestId('wallet-type-filter').selectOption('transfer');
  await expect(lines).toHaveCount(2);
  await shot(page, 'wallet-transactions');
  await page.getByTestId('wallet-type-filter').selectOption('deposit');
  await page.getByRole('textbox', { name: 'From', exact: true }).fill('2001-01-01');
  await page.getByRole('textbox', { name: 'To', exact: true }).fill('2001-01-31');
  await expect(page.getByTestId('wallet-empty')).toHaveText('No transactions match.');
});

test('claims an approved bonus on the promotion detail: claimed, and the balance goes up', async ({ context, page, request }) => {
  const { token } = await signInAs(context, server.url, 'demo', TEST_DEFAULTS);
  const start = await summaryOf(request, token);
  await page.goto(`${server.url}${href('activityDetail', { id: '6' })}`);
  await expect(page.getByTestId('balance')).toHaveText(shownAmount(start.main));
  await page.getByRole('button', { name: 'Claim bonus' }).click();
  await expect(page.getByText(`${shownAmount(888)} was added to your main wallet.`)).toBeVisible();
  await expect(page.getByTestId('promo-status')).toHaveText('Claimed');
  await expect(page.getByRole('button', { name: 'Claim bonus' })).toHaveCount(0);
  await expect(page.getByTestId('balance')).toHaveText(shownAmount(start.main + 888));
  expect((await summaryOf(request, token)).main).toBe(start.main + 888);
  await shot(page, 'promotion-claimed');

  await page.goto(`${server.url}${href('wallet', { tab: 'transactions' })}`);
  await expect(page.getByTestId('wallet-lines').locator('li').first()).toContainText('Bonus');
  await expect(page.getByTestId('wallet-lines').locator('li').first()).toContainText(shownSignedAmount(888));
});

test('offline: the transfer keeps its input and moves nothing; the summary shows the last copy', { tag: SERVICE_WORKER }, async ({ context, page, request }) => {
  const { token } = await signInAs(context, server.url, 'demo', TEST_DEFAULTS);
  const start = await summaryOf(request, token);
  await page.goto(`${server.url}${href('wallet')}`);
  await waitForServiceWorker(page);
  // Read once under the service worker, so it has a copy to answer offline.
  await page.reload();
  await expect(page.getByTestId('wallet-main')).toHaveText(shownAmount(start.main));
  await page.getByRole('tab', { name: 'Transfer' }).click();
  await expect(page.getByTestId('transfer-available')).toHaveText(shownAmount(start.main));
  await amountBox(page).fill('12.34');

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('This needs a connection. What you entered is kept: try again when you are back online.');
  await expect(amountBox(page)).toHaveValue('12.34');
  expect((await summaryOf(request, token)).main).toBe(start.main);

  await page.getByRole('tab', { name: 'Balances' }).click();
  await expect(page.getByTestId('wallet-main')).toHaveText(shownAmount(start.main));
  await expect(page.getByText('Offline: these are the last figures this device saw.')).toBeVisible();

  await context.setOffline(false);
  // As a player would: tap again once the offline badge has gone (the app has reached the server).
  await expect(page.getByTestId('offline-indicator')).toBeHidden();
  await page.getByRole('tab', { name: 'Transfer' }).click();
  await amountBox(page).fill('12.34');
  await page.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(page.getByText(`${shownAmount(12.34)} moved from Main wallet to PG Electronic.`)).toBeVisible();
  expect((await summaryOf(request, token)).main).toBeCloseTo(start.main - 12.34, 2);
});
