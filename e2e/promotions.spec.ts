/**
 * Promotions (SPEC §2 "Promotions", §4 activity status and read flag) in the built app against
 * the real server: tabs and cards, the dates rules, the detail, joining and applying, the
 * operator's approval leading to Claim, read marks reaching the server, offline, and Bengali.
 */
import { expect, test, type APIRequestContext, type Page, SERVICE_WORKER } from './fixtures';
import { ENDPOINTS } from '../src/api/endpoints';
import type { Promotion, PromotionList } from '../src/api/content-wire';
import { valueOf } from './api';
import { atPath, forceLanguage, useEnglish, waitForServiceWorker } from './helpers';
import { asOperator } from './operator';
import { signInAs } from './session';
import { href } from '../src/routes';

const cards = (page: Page) => page.getByTestId('promo-card');
const card = (page: Page, title: string) => cards(page).filter({ hasText: title });

async function onServer(request: APIRequestContext, token: string, id: number): Promise<Promotion> {
  const response = await request.get(`${ENDPOINTS.promotions.path}?language=en`, { headers: { Authorization: token } });
  const { list } = await valueOf<PromotionList>(response);
  return list.find((p) => p.id === id)!;
}

test.describe('a visitor', () => {
  test.beforeEach(async ({ context }) => useEnglish(context));

  test('sees the tabs with All first, cards with cover, title, dates and more; switching tabs filters', async ({ page }) => {
    await page.goto(href('activity'));
    const tabs = page.getByRole('tablist', { name: 'Promotion categories' }).getByRole('tab');
    await expect(tabs).toHaveText(['All', 'Welcome', 'Daily', 'VIP', 'Sports']);
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await expect(cards(page)).toHaveCount(9);

    // Dates: a range, long-term with noExpiry 1, one date when start and end are the same day.
    await expect(card(page, 'Welcome Bonus 100%').getByTestId('promo-dates')).toHaveText('2025/01/01 – 2030/12/31');
    await expect(card(page, 'Daily Reload 10%').getByTestId('promo-dates')).toHaveText('Long-term');
    await expect(card(page, 'New Year Lucky Draw').getByTestId('promo-dates')).toHaveText('2030/01/01');
    await expect(card(page, 'Welcome Bonus 100%')).toContainText('More');
    const cover = card(page, 'Welcome Bonus 100%').locator('img');
    await expect(cover).toHaveAttribute('src', /\/promo\/1\/1\.svg$/);
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    // What each offers, for everyone: coming soon and closed too.
    await expect(card(page, 'New Year Lucky Draw').getByTestId('promo-status')).toHaveText('Coming soon');
    await expect(card(page, 'Summer Fish Hunt').getByTestId('promo-status')).toHaveText('Closed');

    await tabs.filter({ hasText: 'VIP' }).click();
    await expect(page).toHaveURL(atPath(href('activity', { category: '3' })));
    await expect(tabs.filter({ hasText: 'VIP' })).toHaveAttribute('aria-selected', 'true');
    await expect(cards(page)).toHaveText([/VIP Birthday Gift/, /VIP Weekly Rebate/]);

    await tabs.filter({ hasText: 'Sports' }).click();
    await expect(page.getByTestId('promo-empty')).toHaveText('No promotions in this category yet');
    await expect(cards(page)).toHaveCount(0);

    await tabs.filter({ hasText: 'All' }).click();
    await expect(page).toHaveURL(atPath(href('activity')));
    await expect(cards(page)).toHaveCount(9);
  });

  test('opens a detail: cover, title, dates, status and the sanitised body', async ({ page }) => {
    await page.goto(href('activity', { category: '1' }));
    await card(page, 'Welcome Bonus 100%').click();
    await expect(page).toHaveURL(atPath(href('activityDetail', { id: '1' })));
    const detail = page.locator('article.promo-detail');
    await expect(detail.getByRole('heading', { level: 1 })).toHaveText('Welcome Bonus 100%');
    await expect(detail.locator('.promo-detail__cover img')).toHaveAttribute('src', /\/promo\/1\/1\.svg$/);
    await expect(detail.getByTestId('promo-dates')).toHaveText('2025/01/01 – 2030/12/31');
    await expect(detail.locator('.safe-html h3')).toHaveText('Double your first deposit');
    await expect(detail.locator('.safe-html li')).toHaveCount(2);
    await expect(detail.getByRole('button', { name: 'Apply now' })).toBeEnabled();
  });

  test('is sent to log in when tapping Join', async ({ page }) => {
    await page.goto(href('activityDetail', { id: '2' }));
    await page.getByRole('button', { name: 'Join now' }).click();
    await expect(page).toHaveURL(atPath(href('login')));
  });

  test('gets a not-found state for an unknown id', async ({ page }) => {
    await page.goto(href('activityDetail', { id: '424242' }));
    await expect(page.getByTestId('promo-not-found')).toContainText('Promotion not found');
    await page.getByRole('link', { name: 'All promotions' }).click();
    await expect(page).toHaveURL(atPath(href('activity')));
  });

  test('opens a promotion from a home banner', async ({ page }) => {
    await page.goto(href('home'));
    await page.getByRole('button', { name: 'Banner 1', exact: true }).click();
    await expect(page).toHaveURL(atPath(href('activityDetail', { id: '1' })));
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome Bonus 100%' })).toBeVisible();
  });

  test('reads Bengali content in Bengali', async ({ context, page }) => {
    await forceLanguage(context, 'bn');
    await page.goto(href('activity'));
    await expect(page.getByRole('tab', { name: 'সব' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'স্বাগতম' })).toBeVisible();
    await expect(card(page, 'স্বাগতম বোনাস ১০০%')).toBeVisible();
    await expect(card(page, 'দৈনিক রিলোড ১০%').getByTestId('promo-dates')).toHaveText('দীর্ঘমেয়াদী');
    await card(page, 'স্বাগতম বোনাস ১০০%').click();
    await expect(page.locator('.safe-html h3')).toHaveText('প্রথম ডিপোজিট দ্বিগুণ করুন');
  });
});

