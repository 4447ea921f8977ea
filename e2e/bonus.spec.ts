/**
 * A deposit bonus as the member meets it: the promotion's "Deposit now" opens the deposit form with
 * that promotion chosen; once paid, the wallet, the promotion and the withdraw form show what the
 * bonus locks and the settled turnover counted against it; a withdrawal of locked money is offered
 * the forfeit, and after it the whole wallet may be withdrawn.
 */
import { expect, test, type Page } from './fixtures';
import { ENDPOINTS } from '../src/api/endpoints';
import { DEMO_PAYMENT_PASSWORD } from '../server/seed/withdrawals';
import { href } from '../src/routes';
import { apiFor } from './api';
import { atPath, shownAmount, useEnglish } from './helpers';
import { E2E_OPERATOR_KEY } from './operator';
import { ownServerForFile } from './own-server';
import { signInAs } from './session';

// The bonus changes the demo member's money and rules: a server of its own, away from other specs.
process.env.OPERATOR_KEY ??= E2E_OPERATOR_KEY;
const server = ownServerForFile();

const DAILY_RELOAD = 2;

const summaryOf = (page: Page, token: string) => apiFor(server.url, token, page.request).call(ENDPOINTS.walletSummary);

test('deposit for a bonus, see it locked and wagered, forfeit it to withdraw everything', async ({ page, context }) => {
  await useEnglish(context);
  const { token } = await signInAs(context, server.url);

  await page.goto(`${server.url}${href('activityDetail', { id: DAILY_RELOAD })}`);
  // Joining is what this promotion asks before its bonus is paid with a deposit.
  await page.getByTestId('promo-action').getByRole('button', { name: 'Join now' }).click();
  await page.getByTestId('promo-deposit-for-bonus').click();

  // The form opens with the promotion chosen, its bonus previewed on the amount.
  await expect(page).toHaveURL(atPath(href('voucherCenter', { promotion: '2' })));
  await expect(page.getByRole('radio', { name: /Daily Reload/ })).toBeChecked();
  await page.getByRole('radio', { name: /DemoPay/ }).check();
  await page.getByRole('textbox', { name: 'Amount' }).fill('1000');
  await expect(page.getByTestId('deposit-bonus')).toContainText('100.00');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.waitForURL(/\/pay\/gateway\/[a-f0-9]{32}$/);
  await page.getByRole('button', { name: 'Confirm payment' }).click();
  await page.waitForURL(/\/m\/voucherCenter\?order=\d+$/);
  await expect(page.getByTestId('deposit-order-status')).toHaveAttribute('data-state', 'paid');

  // The wallet: the bonus locks its own amount, nothing wagered since it was granted.
  await page.goto(`${server.url}${href('wallet')}`);
  const card = page.getByTestId('wallet-bonus');
  await expect(card).toBeVisible();
  await expect(card.getByTestId('wallet-bonus-locked')).toHaveText(/^\D*100\.00$/);
  await expect(card.getByTestId('wallet-bonus-progress')).toHaveText(/^\D*0\.00 \/ \D*100\.00$/);
  await page.screenshot({ path: test.info().outputPath('wallet-bonus.png') });

  // The promotion shows the same bonus being wagered.
  await page.goto(`${server.url}${href('activityDetail', { id: DAILY_RELOAD })}`);
  await expect(page.getByTestId('wallet-bonus-locked')).toHaveText(/^\D*100\.00$/);

  // Asking for everything: refused with what may go now, and the offer to give the bonus up.
  const { withdrawable } = await summaryOf(page, token);
  await page.goto(`${server.url}${href('withdraw')}`);
  const everything = (withdrawable + 100).toFixed(2);
  await page.getByRole('textbox', { name: /Amount/ }).fill(everything);
  await page.getByLabel('Payment password').fill(DEMO_PAYMENT_PASSWORD);
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  const offer = page.getByTestId('withdraw-forfeit');
  await expect(offer).toContainText(`${shownAmount(100)} stays locked`);
  await page.screenshot({ path: test.info().outputPath('withdraw-forfeit.png') });
  await offer.getByRole('button', { name: 'Give up the bonus to withdraw everything' }).click();
  await offer.getByRole('button', { name: 'Yes, give up the bonus' }).click();
  await expect(offer).toBeHidden();

  // The bonus is gone from the wallet, and nothing is locked any more.
  await expect.poll(async () => (await summaryOf(page, token)).withdrawable).toBe(withdrawable);
  await page.goto(`${server.url}${href('wallet')}`);
  await expect(page.getByTestId('wallet-summary').or(page.getByRole('heading', { name: 'My wallet' })).first()).toBeVisible();
  await expect(page.getByTestId('wallet-bonus')).toHaveCount(0);
});
