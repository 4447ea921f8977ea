/**
 * The member centre in the browser (SPEC §2, §4, §6): demo's header card (nickname, VIP label,
 * balance masked and shown), its shortcuts leading to their pages, sign-out through the shell's
 * confirm; the agent's entry; the trial guest's prompt; both templates by the status' mem_cen;
 * offline from the device. Pictured at 390×844 in English and Bengali for demo and agent.
 */
import { expect, test, type BrowserContext, type Page, SERVICE_WORKER } from './fixtures';
import { ENDPOINTS } from '../src/api/endpoints';
import type { VipProgress } from '../src/api/vip-wire';
import { valueOf } from './api';
import { atPath, expectTrialPromptAt, forceLanguage, useEnglish, waitForServiceWorker } from './helpers';
import { signInAs } from './session';
import { href } from '../src/routes';

const baseUrl = () => test.info().project.use.baseURL!;
const centre = (page: Page) => page.locator('section.member-centre[data-template]');
// Grouped with two decimals, in the page's digits (Bangla digits on a Bangla page).
// The operator's currency, before the figure in English and after it in Bangla (the one formatter).
const MONEY = /^-?(৳[\d,]+\.\d{2}|[\d০-৯,]+\.[\d০-৯]{2}৳)$/;

/** The operator's template switch, as the status call would bring it (SPEC §4 mem_cen). */
async function withMemCen(context: BrowserContext, value: '0' | '1') {
  await context.route('**/wps/system/status*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { value: { info: { mobileTemplate: Record<string, string> } } };
    body.value.info.mobileTemplate = { ...body.value.info.mobileTemplate, mem_cen: value };
    await route.fulfill({ response, json: body });
  });
}

async function openAs(context: BrowserContext, page: Page, account: 'demo' | 'agent', nickname: string) {
  const login = await signInAs(context, baseUrl(), account);
  await page.goto(href('memberHome'));
  await expect(page.getByTestId('member-nickname')).toHaveText(nickname);
  return login;
}

/** The member's rank as the VIP progress call computes it (not the account's club label). */
async function rankOf(page: Page, token: string): Promise<string> {
  const res = await page.request.get(ENDPOINTS.vipProgress.path, { headers: { Authorization: token } });
  expect(res.ok()).toBe(true);
  return (await valueOf<VipProgress>(res)).labelName;
}

