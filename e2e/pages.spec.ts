/**
 * The named pages of SPEC §2 that have no route in the spec: the install guides the download page
 * links to (AndroidGuide, IosGuide), the terms popup the registration disclaimer opens
 * (TermsPopup), and the in-app frame for pages outside the app (OutterApp).
 */
import { expect, test, SERVICE_WORKER } from './fixtures';
import { atPath, useEnglish, waitForServiceWorker } from './helpers';
import { href } from '../src/routes';

test.beforeEach(async ({ context }) => {
  await useEnglish(context);
});

test('the download page leads to both install guides, which also open offline', { tag: SERVICE_WORKER }, async ({ page, context }) => {
  await page.goto(href('download'));
  await waitForServiceWorker(page);
  await page.getByRole('link', { name: 'Install on Android' }).click();
  await expect(page).toHaveURL(atPath(href('androidGuide')));
  await expect(page.getByRole('region', { name: 'Install on Android' })).toBeVisible();
  const steps = page.getByRole('list', { name: 'Steps' }).getByRole('listitem');
  await expect(steps).toHaveCount(5);
  await expect(steps.first()).toContainText('Chrome');

  await page.goBack();
  await page.getByRole('link', { name: 'Install on iPhone' }).click();
  await expect(page.getByRole('region', { name: 'Install on iPhone' })).toBeVisible();
  await expect(steps.nth(2)).toContainText('Add to Home Screen');

  // Nothing on a guide needs the network.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Install on iPhone' })).toBeVisible();
  await expect(steps).toHaveCount(5);
  await context.setOffline(false);
});

test('the registration disclaimer opens the terms, and closing them keeps the form as it was', async ({ page }) => {
  await page.goto(href('register'));
  const username = page.getByRole('textbox', { name: /username/i }).first();
  await username.fill('terms_reader');
  await page.getByRole('button', { name: 'Read the terms and conditions' }).click();
  const terms = page.getByRole('dialog', { name: 'Terms and conditions' });
  await expect(terms).toBeVisible();
  await expect(terms.getByRole('heading', { name: '1. Who may play' })).toBeVisible();
  await terms.getByRole('button', { name: 'I understand' }).click();
  await expect(terms).toBeHidden();
  await expect(username).toHaveValue('terms_reader');
  await expect(page.getByRole('checkbox')).toBeChecked();
});

test('the in-app frame shows a page of this site with a way back, and never frames another site', { tag: SERVICE_WORKER }, async ({ page, context }) => {
  await page.goto(href('home'));
  // Installed once, before the navigations below: the offline case at the end needs it.
  await waitForServiceWorker(page);
  await page.goto('/m/outterApp?url=%2Fsupport%2Ftelegram&title=Telegram');
  const frame = page.frameLocator('iframe.outer-app__frame');
  await expect(frame.locator('body')).toContainText(/telegram/i);
  // Sandboxed without same-origin: the framed page cannot reach the lobby's storage.
  await expect(page.locator('iframe.outer-app__frame')).toHaveAttribute('sandbox', /allow-scripts/);
  await expect(page.locator('iframe.outer-app__frame')).not.toHaveAttribute('sandbox', /allow-same-origin/);
  await page.getByRole('button', { name: 'Back to the lobby' }).click();
  await expect(page).toHaveURL(atPath(href('home')));

  // Another site is offered to open in the browser, its host named, never framed.
  await page.goto('/m/outterApp?url=https%3A%2F%2Ft.me%2FDemoLobby&title=Telegram');
  await expect(page.getByRole('heading', { name: 'This page is outside the lobby' })).toBeVisible();
  const open = page.getByRole('link', { name: 'Open t.me' });
  await expect(open).toHaveAttribute('href', 'https://t.me/DemoLobby');
  await expect(open).toHaveAttribute('rel', /noopener/);
  await expect(page.locator('iframe')).toHaveCount(0);

  await page.goto('/m/outterApp?url=javascript%3Aalert(1)');
  await expect(page.getByRole('alert')).toHaveText('This link cannot be opened.');
  await expect(page.locator('iframe')).toHaveCount(0);

  // Offline the frame would only show the browser's error page.
  await context.setOffline(true);
  await page.goto('/m/outterApp?url=%2Fsupport%2Ftelegram&title=Telegram').catch(() => undefined);
  await expect(page.getByRole('status').filter({ hasText: 'needs a connection' })).toBeVisible();
  await context.setOffline(false);
});
