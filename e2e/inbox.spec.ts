/**
 * The inbox end to end (SPEC §2 "Mail", §4 unread total): the header badge, pages of messages,
 * reading, deleting with undo, and changes made offline reaching the server once. Runs against a
 * server of its own: it reads and deletes messages, and counts them.
 */
import { expect, test, type BrowserContext, type Page, SERVICE_WORKER } from './fixtures';
import { ENDPOINTS } from '../src/api/endpoints';
import type { UnreadCounts } from '../src/api/member-wire';
import { apiFor } from './api';
import { atPath, useEnglish, waitForServiceWorker } from './helpers';
import { relayWithOutage } from './outage';
import { ownServerForFile } from './own-server';
import { signInAs } from './session';
import { href } from '../src/routes';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const server = ownServerForFile();

const unread = (token: string) => apiFor(server.url, token).call(ENDPOINTS.memberUnread);
const total = (c: UnreadCounts) => c.inbox + c.announcements + c.chat;
const serverInbox = (token: string) => apiFor(server.url, token).call(ENDPOINTS.inbox, { query: { pageNo: 1, pageSize: 200 } });
const appliedOps = async (account: string) => (await apiFor(server.url).call(ENDPOINTS.devAppliedOps, { query: { account } })).list;

async function openInbox(context: BrowserContext, account: string, baseUrl = server.url): Promise<{ page: Page; token: string }> {
  await useEnglish(context);
  const { token } = await signInAs(context, baseUrl, account);
  const page = await context.newPage();
  await page.goto(`${baseUrl}${href('webEmail')}`);
  await expect(page.getByTestId('inbox-row').first()).toBeVisible();
  return { page, token };
}

const badge = (page: Page) => page.getByTestId('mail-badge');
const rows = (page: Page) => page.getByTestId('inbox-row');

test('demo sees the 99+ badge and its messages unread first, and pages past the first page', async ({ context }) => {
  const { page, token } = await openInbox(context, 'demo');
  expect(total(await unread(token))).toBeGreaterThan(99);
  await expect(badge(page)).toHaveText('99+');
  await expect(page.getByRole('link', { name: /^Mail 99\+$/ })).toHaveAttribute('href', href('webEmail'));

  // The first page: unread ones, each with a title, a date, a dot and a plain-text preview.
  await expect(rows(page)).toHaveCount(20);
  const first = rows(page).first();
  await expect(first.getByRole('img', { name: 'Unread' })).toBeVisible();
  await expect(first.locator('time')).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  await expect(first.locator('.inbox-row__preview')).not.toContainText('<');
  const titles = (await serverInbox(token)).list.slice(0, 20).map((m) => m.title);
  await expect(rows(page).locator('.inbox-row__title')).toHaveText(titles);

  // The end of the list coming into view loads the next page, and the next.
  await rows(page).last().scrollIntoViewIfNeeded();
  await expect.poll(() => rows(page).count()).toBeGreaterThanOrEqual(40);
  await rows(page).last().scrollIntoViewIfNeeded();
  await expect.poll(() => rows(page).count()).toBeGreaterThanOrEqual(60);
  const ids = await rows(page).evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-id')));
  expect(new Set(ids).size).toBe(ids.length);
});

