/**
 * One currency (the operator's, from the status) wherever money shows: the latest winners, the
 * mail and the header balance all name the same one, in the page's language.
 */
import { expect, test } from './fixtures';
import { href } from '../src/routes';
import { useEnglish } from './helpers';
import { signInAs } from './session';

test('winners, mail and the balance show the same currency', async ({ page, context, baseURL }) => {
  await useEnglish(context);
  await signInAs(context, baseURL!, 'demo');
  await page.goto(href('home'));
  const symbol = /৳/;
  const balance = page.getByRole('banner').getByTestId('balance');
  await expect(balance).toHaveText(/^৳[\d,]+\.\d{2}$/);
  // The board rotates its rows: read them all at once rather than hold one.
  await page.locator('.winners').scrollIntoViewIfNeeded();
  const amounts = page.locator('.winners__amount');
  await expect.poll(async () => (await amounts.allTextContents()).length).toBeGreaterThan(0);
  for (const text of await amounts.allTextContents()) expect(text).toMatch(/^৳[\d,]+\.\d{2}$/);

  await page.goto(href('webEmail'));
  const deposit = page.getByText(/^Deposit of .+ received$/).first();
  await expect(deposit).toBeVisible();
  await expect(deposit).toHaveText(symbol);
  expect(await deposit.textContent()).toMatch(/^Deposit of ৳[\d,]+\.\d{2} received$/);
});

test('reports and records write their amounts in the same currency', async ({ page, context, baseURL }) => {
  await useEnglish(context);
  await signInAs(context, baseURL!, 'demo');
  const amount = /^[+\u2212]?৳[\d,]+\.\d{2}$/;
  // The bet records' totals over the seeded recent rounds.
  await page.goto(href('gameRecord'));
  for (const id of ['records-total-stake', 'records-total-win', 'records-total-net']) await expect(page.getByTestId(id)).toHaveText(amount);
  // The withdrawal report's rows and the wallet's ledger lines.
  await page.goto(href('withdraw', { tab: 'report' }));
  await expect(page.locator('.report-row__amount').first()).toHaveText(amount);
  await page.goto(href('wallet', { tab: 'transactions' }));
  await expect(page.getByTestId('wallet-lines').locator('li').first()).toContainText(/[+\u2212]৳[\d,]+\.\d{2}/);
  // The VIP ladder's requirements.
  await page.goto(href('vipBenefits'));
  await expect(page.getByTestId('vip-condition-turnover').getByTestId('vip-condition-figures')).toHaveText(/^৳[\d,]+\.\d{2} \/ ৳[\d,]+\.\d{2}$/);
});
