/**
 * Deposits in the browser: a gateway deposit from the form to the gateway's page and back,
 * credited once the gateway confirms (the header balance moves); a manual transfer with its
 * receipt, approved by the operator; offline the form keeps its input and asks for a connection;
 * the report lists the orders, also offline; both SPEC §4 templates, pictured at 390×844.
 */
import { expect, test, type BrowserContext, type Page, SERVICE_WORKER } from './fixtures';
import { ENDPOINTS } from '../src/api/endpoints';
import type { LoginValue } from '../src/api/member-wire';
import { encodePng } from '../server/lib/png';
import { balanceOf } from './api';
import { shownAmount, useEnglish, waitForServiceWorker } from './helpers';
import { asOperator } from './operator';
import { ownOperatorServerForFile } from './own-server';
import { signInAs } from './session';
import { href } from '../src/routes';

// Deposits move the demo member's money: a server of our own keeps that away from the specs
// running in parallel on the shared one. It needs the operator calls (approving a transfer).
const server = ownOperatorServerForFile();

async function open(context: BrowserContext, page: Page, path = href('voucherCenter')): Promise<LoginValue> {
  await useEnglish(context);
  const login = await signInAs(context, server.url);
  await page.goto(`${server.url}${path}`);
  return login;
}

const form = (page: Page) => page.getByTestId('deposit-form');

test('gateway deposit: form → gateway page → confirm → back, credited once, header balance moves', async ({ page, context }) => {
  const login = await open(context, page);
  const before = await balanceOf(page.request, server.url, login.token);
  await expect(page.getByTestId('balance')).toHaveText(shownAmount(before));
  // The base template (dep_func '0' in the seed): a list of methods, DemoPay first.
  await expect(form(page).locator('[data-template="base"]')).toBeVisible();
  await expect(page.getByRole('radio', { name: /DemoPay/ })).toBeChecked();
  await page.getByRole('button', { name: shownAmount(500), exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Amount' })).toHaveValue('500');
  await page.getByRole('button', { name: 'Continue to payment' }).click();

  await page.waitForURL(/\/pay\/gateway\/[a-f0-9]{32}$/);
  await expect(page.getByTestId('gateway-amount')).toHaveText('500.00');
  await page.getByRole('button', { name: 'Confirm payment' }).click();

  await page.waitForURL(/\/m\/voucherCenter\?order=\d+$/);
  await expect(page.getByTestId('deposit-order-status')).toHaveAttribute('data-state', 'paid');
  await expect(page.getByTestId('balance')).toHaveText(shownAmount(before + 500));
  expect(await balanceOf(page.request, server.url, login.token)).toBe(before + 500);
});

test('manual transfer with a receipt: pending until the operator approves, then credited', async ({ page, context }) => {
  const login = await open(context, page);
  const before = await balanceOf(page.request, server.url, login.token);
  await page.getByRole('radio', { name: /Manual transfer/ }).check();
  await expect(page.getByTestId('deposit-bank')).toContainText('7788 9900 1122');
  await page.getByRole('textbox', { name: 'Amount' }).fill('321.50');
  // A non-image is refused on the device already.
  await page.getByLabel('Transfer receipt').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
  await expect(page.getByText('The receipt must be a PNG or JPG image.')).toBeVisible();
  const png = encodePng(8, 8, () => [40, 120, 200, 255]);
  await page.getByLabel('Transfer receipt').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: png });
  await page.getByRole('button', { name: 'Submit deposit' }).click();

  await expect(page.getByTestId('deposit-order-status')).toHaveAttribute('data-state', 'pending');
  const orderId = Number(new URL(page.url()).searchParams.get('order'));
  expect(orderId).toBeGreaterThan(0);
  expect(await balanceOf(page.request, server.url, login.token)).toBe(before);

  const pending = await asOperator(server.operator, ENDPOINTS.operatorDeposits, { query: { state: 'pending' } });
  expect(pending.list.find((o) => o.id === orderId)).toMatchObject({ account: 'demo', amount: 321.5, hasReceipt: true });
  await asOperator(server.operator, ENDPOINTS.operatorDepositDecide, { body: { orderId, decision: 'approve' } });

  await page.reload();
  await expect(page.getByTestId('deposit-order-status')).toHaveAttribute('data-state', 'paid');
  await expect(page.getByTestId('balance')).toHaveText(shownAmount(before + 321.5));
});