test.describe('in English', () => {
  test.beforeEach(async ({ context }) => useEnglish(context));

  test('demo sees nickname, VIP label, the balance masked and shown, and the unread mail', async ({ page, context }) => {
    const { token } = await openAs(context, page, 'demo', 'Demo Player');
    // The seed's template is the new one (mem_cen '1').
    await expect(centre(page)).toHaveAttribute('data-template', 'new');
    await expect(page.getByTestId('member-account')).toHaveText('demo');
    // Demo's computed rank (the seed makes it agree with the club label).
    expect(await rankOf(page, token)).toBe('Gold');
    await expect(page.getByTestId('member-vip')).toHaveText('Gold');
    const balance = page.getByTestId('member-balance');
    await expect(balance).toHaveText(MONEY);
    // The same figure as the header's, from the same row.
    await expect(balance).toHaveText((await page.getByTestId('balance').textContent())!);
    await expect(centre(page).getByRole('link', { name: /^Mail \d+\+?$/ }).first()).toBeVisible();

    // Hiding here hides the header too (one switch, SPEC §2), and back.
    await centre(page).getByRole('button', { name: 'Hide balance' }).click();
    await expect(balance).toHaveText('****');
    await expect(page.getByTestId('balance')).toHaveText('****');
    await centre(page).getByRole('button', { name: 'Show balance' }).click();
    await expect(balance).toHaveText(MONEY);

    // Masked while a refresh is in flight.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await context.route('**/wps/member/wallet*', async (route) => {
      await held;
      await route.continue();
    });
    await centre(page).getByRole('button', { name: 'Refresh balance' }).click();
    await expect(balance).toHaveText('****');
    release();
    await expect(balance).toHaveText(MONEY);
  });

  test('demo’s shortcuts lead to their pages', async ({ page, context }) => {
    await openAs(context, page, 'demo', 'Demo Player');
    // Bet records is a button: its tap follows the side menu's rule (open, or "contact service").
    const targets: [role: 'link' | 'button', name: string | RegExp, url: RegExp][] = [
      ['link', 'Deposit', /\/m\/voucherCenter$/],
      ['link', 'Withdraw', /\/m\/withdraw$/],
      ['link', 'Transactions', /\/m\/wallet\?tab=transactions$/],
      ['button', 'Bet records', /\/m\/gameRecord$/],
      ['link', 'Rebate', /\/m\/member\/manualRebate$/],
      ['link', 'Reward centre', /\/m\/rewardCenter$/],
      ['link', 'VIP benefits', /\/m\/member\/benefits$/],
      ['link', /^Mail \d+\+?$/, /\/m\/webEmail$/],
      ['link', 'Live chat', /\/m\/liveChat$/],
      ['link', 'Help centre', /\/m\/help$/],
      ['link', 'Feedback', /\/m\/feedback$/],
      ['link', 'Personal settings', /\/m\/set$/],
      ['link', 'Download app', /\/m\/download$/],
    ];
    for (const [role, name, url] of targets) {
      await page.goto(href('memberHome'));
      await centre(page).locator('.member-group').getByRole(role, { name, exact: true }).click();
      await expect(page, `${String(name)} leads to its page`).toHaveURL(url);
    }
    // A player is no agent; the invite opens the shell's referral popup.
    await page.goto(href('memberHome'));
    await expect(centre(page).getByRole('link', { name: 'Agent centre' })).toHaveCount(0);
    await centre(page).getByRole('button', { name: 'Invite friends' }).click();
    await expect(page.getByRole('dialog', { name: 'Invite friends' })).toBeVisible();
  });

  test('demo signs out through the shell’s confirm and lands on home', async ({ page, context }) => {
    await openAs(context, page, 'demo', 'Demo Player');
    await centre(page).getByRole('button', { name: 'Sign out' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Prompt' });
    await expect(confirm).toContainText('Are you sure you want to log out?');
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(atPath(href('home')));
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
    // Signed out, the member centre sends a visitor to log in. (A tap, not a reload: the sign-in
    // helper writes the session into every page this context loads.)
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Member centre' }).click();
    await expect(page).toHaveURL(atPath(href('login')));
  });

  test('the agent sees the agent entry and no invite, and the rank, not the club label', async ({ page, context }) => {
    const { token } = await openAs(context, page, 'agent', 'Demo Agent');
    await expect(page.getByTestId('member-account')).toHaveText('agent');
    const rank = await rankOf(page, token);
    await expect(page.getByTestId('member-vip')).toHaveText(rank || 'No VIP level yet');
    await expect(centre(page).getByRole('button', { name: 'Invite friends' })).toHaveCount(0);
    await centre(page).getByRole('link', { name: 'Agent centre' }).click();
    await expect(page).toHaveURL(atPath(href('agentHome')));
  });

  test('a trial guest gets the prompt, as before', async ({ page }) => {
    await expectTrialPromptAt(page, href('memberHome'), centre);
  });

  test('the base template (mem_cen 0) lists the same shortcuts in rows', async ({ page, context }) => {
    await withMemCen(context, '0');
    await openAs(context, page, 'demo', 'Demo Player');
    await expect(centre(page)).toHaveAttribute('data-template', 'base');
    await expect(centre(page).locator('.member-shortcuts--list').first()).toBeVisible();
    await expect(page.getByTestId('member-vip')).toHaveText('Gold');
    await centre(page).getByRole('link', { name: 'Withdraw', exact: true }).click();
    await expect(page).toHaveURL(atPath(href('withdraw')));
  });

  test('offline the centre renders from the device', { tag: SERVICE_WORKER }, async ({ page, context }) => {
    await openAs(context, page, 'demo', 'Demo Player');
    await waitForServiceWorker(page);
    await page.reload();
    await expect(page.getByTestId('member-balance')).toHaveText(MONEY);
    const figure = await page.getByTestId('member-balance').textContent();
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('member-nickname')).toHaveText('Demo Player');
    await expect(page.getByTestId('member-vip')).toHaveText('Gold');
    await expect(page.getByTestId('member-balance')).toHaveText(figure!);
    await expect(page.getByText('You are offline: this is your account as you last saw it.')).toBeVisible();
    await expect(centre(page).getByRole('link', { name: 'Deposit', exact: true })).toBeVisible();
    await context.setOffline(false);
  });
});

// Pictures: demo and agent, both templates, English and Bengali.
for (const language of ['en', 'bn'] as const) {
  for (const [account, nickname] of [['demo', 'Demo Player'], ['agent', 'Demo Agent']] as const) {
    test(`pictured: ${account}, ${language}, both templates`, async ({ page, context }) => {
      await forceLanguage(context, language);
      await withMemCen(context, '1');
      await openAs(context, page, account, nickname);
      await expect(centre(page)).toHaveAttribute('data-template', 'new');
      await expect(page.getByTestId('member-balance')).toHaveText(MONEY);
      await page.screenshot({ path: test.info().outputPath(`member-${account}-${language}-new.png`) });
      // The last row (sign out) clears the bottom bar.
      await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
      await expect(centre(page).locator('[data-shortcut="signOut"]')).toBeInViewport();
      await page.screenshot({ path: test.info().outputPath(`member-${account}-${language}-new-end.png`) });
      await context.unroute('**/wps/system/status*');
      await withMemCen(context, '0');
      await page.reload();
      await expect(centre(page)).toHaveAttribute('data-template', 'base');
      await expect(page.getByTestId('member-balance')).toHaveText(MONEY);
      await page.screenshot({ path: test.info().outputPath(`member-${account}-${language}-base.png`) });
    });
  }
}
