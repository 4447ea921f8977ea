/**
 * The live channel for a member's own news, with the network as it is and no reload: an
 * operator's chat reply shows within a second of being sent; an operator's decision on a
 * withdrawal or a bank deposit moves the header balance and says so in a toast; new mail moves
 * the unread badge.
 */
import { expect, test, type BrowserContext } from './fixtures';
import { ENDPOINTS } from '../src/api/endpoints';
import { balanceOf } from './api';
import { shownAmount, useEnglish } from './helpers';
import { streamOpened } from './live';
import { asOperator } from './operator';
import { ownOperatorServerForFile } from './own-server';
import { signInAs } from './session';
import { href } from '../src/routes';

// Operator calls, and the demo member's money: a server of the file's own.
const server = ownOperatorServerForFile();
test.describe.configure({ mode: 'serial' });

test("an operator's chat reply shows within a second", async ({ context }) => {
  await useEnglish(context);
  await signInAs(context, server.url, 'agent');
  const page = await context.newPage();
  const opened = streamOpened(page);
  await page.goto(`${server.url}${href('liveChat')}`);
  await opened;
  const lines = page.getByTestId('chat-line');
  // The agent member has not chatted yet: the empty thread's greeting shows once it is read.
  await expect(page.getByText('Say hello')).toBeVisible();

  for (const text of ['A reply heard live.', 'And a second one, as quick.']) {
    await asOperator(server.operator, ENDPOINTS.operatorChatReply, { body: { account: 'agent', text } });
    await expect(lines.last()).toContainText(text, { timeout: 1_000 });
    await expect(lines.last()).toHaveAttribute('data-from', 'operator');
  }
});

/** Home with its live stream open and the header showing `balance`: the page and that figure, to watch. */
async function homeShowing(context: BrowserContext, balance: number) {
  const page = await context.newPage();
  const opened = streamOpened(page);
  await page.goto(`${server.url}${href('home')}`);
  await opened;
  const shown = page.getByRole('banner').getByTestId('balance');
  await expect(shown).toHaveText(shownAmount(balance));
  return { page, balance: shown };
}

test("a decided withdrawal moves the header balance and shows a toast", async ({ context, request }) => {
  await useEnglish(context);
  const { token } = await signInAs(context, server.url, 'demo', { hidePopups: true });
  const [pending] = (await asOperator(server.operator, ENDPOINTS.operatorWithdrawals, { query: { account: 'demo', state: 'pending' } })).list;
  expect(pending, 'the demo member has a seeded pending withdrawal').toBeDefined();
  const before = await balanceOf(request, server.url, token);
  const { page, balance } = await homeShowing(context, before);

  await asOperator(server.operator, ENDPOINTS.operatorWithdrawalDecide, { body: { id: pending!.id, decision: 'reject', note: 'Call us' } });
  await expect(page.getByTestId('toast')).toHaveText(`Your withdrawal of ${shownAmount(pending!.amount)} was rejected; the amount is back in your balance.`, { timeout: 2_000 });
  await expect(balance).toHaveText(shownAmount(before + pending!.amount), { timeout: 2_000 });
  expect(await balanceOf(request, server.url, token)).toBeCloseTo(before + pending!.amount, 2);
});

test('an approved bank deposit moves the header balance and shows a toast', async ({ context, request }) => {
  await useEnglish(context);
  const { token } = await signInAs(context, server.url, 'demo', { hidePopups: true });
  const [pending] = (await asOperator(server.operator, ENDPOINTS.operatorDeposits, { query: { state: 'pending' } })).list.filter((order) => order.account === 'demo');
  expect(pending, 'the demo member has a seeded pending bank deposit').toBeDefined();
  const before = await balanceOf(request, server.url, token);
  const { page, balance } = await homeShowing(context, before);

  await asOperator(server.operator, ENDPOINTS.operatorDepositDecide, { body: { orderId: pending!.id, decision: 'approve' } });
  await expect(page.getByTestId('toast')).toHaveText(`Your deposit of ${shownAmount(pending!.amount)} has arrived: your balance is updated.`, { timeout: 2_000 });
  const after = await balanceOf(request, server.url, token);
  expect(after).toBeGreaterThanOrEqual(before + pending!.amount);
  await expect(balance).toHaveText(shownAmount(after), { timeout: 2_000 });
});

test('new mail moves the unread badge without a reload', async ({ context }) => {
  await useEnglish(context);
  await signInAs(context, server.url, 'agent', { hidePopups: true });
  const page = await context.newPage();
  const opened = streamOpened(page);
  await page.goto(`${server.url}${href('home')}`);
  await opened;
  const badge = page.getByTestId('mail-badge');
  await expect(badge).toHaveText(/^\d+$/);
  const before = Number(await badge.textContent());

  await asOperator(server.operator, ENDPOINTS.operatorInboxSend, { body: { account: 'agent', title: 'Heard live', content: 'A message the badge counts at once.' } });
  await expect(badge).toHaveText(String(before + 1), { timeout: 2_000 });
});
