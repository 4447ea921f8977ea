/**
 * One currency (the operator's, from the status) wherever money shows: the latest winners, the
 * mail and the header balance all name the same one, in the page's language.
 */
import { expect, test } from '@playwright/test';
import { useEnglish } from './helpers';
import { signInAs } from './session';

test('winners, mail and the balance show the same currency', async ({ page, context, baseURL }) => {
  await useEnglish(context);
  await signInAs(context, baseURL!, 'demo');
  await page.goto('/m/home');
  const symbol = /৳/;
  const balance = page.getByRole('banner').getByTestId('balance');
  await expect(balance).toHaveText(/^৳[\d,]+\.\d{2}$/);
  // The board rotates its rows: read them all at once rather than hold one.
  await page.locator('.winners').scrollIntoViewIfNeeded();
  const amounts = page.locator('.winners__amount');
  await expect.poll(async () => (await amounts.allTextContents()).length).toBeGreaterThan(0);
  for (const text of await amounts.allTextContents()) expect(text).toMatch(/^৳[\d,]+\.\d{2}$/);

  await page.goto('/m/webEmail');
  const deposit = page.getByText(/^Deposit of .+ received$/).first();
  await expect(deposit).toBeVisible();
  await expect(deposit).toHaveText(symbol);
  expect(await deposit.textContent()).toMatch(/^Deposit of ৳[\d,]+\.\d{2} received$/);
});
