/**
 * Settings from the side menu: the language picker (SPEC §1, §2; the choice persists across reload
 * and offline) and the server-speed picker (SPEC §4 "Speed list", §9; the chosen server becomes the
 * API base and stays chosen).
 */
import { ENVELOPE_PREFIXES } from '../src/api/endpoints';
import { expect, test, type Page, SERVICE_WORKER } from './fixtures';
import { storedLanguage, tiles, useEnglish, waitForServiceWorker } from './helpers';
import { href } from '../src/routes';

test.beforeEach(async ({ context }) => {
  await useEnglish(context);
});

async function openFromSideMenu(page: Page, entry: 'Language' | 'Server') {
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: entry, exact: true }).click();
  await expect(page.getByRole('dialog', { name: entry })).toBeVisible();
}

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

test('a language switch applies at once and persists across reload and offline', { tag: SERVICE_WORKER }, async ({ page, context }) => {
  await page.goto(href('home'));
  await expect(tiles(page).first()).toBeVisible();
  await waitForServiceWorker(page);

  await openFromSideMenu(page, 'Language');
  const picker = page.getByRole('dialog', { name: 'Language' });
  await expect(picker.getByRole('radio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
  await picker.getByRole('radio', { name: '简体中文' }).click();

  await expect(picker).toBeHidden();
  await expect(page.getByRole('heading', { name: '热门游戏' })).toBeVisible();
  expect(await htmlLang(page)).toBe('zh');
  expect(await storedLanguage(page)).toBe('zh');

  await page.reload();
  await expect(page.getByRole('heading', { name: '热门游戏' })).toBeVisible();
  expect(await htmlLang(page)).toBe('zh');

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: '热门游戏' })).toBeVisible();
  expect(await htmlLang(page)).toBe('zh');
  await context.setOffline(false);
});

test('the speed picker tests each server, and the chosen one becomes the API base', async ({ page }) => {
  await page.goto(href('home'));
  await expect(tiles(page).first()).toBeVisible();

  await openFromSideMenu(page, 'Server');
  const picker = page.getByRole('dialog', { name: 'Server' });
  const entries = picker.getByTestId('speed-entry');
  await expect(entries).toHaveCount(2);
  await expect(picker.locator('[data-state="untested"]')).toHaveCount(0);
  await expect(entries.first()).toContainText(/ms/);
  const port = new URL(page.url()).port;
  const own = picker.getByRole('radio', { name: `Use server localhost:${port}` });
  await expect(own).toHaveAttribute('aria-checked', 'true');

  const loopback = `127.0.0.1:${port}`;
  const called = page.waitForRequest((request) => request.url().startsWith(`http://${loopback}${ENVELOPE_PREFIXES[0]}/`));
  await picker.getByRole('radio', { name: `Use server ${loopback}` }).click();
  await expect(picker).toBeHidden();
  await called; // the worker now talks to the chosen server (CORS allows it)
  expect(await page.evaluate(() => localStorage.getItem('lobby.apiBase'))).toBe(`http://${loopback}`);

  await page.reload();
  await expect(tiles(page).first()).toBeVisible();
  await openFromSideMenu(page, 'Server');
  await expect(page.getByRole('radio', { name: `Use server ${loopback}` })).toHaveAttribute('aria-checked', 'true');
});