test('opening a message shows it sanitised, marks it read on the server, and the badge drops', async ({ context }) => {
  const { page, token } = await openInbox(context, 'agent');
  const before = await unread(token);
  expect(total(before)).toBeLessThan(100);
  await expect(badge(page)).toHaveText(String(total(before)));

  const target = (await serverInbox(token)).list.find((m) => !m.read)!;
  await page.getByRole('link', { name: new RegExp(target.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).click();
  await expect(page).toHaveURL(atPath(href('message', { id: target.id })));
  await expect(page.getByRole('heading', { level: 1, name: target.title })).toBeVisible();
  await expect(page.locator('.message__body p').first()).toBeVisible();

  await expect.poll(async () => (await unread(token)).inbox, { timeout: 20_000 }).toBe(before.inbox - 1);
  await expect(badge(page)).toHaveText(String(total(before) - 1));
  expect((await serverInbox(token)).list.find((m) => m.id === target.id)?.read).toBe(true);

  await page.getByRole('link', { name: 'Back to mail' }).click();
  await expect(page.locator(`[data-testid="inbox-row"][data-id="${target.id}"] [role="img"]`)).toHaveCount(0);
});

test('a delete from the detail can be undone from the list; the server keeps the message', async ({ context }) => {
  const { page, token } = await openInbox(context, 'agent');
  const [message] = (await serverInbox(token)).list;
  await page.goto(`${server.url}${href('message', { id: message!.id })}`);
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(atPath(href('webEmail')));
  await expect(page.locator(`[data-testid="inbox-row"][data-id="${message!.id}"]`)).toHaveCount(0);
  await expect(page.getByTestId('inbox-undo')).toContainText('Message deleted');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.locator(`[data-testid="inbox-row"][data-id="${message!.id}"]`)).toBeVisible();
  // Whether the delete had left the device or not, the server ends with the message listed.
  await expect.poll(async () => (await serverInbox(token)).list.some((m) => m.id === message!.id), { timeout: 20_000 }).toBe(true);
  await page.reload();
  await expect(page.locator(`[data-testid="inbox-row"][data-id="${message!.id}"]`)).toBeVisible();
});

test('offline: seen messages open, a delete and a read wait, and after reconnecting are applied once', { tag: SERVICE_WORKER }, async ({ context }) => {
  // The app is opened through a relay that can really lose the network (outage.ts): the test's
  // own reads of the server go around it.
  const link = await relayWithOutage(server.url);
  try {
    const { page, token } = await openInbox(context, 'demo', link.url);
    await waitForServiceWorker(page);
    const [toRead, toDelete] = (await serverInbox(token)).list.filter((m) => !m.read);
    const before = await appliedOps('demo');

    await context.setOffline(true);
    link.cut();
    await page.reload();
    await expect(page.getByTestId('offline-indicator')).toBeVisible();
    await expect(rows(page).first()).toBeVisible();
    await rows(page).first().scrollIntoViewIfNeeded();

    await page.getByRole('button', { name: `Delete “${toDelete!.title}”` }).click();
    await expect(page.locator(`[data-testid="inbox-row"][data-id="${toDelete!.id}"]`)).toHaveCount(0);
    await page.goto(`${link.url}${href('message', { id: toRead!.id })}`);
    await expect(page.getByRole('heading', { level: 1, name: toRead!.title })).toBeVisible();
    // Nothing reached the server yet.
    expect((await serverInbox(token)).list.some((m) => m.id === toDelete!.id)).toBe(true);

    link.mend();
    await context.setOffline(false);
    await expect.poll(async () => (await serverInbox(token)).list.some((m) => m.id === toDelete!.id), { timeout: 30_000 }).toBe(false);
    await expect.poll(async () => (await serverInbox(token)).list.find((m) => m.id === toRead!.id)?.read, { timeout: 30_000 }).toBe(true);
    const added = (await appliedOps('demo')).filter((op) => !before.some((b) => b.opId === op.opId));
    expect(added.filter((op) => op.path === ENDPOINTS.inboxDelete.path)).toHaveLength(1);
    expect(added.filter((op) => op.path === ENDPOINTS.inboxRead.path)).toHaveLength(1);

    // A refresh from the server does not bring the deleted message back.
    await page.goto(`${link.url}${href('webEmail')}`);
    await expect(rows(page).first()).toBeVisible();
    await expect(page.locator(`[data-testid="inbox-row"][data-id="${toDelete!.id}"]`)).toHaveCount(0);
  } finally {
    await link.close();
  }
});

test('an unknown message id shows a not-found state with a way back', async ({ context }) => {
  await useEnglish(context);
  await signInAs(context, server.url, 'agent');
  const page = await context.newPage();
  for (const query of ['?id=999999', '?id=abc', '']) {
    await page.goto(`${server.url}${href('message')}${query}`);
    await expect(page.getByRole('heading', { name: 'Message not found' })).toBeVisible();
  }
  await page.getByRole('link', { name: 'Back to mail' }).click();
  await expect(page).toHaveURL(atPath(href('webEmail')));
});

test('a guest is sent to login', async ({ page }) => {
  await useEnglish(page.context());
  await page.goto(`${server.url}${href('webEmail')}`);
  await expect(page).toHaveURL(atPath(href('login')));
});

test('a trial guest (type 4) meets the register prompt on mail and live chat, and has no badge', async ({ page }) => {
  await useEnglish(page.context());
  await page.goto(`${server.url}${href('login')}`);
  await page.getByRole('button', { name: 'Free trial' }).click();
  await expect(page).toHaveURL(atPath(href('home')));
  // SPEC §6: no balance for a trial guest; the Trial badge stands in its place.
  await expect(page.getByRole('banner').getByTestId('trial-badge')).toBeVisible();
  await expect(badge(page)).toHaveCount(0);
  for (const path of [href('webEmail'), href('liveChat')]) {
    await page.goto(`${server.url}${path}`);
    const prompt = page.getByRole('alertdialog', { name: 'Prompt' });
    await expect(prompt, path).toContainText('Trial accounts cannot use this feature');
    await expect(rows(page)).toHaveCount(0);
    await prompt.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(atPath(href('home')));
  }
});