test('offline the form keeps its input and asks for a connection', { tag: SERVICE_WORKER }, async ({ page, context }) => {
  await open(context, page);
  await waitForServiceWorker(page);
  await page.getByRole('textbox', { name: 'Amount' }).fill('250');
  await context.setOffline(true);
  await expect(page.getByText('This needs a connection.', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue to payment' })).toBeDisabled();
  await expect(page.getByRole('textbox', { name: 'Amount' })).toHaveValue('250');
  await context.setOffline(false);
  await expect(page.getByRole('button', { name: 'Continue to payment' })).toBeEnabled();
  await expect(page.getByRole('textbox', { name: 'Amount' })).toHaveValue('250');
});

test('the report lists the orders, pages with load more, and shows the last copy offline', { tag: SERVICE_WORKER }, async ({ page, context }) => {
  const login = await open(context, page, href('voucherCenter', { tab: 'report' }));
  // Past one page whatever the other tests did first: the seed's 7 orders and 4 bank orders.
  for (let i = 0; i < 4; i++) {
    const res = await page.request.post(`${server.url}${ENDPOINTS.depositCreate.path}`, {
      headers: { Authorization: login.token, 'Idempotency-Key': `e2e-report-${i}-${Date.now()}` },
      data: { method: 'BANK', amount: 500 + i },
    });
    expect(res.ok()).toBe(true);
  }
  await waitForServiceWorker(page);
  // Reload under the service worker's control, so it keeps this member's copy of the report.
  await page.reload();
  const rows = page.getByTestId('deposit-order');
  await expect(rows.first()).toBeVisible();
  await expect(rows).toHaveCount(10);
  await expect(rows.filter({ hasText: 'DemoPay' }).first()).toBeVisible();
  for (const state of ['Paid', 'Failed', 'Rejected', 'Expired']) await expect(page.locator('.deposit-badge', { hasText: state }).first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('deposit-report.png') });
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect.poll(() => rows.count()).toBeGreaterThan(10);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText('You are offline: this is the report as you last saw it.')).toBeVisible();
  await expect(rows).toHaveCount(10);
  await context.setOffline(false);
});

test('both templates: method cards with dep_func 1, a list otherwise (pictured at 390×844)', async ({ page, context }) => {
  await open(context, page);
  await expect(form(page).locator('[data-template="base"]')).toBeVisible();
  await page.getByRole('radio', { name: /Bank transfer/ }).check();
  await page.getByRole('radio', { name: /Daily Reload/ }).check();
  await page.getByRole('textbox', { name: 'Amount' }).fill('1000');
  await expect(page.getByTestId('deposit-bonus')).toContainText('100.00');
  await page.screenshot({ path: test.info().outputPath('deposit-base.png'), fullPage: true });

  // The operator's template switch, as the status call would bring it.
  await context.route('**/wps/system/status*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { value: { info: { mobileTemplate: Record<string, string> } } };
    body.value.info.mobileTemplate = { ...body.value.info.mobileTemplate, dep_func: '1' };
    await route.fulfill({ response, json: body });
  });
  await page.reload();
  await expect(form(page).locator('[data-template="new"]')).toBeVisible();
  await expect(page.getByRole('radio', { name: /DemoPay/ })).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('radio', { name: /Manual transfer/ }).click();
  await expect(page.getByLabel('Transfer receipt')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('deposit-new.png'), fullPage: true });
});
