/**
 * The live chat end to end (flag CBS3): history, sending, the operator's replies and the unread
 * badge, offline behaviour, and the customer-service list that leads to it. Runs against a server
 * of its own (with an operator key), since it writes to members' chats and counts unread lines.
 */
import { expect, test, type BrowserContext, type Page, SERVICE_WORKER } from './fixtures';
import { ENDPOINTS } from '../src/api/endpoints';
import type { UnreadCounts } from '../src/api/member-wire';
import { apiFor } from './api';
import { atPath, useEnglish, waitForServiceWorker } from './helpers';
import { asOperator } from './operator';
import { ownOperatorServerForFile } from './own-server';
import { signInAs } from './session';
import { href } from '../src/routes';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

// Operator calls exist only on a server given the key.
const server = ownOperatorServerForFile();

const unread = (token: string) => apiFor(server.url, token).call(ENDPOINTS.memberUnread);
const thread = (token: string) => apiFor(server.url, token).call(ENDPOINTS.chatThread);
const total = (c: UnreadCounts) => c.inbox + c.announcements + c.chat;

async function signedIn(context: BrowserContext, account: string): Promise<string> {
  await useEnglish(context);
  return (await signInAs(context, server.url, account)).token;
}

const lines = (page: Page) => page.getByTestId('chat-line');
const composer = (page: Page) => page.getByRole('textbox', { name: 'Message' });
const badge = (page: Page) => page.getByTestId('mail-badge');

test("demo's history shows, the welcome counts as unread until the chat is opened", async ({ context }) => {
  const token = await signedIn(context, 'demo');
  expect((await unread(token)).chat).toBe(1);
  const page = await context.newPage();
  await page.goto(`${server.url}${href('liveChat')}`);
  await expect(lines(page).last()).toContainText(/Welcome back/);
  await expect(lines(page).last()).toHaveAttribute('data-from', 'operator');
  await expect(lines(page).first()).toHaveAttribute('data-from', 'member');
  await expect.poll(async () => (await unread(token)).chat, { timeout: 20_000 }).toBe(0);
});

test('a sent line shows at once and reaches the server once; an operator reply appears and counts until seen', async ({ context }) => {
  const token = await signedIn(context, 'agent');
  const page = await context.newPage();
  await page.goto(`${server.url}${href('home')}`);
  const start = await unread(token);
  await expect(badge(page)).toHaveText(String(total(start)));

  await page.goto(`${server.url}${href('liveChat')}`);
  await expect(page.getByText('Say hello')).toBeVisible();
  await composer(page).fill('Hello, is the weekend tournament open to everyone?');
  await page.getByRole('button', { name: 'Send' }).click();
  const mine = lines(page).filter({ hasText: 'weekend tournament' });
  await expect(mine).toHaveAttribute('data-from', 'member');
  await expect(mine).toHaveAttribute('data-status', 'sent');
  await expect(composer(page)).toHaveValue('');
  const thread = await asOperator(server.operator, ENDPOINTS.operatorChatThread, { query: { account: 'agent' } });
  expect(thread.messages.filter((m) => m.text.includes('weekend tournament'))).toHaveLength(1);

  // Away from the chat, a reply counts in the badge…
  await page.goto(`${server.url}${href('home')}`);
  await asOperator(server.operator, ENDPOINTS.operatorChatReply, { body: { account: 'agent', text: 'Yes! Every spin of ৳10 or more counts.' } });
  await page.reload();
  await expect(badge(page)).toHaveText(String(total(start) + 1));
  // …until the chat is opened.
  await page.goto(`${server.url}${href('liveChat')}`);
  await expect(lines(page).last()).toContainText('Every spin');
  await expect(lines(page).last()).toHaveAttribute('data-from', 'operator');
  await expect(badge(page)).toHaveText(String(total(start)));
  await expect.poll(async () => (await unread(token)).chat, { timeout: 20_000 }).toBe(0);

  // While the chat is open, a new reply appears by itself.
  await asOperator(server.operator, ENDPOINTS.operatorChatReply, { body: { account: 'agent', text: 'Anything else I can help with?' } });
  await expect(lines(page).last()).toContainText('Anything else', { timeout: 20_000 });
});

test('offline: the history shows, sending says it needs a connection, and the draft survives a reload', { tag: SERVICE_WORKER }, async ({ context }) => {
  const token = await signedIn(context, 'agent');
  const page = await context.newPage();
  await page.goto(`${server.url}${href('liveChat')}`);
  await waitForServiceWorker(page);
  await expect(lines(page).last()).toContainText('Anything else');
  const before = await thread(token);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('offline-indicator')).toBeVisible();
  await expect(lines(page).last()).toContainText('Anything else');
  await expect(page.getByTestId('chat-offline')).toContainText('Sending needs a connection');
  await composer(page).fill('Typed on the train');
  await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
  await page.reload();
  await expect(composer(page)).toHaveValue('Typed on the train');

  await context.setOffline(false);
  await page.reload();
  await expect(composer(page)).toHaveValue('Typed on the train');
  expect((await thread(token)).messages).toHaveLength(before.messages.length);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(lines(page).filter({ hasText: 'Typed on the train' })).toHaveAttribute('data-status', 'sent');
  await page.reload();
  await expect(composer(page)).toHaveValue('');
});

test('the customer-service list opens live chat in the app and Telegram through the in-app frame', async ({ context }) => {
  await signedIn(context, 'agent');
  const page = await context.newPage();
  await page.goto(`${server.url}${href('home')}`);
  await page.getByRole('button', { name: 'Customer service' }).click();
  await page.getByRole('link', { name: 'Live Chat' }).click();
  await expect(page).toHaveURL(atPath(href('liveChat')));
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();

  await page.getByRole('button', { name: 'Customer service' }).click();
  await page.getByRole('link', { name: 'Telegram', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/outterApp\?url=%2Fsupport%2Ftelegram&title=Telegram$/);
  const frame = page.frameLocator('iframe');
  await expect(frame.getByRole('heading', { name: 'Telegram support' })).toBeVisible();
  await expect(frame.getByText('@DemoLobbySupport')).toBeVisible();
  await expect(frame.getByRole('link', { name: 'Open Telegram' })).toHaveAttribute('href', 'https://t.me/DemoLobbySupport');
});