test.describe('the demo member', () => {
  test.beforeEach(async ({ context }) => useEnglish(context));

  test('sees their statuses, joins one and applies to another; the operator approves and Claim is offered', async ({ context, page, request, baseURL }) => {
    const { token } = await signInAs(context, baseURL!, 'demo');
    await page.goto(href('activity'));
    await expect(card(page, 'VIP Birthday Gift').getByTestId('promo-status')).toHaveText('Claim');
    await expect(card(page, 'Slots Cashback 5%').getByTestId('promo-status')).toHaveText('Claimed');
    await expect(card(page, 'VIP Weekly Rebate').getByTestId('promo-status')).toHaveText('Join');
    await expect(card(page, 'VIP Weekly Rebate')).toContainText('New');

    // Join: the status changes on screen and on the server; opening it marked it read there too.
    await card(page, 'VIP Weekly Rebate').click();
    await page.getByRole('button', { name: 'Join now' }).click();
    await expect(page.getByTestId('promo-status')).toHaveText('Joined');
    await expect(page.getByRole('button', { name: 'Join now' })).toHaveCount(0);
    await expect(page.getByText('You have joined this promotion.')).toBeVisible();
    expect((await onServer(request, token, 7)).status).toBe('joined');
    await expect.poll(async () => (await onServer(request, token, 7)).read).toBe(true);

    // Apply: applying until the operator decides.
    await page.goto(href('activityDetail', { id: '9' }));
    await page.getByRole('button', { name: 'Apply now' }).click();
    await expect(page.getByTestId('promo-status')).toHaveText('Applying');
    expect((await onServer(request, token, 9)).status).toBe('applying');

    await asOperator(request, ENDPOINTS.operatorPromotionReview, { body: { account: 'demo', promotionId: 9, decision: 'approve' } });
    await page.reload();
    // Claiming itself moves money: e2e/wallet.spec.ts claims on a server of its own.
    await expect(page.getByRole('button', { name: 'Claim bonus' })).toBeEnabled();

    // Back on the list, the new standings and read marks show.
    await page.goto(href('activity'));
    await expect(card(page, 'First Deposit Free Spins').getByTestId('promo-status')).toHaveText('Claim');
    await expect(card(page, 'VIP Weekly Rebate').getByTestId('promo-status')).toHaveText('Joined');
    await expect(card(page, 'VIP Weekly Rebate')).not.toContainText('New');
  });
});

test.describe('offline', () => {
  test('the list and a seen detail open, an unseen one says offline, and Join is disabled', { tag: SERVICE_WORKER }, async ({ context, page, baseURL }) => {
    await useEnglish(context);
    // The agent has not acted anywhere: Join is on offer.
    await signInAs(context, baseURL!, 'agent');
    await page.goto(href('activity'));
    await waitForServiceWorker(page);
    await expect(cards(page)).toHaveCount(9);
    await card(page, 'Daily Reload 10%').click();
    await expect(page.getByRole('button', { name: 'Join now' })).toBeEnabled();

    await context.setOffline(true);
    await page.goto(href('activity'));
    await expect(cards(page)).toHaveCount(9);
    await expect(card(page, 'Welcome Bonus 100%').getByTestId('promo-dates')).toHaveText('2025/01/01 – 2030/12/31');

    await card(page, 'Daily Reload 10%').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Daily Reload 10%' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Join now' })).toBeDisabled();
    await expect(page.getByText('You are offline. Joining needs a connection.')).toBeVisible();

    await page.goto(href('activityDetail', { id: '777' }));
    await expect(page.getByTestId('promo-offline')).toContainText('Not saved on this device yet');

    await context.setOffline(false);
    await page.goto(href('activityDetail', { id: '2' }));
    await expect(page.getByRole('button', { name: 'Join now' })).toBeEnabled();
  });
});
