/**
 * Announcements (SPEC §2, §4 "Notice", §7): the list and its read marks, the ticker's way in, the
 * detail's safe HTML and its designed not-found and offline states, and a read mark made offline
 * reaching the server exactly once. On a server of its own: read marks are per member, and the
 * demo member's must not leak into other specs.
 */
import { expect, test, type BrowserContext, type Page, SERVICE_WORKER } from './fixtures';
import { ENDPOINTS } from '../src/api/endpoints';
import type { Announcement } from '../src/api/content-wire';
import type { LoginValue } from '../src/api/member-wire';
import { apiFor } from './api';
import { atPath, forceLanguage, useEnglish, waitForServiceWorker } from './helpers';
import { ownServerForFile } from './own-server';
import { enableAutomation, signInAs } from './session';
import { href } from '../src/routes';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const server = ownServerForFile();

const serverNotices = (types: string, token?: string) =>
  apiFor(server.url, token).call(ENDPOINTS.announcements, { query: { types, platform: 'M', merchantCode: 'DEMO', language: 'en' } });

const player = async (token?: string): Promise<Announcement[]> => (await serverNotices('PL', token)).player ?? [];

const unreadOnServer = async (token: string) => (await apiFor(server.url, token).call(ENDPOINTS.memberUnread)).announcements;

async function readOps(account: string) {
  const { list } = await apiFor(server.url).call(ENDPOINTS.devAppliedOps, { query: { account } });
  return list.filter((op) => op.path === ENDPOINTS.announcementRead.path);
}

const items = (page: Page) => page.getByTestId('notice-item');
const header = (page: Page, index: number) => items(page).nth(index).getByRole('button').first();
const unreadDot = (page: Page, index: number) => items(page).nth(index).getByRole('img', { name: 'Unread' });

async function open(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(server.url + path);
  return page;
}

test('a visitor sees every player notice, collapsed as plain text and expanded as safe HTML, none marked unread', async ({ context }) => {
  await useEnglish(context);
  const notices = await player();
  const page = await open(context, href('notice'));
  await expect(items(page)).toHaveCount(notices.length);
  await expect(header(page, 0)).toContainText(notices[0]!.title);
  // SPEC §4: shown as read with no session.
  await expect(page.getByRole('img', { name: 'Unread' })).toHaveCount(0);
  // Collapsed: the text without its markup.
  const tableNotice = notices.findIndex((n) => n.content.includes('<table>'));
  await expect(items(page).nth(tableNotice).locator('table')).toHaveCount(0);
  await expect(items(page).nth(tableNotice).locator('.notice__preview')).not.toContainText('<');
  await header(page, tableNotice).click();
  await expect(header(page, tableNotice)).toHaveAttribute('aria-expanded', 'true');
  await expect(items(page).nth(tableNotice).locator('table')).toBeVisible();
  await items(page).nth(tableNotice).getByRole('link', { name: 'View details' }).click();
  await expect(page).toHaveURL(atPath(href('noticeDetail', { id: notices[tableNotice]!.id })));
});

test('the detail shows title, start date and the HTML with links made safe; an unknown id is a designed not-found', async ({ context }) => {
  await useEnglish(context);
  const notices = await player();
  const withLink = notices.find((n) => n.content.includes('href="https://'))!;
  const page = await open(context, href('noticeDetail', { id: withLink.id }));
  await expect(page.getByRole('heading', { name: withLink.title })).toBeVisible();
  await expect(page.locator('.notice-detail time')).toHaveText(withLink.startDate.slice(0, 10));
  const external = page.locator('.notice-detail__content a[href^="https://"]');
  await expect(external).toHaveAttribute('target', '_blank');
  await expect(external).toHaveAttribute('rel', /noopener/);

  const withImage = notices.find((n) => n.content.includes('<img'))!;
  await page.goto(`${server.url}${href('noticeDetail', { id: withImage.id })}`);
  const image = page.locator('.notice-detail__content img');
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  for (const id of ['987654', 'abc', '-1']) {
    await page.goto(`${server.url}${href('noticeDetail', { id: id })}`);
    await expect(page.getByTestId('not-found'), id).toBeVisible();
    await expect(page.getByText('Announcement not found')).toBeVisible();
  }
  await page.getByRole('link', { name: 'All announcements' }).click();
  await expect(page).toHaveURL(atPath(href('notice')));
});

test('a ticker tap opens the list at that notice, expanded and on screen', async ({ context }) => {
  await useEnglish(context);
  const notices = await player();
  const page = await open(context, href('home'));
  const ticker = page.getByRole('region', { name: 'Announcements ticker' });
  const third = ticker.getByRole('button', { name: notices[3]!.title, exact: true });
  await expect(third).toHaveCount(1);
  // The ticker never stops moving: the tap is dispatched rather than waited for.
  await third.dispatchEvent('click');
  await expect(page).toHaveURL(atPath(href('notice', { i: '3' })));
  await expect(header(page, 3)).toHaveAttribute('aria-expanded', 'true');
  await expect(header(page, 3)).toBeInViewport();
  await expect(header(page, 0)).toHaveAttribute('aria-expanded', 'false');
});

