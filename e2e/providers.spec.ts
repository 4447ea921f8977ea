/**
 * Providers (SPEC §2 named page): every game provider, reached from the provider strip, each
 * opening its provider game list; it opens offline from the device's catalogue.
 */
import { expect, test, SERVICE_WORKER } from './fixtures';
import { atPath, tiles, useEnglish, waitForServiceWorker } from './helpers';
import { href } from '../src/routes';

test('the provider strip leads to all providers; a provider opens its game list, also offline', { tag: SERVICE_WORKER }, async ({ page, context }) => {
  await useEnglish(context);
  await page.goto(href('home'));
  await waitForServiceWorker(page);
  const strip = page.getByRole('navigation', { name: 'Game providers' });
  await strip.getByRole('link', { name: 'All providers' }).click();
  await expect(page).toHaveURL(atPath(href('providers')));
  await expect(page.getByRole('heading', { name: 'All providers' })).toBeVisible();
  const cards = page.getByTestId('provider-card');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThan(3);
  await expect(cards.filter({ hasText: 'JILI' }).first()).toContainText(/\d+ games/);

  await cards.filter({ hasText: 'JILI' }).first().click();
  await expect(page).toHaveURL(atPath(href('provider', { vassalage: 'JILI' })));
  await expect(tiles(page).first()).toBeVisible();

  await context.setOffline(true);
  await page.goto(href('providers'));
  await expect(cards.first()).toBeVisible();
  await context.setOffline(false);
});
