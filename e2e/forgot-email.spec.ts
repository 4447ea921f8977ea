/**
 * Forgot password by email: the page says the same thing whether or not the account and email
 * match (the server answers the same), and only a match gets the mail.
 */
import { expect, test, type Page } from './fixtures';
import type { ListValue } from '../src/api/catalogue-wire';
import type { DevOutboxEntry } from '../src/api/member-wire';
import { valueOf } from './api';
import { useEnglish } from './helpers';
import { href } from '../src/routes';

test.beforeEach(async ({ context }) => useEnglish(context));

const SENT = 'If the account and email match, we have sent a one-time password to that email.';

async function recover(page: Page, username: string, email: string) {
  await page.goto(href('forget'));
  await page.getByRole('button', { name: 'By email' }).click();
  const form = page.getByRole('form', { name: 'By email' });
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Email').fill(email);
  await form.getByRole('button', { name: 'Retrieve password' }).click();
  await expect(page.getByTestId('toast')).toHaveText(SENT);
}

test('a match and a mismatch read the same; only the match is mailed', async ({ page, request }) => {
  const mails = async (recipient: string) =>
    (await valueOf<ListValue<DevOutboxEntry>>(await request.get(`/dev/outbox?recipient=${encodeURIComponent(recipient)}`))).list.length;
  const before = await mails('agent@example.com');
  await recover(page, 'agent', 'agent@example.com');
  await recover(page, 'agent', 'someone-else@example.com');
  expect(await mails('agent@example.com')).toBe(before + 1);
  expect(await mails('someone-else@example.com')).toBe(0);
});
