/**
 * SPEC §6 roles and one money format, end to end: a free trial shows a Trial badge and no money
 * figure in the header, no favourite heart, and the server refuses its favourites and balance;
 * a member's winners board uses the header balance's format; a Bangla home reads in Bangla.
 * Runs against a server of its own (it starts trial guests).
 */
import { expect, test } from './fixtures';
import { ENDPOINTS } from '../src/api/endpoints';
import { SESSION_KEYS } from '../src/api/names';
import { atPath, forceLanguage, tiles, useEnglish } from './helpers';
import { ownServerForFile } from './own-server';
import { signInAs } from './session';
import { href } from '../src/routes';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const server = ownServerForFile();

test.use({ viewport: { width: 390, height: 844 } });

test('a free trial: Trial badge, no money figure, no heart, and the server refuses', async ({ page }, testInfo) => {
  await useEnglish(page.context());
  await page.goto(`${server.url}${href('login')}`);
  await page.getByRole('button', { name: 'Free trial' }).click();
  await expect(page).toHaveURL(atPath(href('home')));
  const banner = page.getByRole('banner');
  await expect(banner.getByTestId('trial-badge')).toHaveText('Trial');
  await expect(banner.getByTestId('balance')).toHaveCount(0);
  await expect(banner).not.toContainText('0.00');
  await expect(tiles(page).first()).toBeVisible();
  await expect(page.locator('.game-tile__heart')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('trial-header.png') });

  const token = await page.evaluate((key) => (JSON.parse(sessionStorage.getItem(key) ?? '{}') as { token?: string }).token ?? '', SESSION_KEYS.sessionInfo);
  expect(token).not.toBe('');
  const refused = async (path: string, init: RequestInit = {}) => {
    const res = await fetch(`${server.url}${path}`, { ...init, headers: { Authorization: token, 'Content-Type': 'application/json', ...init.headers } });
    return [res.status, ((await res.json()) as { errorCode?: string }).errorCode];
  };
  expect(await refused(ENDPOINTS.memberWallet.path)).toEqual([403, 'no_permission']);
  expect(await refused(ENDPOINTS.walletSummary.path)).toEqual([403, 'no_permission']);
  expect(await refused(ENDPOINTS.favouriteIds.path)).toEqual([403, 'no_permission']);
  expect(await refused(ENDPOINTS.favouriteAdd.path, { method: 'POST', body: JSON.stringify({ nodeId: 1 }) })).toEqual([403, 'no_permission']);
});

test('the winners board shows amounts in the header balance format', async ({ context }, testInfo) => {
  await useEnglish(context);
  await signInAs(context, server.url, 'demo');
  const page = await context.newPage();
  await page.goto(`${server.url}${href('home')}`);
  const balance = page.getByRole('banner').getByTestId('balance');
  await expect(balance).toHaveText(/^৳\d{1,3}(,\d{3})*\.\d{2}$/);
  const amounts = page.locator('.winners__amount');
  // The board rotates a row every 3 s (its first row leaves the DOM): scroll the board, not a row.
  await page.locator('.winners').scrollIntoViewIfNeeded();
  await expect(amounts.first()).toBeVisible();
  // The same grouping and two decimals as the header, after the currency symbol.
  for (const text of await amounts.allTextContents()) expect(text).toMatch(/^\D*\d{1,3}(,\d{3})*\.\d{2}$/);
  await page.screenshot({ path: testInfo.outputPath('member-winners.png') });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: testInfo.outputPath('member-header.png') });
});

test('a Bangla home: the ticker and the winners read in Bangla', async ({ page }, testInfo) => {
  await forceLanguage(page, 'bn');
  await page.goto(`${server.url}${href('home')}`);
  const ticker = page.locator('.ticker');
  await expect(ticker).toContainText('দায়িত্বশীলভাবে খেলুন');
  await expect(ticker).not.toContainText('Play responsibly');
  const amounts = page.locator('.winners__amount');
  await page.locator('.winners').scrollIntoViewIfNeeded();
  // Bangla digits, and the operator's currency where Bangla puts it: after the amount.
  await expect(amounts.first()).toHaveText(/[০-৯]+\.[০-৯]{2}৳$/);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: testInfo.outputPath('bn-home.png') });
});
