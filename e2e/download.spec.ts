/**
 * The download page offers installing this app first, and native apps only when the operator
 * names them (no placeholder host); the login header is SPEC §2's red with text that reads.
 */
import { audit } from './axe';
import { expect, test } from './fixtures';
import { useEnglish } from './helpers';
import { href } from '../src/routes';

test.beforeEach(async ({ context }) => {
  await useEnglish(context);
});

test('the download page offers installing this app, its guides, and no link to a placeholder host', async ({ page }) => {
  await page.goto(href('download'));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Download the app' })).toBeVisible();
  const install = main.getByRole('button', { name: /^(Add to home screen|Install the app)$/ });
  await expect(install).toBeVisible();
  await expect(main.getByRole('link', { name: 'Install on Android' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Install on iPhone' })).toBeVisible();
  // The seeded operator has no native app: nothing to download, and no link that leads nowhere.
  await expect(main.getByRole('heading', { name: 'Native apps' })).toHaveCount(0);
  const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
  expect(hrefs.filter((url) => /example\.com/.test(url))).toEqual([]);

  // Without the browser's own install offer, the add-to-home prompt explains the steps.
  if ((await install.textContent()) === 'Add to home screen') {
    await install.click();
    await expect(page.getByRole('dialog', { name: 'Download app' })).toBeVisible();
  }
});

test('the login header is #dc181c, and everything on it reads at 4.5:1', async ({ page }) => {
  await page.goto(href('login'));
  const header = page.locator('header.header--login');
  await expect(header).toBeVisible();
  // Retrying assertions: the header re-renders while the page settles (a one-shot read of a
  // replaced node sees no style at all).
  await expect(header).toHaveCSS('background-color', 'rgb(220, 24, 28)');
  await expect(header.locator('.header__title')).toHaveCSS('color', 'rgb(255, 255, 255)');
  const violations = await audit(page, { include: ['header'], rules: ['color-contrast'] });
  expect(violations.flatMap((violation) => violation.targets)).toEqual([]);
});
