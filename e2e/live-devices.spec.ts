/**
 * Two devices of one member (two browser contexts, each its own storage, worker and stream), with
 * the network as it is and no reload: a favourite made on A shows on B within a second, and with B
 * offline it shows once B is back; a message read on A shows read on B likewise. Both devices
 * changing the same game in turn end on the last change, each within a second.
 */
import { expect, test, type Browser, type BrowserContext, type Page } from './fixtures';
import { ENDPOINTS } from '../src/api/endpoints';
import { apiFor } from './api';
import { TEST_DEFAULTS } from './helpers';
import { streamOpened } from './live';
import { ownServerForFile } from './own-server';
import { signInAs } from './session';
import { href } from '../src/routes';

// The agent member's favourites and marks change: a server of the file's own.
const server = ownServerForFile();
test.describe.configure({ mode: 'serial' });

interface Device {
  context: BrowserContext;
  page: Page;
  token: string;
}

const devices: Device[] = [];

/** A device signed in as the agent member, on `path`, its stream open. */
async function device(browser: Browser, path: string): Promise<Device> {
  const { viewport, isMobile, hasTouch, reducedMotion } = test.info().project.use;
  const context = await browser.newContext({ viewport, isMobile, hasTouch, reducedMotion, serviceWorkers: 'block' });
  const { token } = await signInAs(context, server.url, 'agent', TEST_DEFAULTS);
  const page = await context.newPage();
  const opened = streamOpened(page);
  await page.goto(`${server.url}${path}`);
  await opened;
  const opening = { context, page, token };
  devices.push(opening);
  return opening;
}

test.afterEach(async () => {
  for (const { context } of devices.splice(0)) await context.close();
});

const heart = (page: Page, nodeId: number) => page.locator(`[data-node-id="${nodeId}"] .game-tile__heart`);

/** Games of the provider page that are not favourites yet. */
async function freeGames(page: Page, count: number): Promise<number[]> {
  const free = page.getByTestId('game-tile').filter({ has: page.getByRole('button', { name: /^Add .* to favourites$/ }) });
  await expect(free.nth(count - 1)).toBeVisible();
  return free.evaluateAll((nodes, n) => nodes.slice(0, n).map((node) => Number(node.getAttribute('data-node-id'))), count);
}

test('a favourite made on A shows on B within a second; made while B is offline, once B is back', async ({ browser }) => {
  const provider = href('provider', { vassalage: 'FC' });
  const a = await device(browser, provider);
  const b = await device(browser, provider);
  const [first, second] = await freeGames(a.page, 2);
  await expect(heart(b.page, first!)).toHaveAttribute('aria-pressed', 'false');

  await heart(a.page, first!).click();
  await expect(heart(a.page, first!)).toHaveAttribute('aria-pressed', 'true');
  await expect(heart(b.page, first!)).toHaveAttribute('aria-pressed', 'true', { timeout: 1_000 });

  await b.context.setOffline(true);
  await heart(a.page, second!).click();
  await heart(a.page, first!).click();
  const sent = apiFor(server.url, a.token);
  await expect.poll(async () => (await sent.call(ENDPOINTS.favouriteIds)).list).toContain(second);
  await expect.poll(async () => (await sent.call(ENDPOINTS.favouriteIds)).list).not.toContain(first);
  // Offline, B keeps what it last knew.
  await expect(heart(b.page, second!)).toHaveAttribute('aria-pressed', 'false');
  await expect(heart(b.page, first!)).toHaveAttribute('aria-pressed', 'true');

  const reopened = streamOpened(b.page);
  await b.context.setOffline(false);
  await reopened;
  await expect(heart(b.page, second!)).toHaveAttribute('aria-pressed', 'true', { timeout: 2_000 });
  await expect(heart(b.page, first!)).toHaveAttribute('aria-pressed', 'false', { timeout: 2_000 });
});

test('the same game changed on A, then B, then A again ends on the last change on both, within a second each', async ({ browser }) => {
  const provider = href('provider', { vassalage: 'FC' });
  const a = await device(browser, provider);
  const b = await device(browser, provider);
  const [game] = await freeGames(a.page, 1);

  await heart(a.page, game!).click();
  await expect(heart(b.page, game!)).toHaveAttribute('aria-pressed', 'true', { timeout: 1_000 });
  // A sent its add a moment ago: B's remove, newer, must still stand on A.
  await heart(b.page, game!).click();
  await expect(heart(b.page, game!)).toHaveAttribute('aria-pressed', 'false');
  await expect(heart(a.page, game!)).toHaveAttribute('aria-pressed', 'false', { timeout: 1_000 });
  await heart(a.page, game!).click();
  await expect(heart(b.page, game!)).toHaveAttribute('aria-pressed', 'true', { timeout: 1_000 });
  await expect(heart(a.page, game!)).toHaveAttribute('aria-pressed', 'true');
  expect((await apiFor(server.url, a.token).call(ENDPOINTS.favouriteIds)).list).toContain(game);
});

test('a message read on A shows read on B within a second; read while B is offline, once B is back', async ({ browser }) => {
  const mail = href('webEmail');
  const a = await device(browser, mail);
  const b = await device(browser, mail);
  const api = apiFor(server.url, a.token);
  const total = async () => {
    const counts = await api.call(ENDPOINTS.memberUnread);
    return counts.inbox + counts.announcements + counts.chat;
  };
  const badge = b.page.getByTestId('mail-badge');
  const dot = (id: number) => b.page.locator(`[data-testid="inbox-row"][data-id="${id}"] [role="img"]`);
  const { list } = await api.call(ENDPOINTS.inbox, { query: { pageNo: 1, pageSize: 20 } });
  const [first, second] = list.filter((message) => !message.read);
  expect(second, 'two unread messages').toBeDefined();
  const before = await total();
  expect(before).toBeLessThan(99);
  await expect(badge).toHaveText(String(before));
  await expect(dot(first!.id)).toBeVisible();

  await a.page.goto(`${server.url}${href('message', { id: first!.id })}`);
  await expect(a.page.getByRole('heading', { level: 1, name: first!.title })).toBeVisible();
  await expect(badge).toHaveText(String(before - 1), { timeout: 1_000 });
  await expect(dot(first!.id)).toHaveCount(0, { timeout: 1_000 });

  await b.context.setOffline(true);
  await a.page.goto(`${server.url}${href('message', { id: second!.id })}`);
  await expect(a.page.getByRole('heading', { level: 1, name: second!.title })).toBeVisible();
  await expect.poll(total).toBe(before - 2);
  // Offline, B keeps what it last knew.
  await expect(badge).toHaveText(String(before - 1));
  await expect(dot(second!.id)).toBeVisible();

  const reopened = streamOpened(b.page);
  await b.context.setOffline(false);
  await reopened;
  await expect(badge).toHaveText(String(before - 2), { timeout: 2_000 });
  await expect(dot(second!.id)).toHaveCount(0, { timeout: 2_000 });
});