test('a member expanding a notice marks it read: the dot goes, the server flag turns true, the unread count drops', async ({ context }) => {
  await useEnglish(context);
  const login = await signInAs(context, server.url, 'demo');
  const before = await unreadOnServer(login.token);
  const page = await open(context, href('notice'));
  await expect(unreadDot(page, 1)).toBeVisible();
  const target = (await player(login.token))[1]!;
  expect(target.read).toBe(false);
  await header(page, 1).click();
  await expect(unreadDot(page, 1)).toHaveCount(0);
  await expect.poll(async () => (await player(login.token))[1]!.read, { timeout: 30_000 }).toBe(true);
  expect(await unreadOnServer(login.token)).toBe(before - 1);
  // Collapsing and expanding again sends nothing more.
  await header(page, 1).click();
  await header(page, 1).click();
  await expect.poll(async () => (await readOps('demo')).length).toBe(1);

  // Opening a detail marks it read too.
  const detail = (await player(login.token))[2]!;
  await page.goto(`${server.url}${href('noticeDetail', { id: detail.id })}`);
  await expect(page.getByRole('heading', { name: detail.title })).toBeVisible();
  await expect.poll(async () => (await player(login.token))[2]!.read, { timeout: 30_000 }).toBe(true);
  // Back on the list, both read ones show as read.
  await page.goto(`${server.url}${href('notice')}`);
  await expect(items(page).nth(2)).toHaveAttribute('data-read', '1');
  await expect(items(page).nth(1)).toHaveAttribute('data-read', '1');
  await expect(unreadDot(page, 0)).toBeVisible();
});

test('offline: the list and a seen detail open from the device; a read mark made offline reaches the server once', { tag: SERVICE_WORKER }, async ({ browser }) => {
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  await useEnglish(context);
  await enableAutomation(context);
  const login: LoginValue = await signInAs(context, server.url, 'agent');
  const notices = await player(login.token);
  const seen = notices[4]!;
  const page = await open(context, href('notice'));
  await waitForServiceWorker(page);
  await expect(items(page)).toHaveCount(notices.length);
  await page.goto(`${server.url}${href('noticeDetail', { id: seen.id })}`);
  await expect(page.getByRole('heading', { name: seen.title })).toBeVisible();
  // Opening it online marked it read: that op is on the server before the network goes.
  await expect.poll(async () => (await readOps('agent')).length, { timeout: 30_000 }).toBe(1);

  await context.setOffline(true);
  await page.goto(`${server.url}${href('noticeDetail', { id: seen.id })}`);
  await expect(page.getByTestId('offline-indicator')).toBeVisible();
  await expect(page.getByRole('heading', { name: seen.title })).toBeVisible();
  await page.goto(`${server.url}${href('notice')}`);
  await expect(items(page)).toHaveCount(notices.length);
  await expect(items(page).nth(4)).toHaveAttribute('data-read', '1');
  // The mark is made on the page that stays open: a page loaded after it would start a new
  // worker, and a browser under load may let a just-born worker's first request slip past the
  // emulated offline switch before it applies (a test-harness race, not something a phone does).
  const unread = notices.findIndex((n, i) => i !== 4 && !n.read);
  await header(page, unread).click();
  await expect(unreadDot(page, unread)).toHaveCount(0);
  await expect(page.getByTestId('sync-pending')).toBeVisible();
  expect((await player(login.token))[unread]!.read).toBe(false);

  await context.setOffline(false);
  await expect.poll(async () => (await player(login.token))[unread]!.read, { timeout: 30_000 }).toBe(true);
  await expect(page.getByTestId('sync-pending')).toHaveCount(0, { timeout: 30_000 });
  const ops = await readOps('agent');
  // Two marks in all (the detail opened online, the one made offline), each applied once.
  expect(ops).toHaveLength(2);
  expect(new Set(ops.map((op) => op.opId)).size).toBe(2);
  await context.close();
});

test('offline: a detail this device never saw shows the designed offline state, and fills once back online', { tag: SERVICE_WORKER }, async ({ browser }) => {
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  await useEnglish(context);
  const hot = (await serverNotices('H')).hot![0]!;
  // Home brings the ticker and popups to the device, never the hot notices.
  const page = await open(context, href('home'));
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.goto(`${server.url}${href('noticeDetail', { id: hot.id })}`);
  await expect(page.getByTestId('offline-unseen')).toBeVisible();
  await expect(page.getByText('Not saved on this device yet')).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: hot.title })).toBeVisible({ timeout: 30_000 });
  await context.close();
});

test('in Bengali the list and the detail show Bengali content', async ({ context }) => {
  await forceLanguage(context, 'bn');
  await useEnglish(context);
  const page = await open(context, href('notice'));
  await expect(header(page, 0)).toContainText('স্বাগতম');
  await header(page, 0).click();
  await expect(items(page).first().locator('.notice__content')).toContainText('লবিতে স্বাগতম');
});
