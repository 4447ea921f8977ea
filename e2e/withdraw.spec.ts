/**
 * Withdraw (SPEC §2 /m/withdraw) in the built app against the real server: the demo member's
 * three tabs from the seed; then, as the agent member: add a card, set the payment password,
 * withdraw — the hold shows at once — the operator rejects and the balance is back; withdraw
 * again after a wrong password, the operator approves and the report says so; offline the form
 * keeps its input and says a connection is needed.
 */
import { expect, test, type APIRequestContext, type Page, SERVICE_WORKER } from './fixtures';
import { ENDPOINTS } from '../src/api/endpoints';
import { balanceOf } from './api';
import { atPath, expectTrialPromptAt, shownAmount, useEnglish, waitForServiceWorker } from './helpers';
import { asOperator } from './operator';
import { signInAs } from './session';
import { href } from '../src/routes';

/** Passes the Luhn check. */
const AGENT_CARD = '4111 1111 1111 1111';
const PIN = '482916';

const tab = (page: Page, name: string) => page.getByRole('tablist', { name: 'Withdraw sections' }).getByRole('tab', { name });

async function pendingOf(request: APIRequestContext, account: string) {
  const { list } = await asOperator(request, ENDPOINTS.operatorWithdrawals, { query: { account, state: 'pending' } });
  return list;
}

test.beforeEach(async ({ context }) => useEnglish(context));

test('the demo member sees the balance, the held sum, the card and the seeded report', async ({ page, context, baseURL }, testInfo) => {
  await signInAs(context, baseURL!, 'demo');
  await page.goto(href('withdraw'));
  await expect(tab(page, 'Withdraw')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('withdraw-held')).toHaveText(shownAmount(300));
  await expect(page.getByTestId('withdraw-balance')).not.toHaveText('—');
  await expect(page.getByLabel('To bank card')).toHaveText(/Dutch-Bangla Bank •••• 4242/);
  await expect(page.getByLabel('Payment password')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('withdraw-form.png') });

  await tab(page, 'Bank cards').click();
  await expect(page).toHaveURL(atPath(href('withdraw', { tab: 'cards' })));
  await expect(page.getByTestId('bank-card')).toHaveCount(1);
  await expect(page.getByTestId('bank-card')).toContainText('•••• 4242');
  await expect(page.getByTestId('bank-card')).toContainText('Default');
  await expect(page.getByTestId('withdraw-card-count')).toHaveText('1 of 3 cards');
  await page.screenshot({ path: testInfo.outputPath('withdraw-cards.png'), fullPage: true });

  await tab(page, 'Report').click();
  await expect(page).toHaveURL(atPath(href('withdraw', { tab: 'report' })));
  await expect(page.getByTestId('withdraw-state')).toHaveText(['Pending', 'Rejected', 'Approved']);
  await expect(page.getByTestId('withdraw-row').nth(1)).toContainText('The name on the card does not match the account.');
  await page.screenshot({ path: testInfo.outputPath('withdraw-report.png') });
});

test('a guest is sent to login', async ({ page }) => {
  await page.goto(href('withdraw'));
  await expect(page).toHaveURL(/\/m\/login/);
});

test('a trial guest meets the register prompt, never the form', async ({ page }) => {
  await expectTrialPromptAt(page, href('withdraw'), (p) => p.getByLabel('Payment password'));
});

// One member's money and password, step after step.
test.describe.serial('the agent member', () => {
  let token = '';

  test('adds a card, sets the payment password, withdraws; the operator rejects and the balance is back', async ({ page, context, baseURL, request }) => {
    token = (await signInAs(context, baseURL!, 'agent')).token;
    const before = await balanceOf(request, baseURL!, token);

    await page.goto(href('withdraw', { tab: 'cards' }));
    await expect(page.getByTestId('withdraw-card-count')).toHaveText('0 of 3 cards');
    await page.getByRole('combobox', { name: /^Bank/ }).selectOption({ label: 'BRAC Bank' });
    await page.getByLabel('Card holder name').fill('Demo Agent');
    await page.getByLabel('Card number').fill('4111 1111 1111 1112');
    await page.getByRole('button', { name: 'Add card' }).click();
    await expect(page.getByText('This card number is not valid. Check the digits.')).toBeVisible();
    await page.getByLabel('Card number').fill(AGENT_CARD);
    await page.getByRole('button', { name: 'Add card' }).click();
    await expect(page.getByTestId('bank-card')).toHaveCount(1);
    await expect(page.getByTestId('bank-card')).toContainText('BRAC Bank');
    await expect(page.getByTestId('bank-card')).toContainText('•••• 1111');

    await tab(page, 'Withdraw').click();
    await expect(page.getByRole('heading', { name: 'Set a payment password' })).toBeVisible();
    await page.getByLabel('New payment password').fill(PIN);
    await page.getByLabel('Confirm payment password').fill('111111');
    await page.getByRole('button', { name: 'Set payment password' }).click();
    await expect(page.getByText('The two passwords differ.')).toBeVisible();
    await page.getByLabel('Confirm payment password').fill(PIN);
    await page.getByRole('button', { name: 'Set payment password' }).click();

    await expect(page.getByTestId('withdraw-balance')).toHaveText(shownAmount(before));
    const heldBefore = Number((await page.getByTestId('withdraw-held').textContent())!.replace(/[^\d.]/g, ''));
    await page.getByRole('textbox', { name: /Amount/ }).fill('100');
    await page.getByLabel('Payment password').fill(PIN);
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(page.getByTestId('withdraw-done')).toContainText(`Withdrawal of ${shownAmount(100)} requested`);
    await expect(page.getByTestId('withdraw-held')).toHaveText(shownAmount(heldBefore + 100));
    await expect(page.getByTestId('withdraw-balance')).toHaveText(shownAmount(before - 100));

    const [pending] = await pendingOf(request, 'agent');
    expect(pending).toMatchObject({ amount: 100, state: 'pending', last4: '1111' });
    await asOperator(request, ENDPOINTS.operatorWithdrawalDecide, { body: { id: pending!.id, decision: 'reject', note: 'Please call us' } });

    await page.reload();
    await expect(page.getByTestId('withdraw-balance')).toHaveText(shownAmount(before));
    await expect(page.getByTestId('withdraw-held')).toHaveText(shownAmount(heldBefore));
    expect(await balanceOf(request, baseURL!, token)).toBe(before);
    await tab(page, 'Report').click();
    await expect(page.getByTestId('withdraw-state').first()).toHaveText('Rejected');
    await expect(page.getByTestId('withdraw-row').first()).toContainText('Please call us');
  });

  test('a wrong password is refused with the tries left; the next withdrawal is approved and the report says so', async ({ page, context, baseURL, request }) => {
    await signInAs(context, baseURL!, 'agent');
    const before = await balanceOf(request, baseURL!, token);
    await page.goto(href('withdraw'));
    await page.getByRole('textbox', { name: /Amount/ }).fill('150.50');
    await page.getByLabel('Payment password').fill('000000');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Wrong payment password. Tries left before a 15-minute lock: 4.');
    // The amount stays; the password is asked again.
    await expect(page.getByRole('textbox', { name: /Amount/ })).toHaveValue('150.50');
    await expect(page.getByLabel('Payment password')).toHaveValue('');

    await page.getByLabel('Payment password').fill(PIN);
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(page.getByTestId('withdraw-done')).toContainText(`Withdrawal of ${shownAmount(150.5)} requested`);

    const [pending] = await pendingOf(request, 'agent');
    expect(pending).toMatchObject({ amount: 150.5 });
    await asOperator(request, ENDPOINTS.operatorWithdrawalDecide, { body: { id: pending!.id, decision: 'approve' } });
    expect(await balanceOf(request, baseURL!, token)).toBeCloseTo(before - 150.5, 2);

    await tab(page, 'Report').click();
    const first = page.getByTestId('withdraw-row').first();
    await expect(first.getByTestId('withdraw-state')).toHaveText('Approved');
    await expect(first).toContainText('150.50');
    await expect(first).toContainText('BRAC Bank •••• 1111');
  });

  test('offline the form keeps its input and says a connection is needed; the report shows its last copy', { tag: SERVICE_WORKER }, async ({ page, context, baseURL, request }) => {
    await signInAs(context, baseURL!, 'agent');
    await page.goto(href('withdraw', { tab: 'report' }));
    await waitForServiceWorker(page);
    await page.reload();
    await expect(page.getByTestId('withdraw-row').first()).toContainText('150.50');
    await tab(page, 'Withdraw').click();
    await expect(page.getByLabel('Payment password')).toBeVisible();

    await context.setOffline(true);
    await page.getByRole('textbox', { name: /Amount/ }).fill('120');
    await page.getByLabel('Payment password').fill(PIN);
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(/This needs a connection\. What you entered is kept/);
    await expect(page.getByRole('textbox', { name: /Amount/ })).toHaveValue('120');
    await expect(page.getByLabel('Payment password')).toHaveValue(PIN);
    expect(await pendingOf(request, 'agent')).toHaveLength(0);

    await tab(page, 'Report').click();
    await expect(page.getByText('Offline: this is the last copy on this device.')).toBeVisible();
    await expect(page.getByTestId('withdraw-row').first()).toContainText('150.50');

    // Back online, the kept input goes as it is.
    await context.setOffline(false);
    await tab(page, 'Withdraw').click();
    await page.getByRole('textbox', { name: /Amount/ }).fill('120');
    await page.getByLabel('Payment password').fill(PIN);
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(page.getByTestId('withdraw-done')).toContainText(`Withdrawal of ${shownAmount(120)} requested`);
    const [pending] = await pendingOf(request, 'agent');
    await asOperator(request, ENDPOINTS.operatorWithdrawalDecide, { body: { id: pending!.id, decision: 'reject' } });
  });
});
