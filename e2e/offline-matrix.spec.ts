/**
 * The offline matrix (DESIGN §3, §4): what a phone on bad data does to the app. Runs against a
 * server of its own, so the favourites and applied-op records it checks are its alone.
 */
import { expect, test, type Browser, type BrowserContext, type Page, SERVICE_WORKER } from './fixtures';
import { href } from '../src/routes';
import { ENDPOINTS } from '../src/api/endpoints';
import type { LoginValue } from '../src/api/member-wire';
import { apiFor } from './api';
import { useEnglish, waitForServiceWorker } from './helpers';
import { pageRendered, WALK_URLS } from './route-walk';
import { ownServerForFile } from './own-server';
import { enableAutomation, signInAs } from './session';

// Network flips and drains take real time, more so on a loaded 2-core CI machine. The walk over
// every route (in three parts, each route reloaded offline) and the two-tab flips take minutes
// beside the other specs on a 2-core runner: 10 minutes a test at most. The 1,000-flip soak is `npm run soak`.
// The cases are independent, so the long ones spread over both workers; each worker starts the
// server below once, and the cases it runs one after another share it.
test.describe.configure({ mode: 'parallel', timeout: 600_000 });

const server = ownServerForFile();

type Lobby = { worker: { favourites: { ids(): Promise<number[]>; set(g: unknown, on: boolean): Promise<string> }; outbox: { flush(): Promise<unknown>; pending(): Promise<number> }; session: { current(): Promise<{ userKey: string }> } } };

/** Home opened in English with the service worker in control: the page. */
async function homeUnderServiceWorker(context: BrowserContext): Promise<Page> {
  await useEnglish(context);
  const page = await context.newPage();
  await page.goto(server.url + href('home'));
  await waitForServiceWorker(page);
  return page;
}

async function openSignedIn(context: BrowserContext, path = href('home')): Promise<Page> {
  const page = await context.newPage();
  await page.goto(server.url + path);
  await waitForServiceWorker(page);
  await page.waitForFunction(() => (window as unknown as { lobby?: Lobby }).lobby !== undefined);
  await page.waitForFunction(async () => (await (window as unknown as { lobby: Lobby }).lobby.worker.session.current()).userKey !== '');
  return page;
}

/** A device of its own with the service worker allowed, `account` signed in on home: its context, login and page. */
async function deviceSignedIn(browser: Browser, account: string): Promise<{ context: BrowserContext; login: LoginValue; page: Page }> {
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  await useEnglish(context);
  await enableAutomation(context);
  const login = await signInAs(context, server.url, account);
  return { context, login, page: await openSignedIn(context) };
}

function toggle(page: Page, game: { nodeId: number; vassalage: string }, on: boolean) {
  return page.evaluate(({ game, on }) => (window as unknown as { lobby: Lobby }).lobby.worker.favourites.set(game, on), { game, on });
}

function localIds(page: Page): Promise<number[]> {
  return page.evaluate(async () => (await (window as unknown as { lobby: Lobby }).lobby.worker.favourites.ids()).sort((a, b) => a - b));
}

/** Flush until nothing waits (the network is on). */
async function drain(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const { outbox } = (window as unknown as { lobby: Lobby }).lobby.worker;
          await outbox.flush();
          return outbox.pending();
        }),
      { timeout: 30_000 },
    )
    .toBe(0);
}

/**
 * The path once it has stopped changing: a lazily loaded page may still redirect (a guest on
 * change-password or an agent page). Looked at once the page has rendered, and stable for three
 * looks in a row, so a chunk that loads slowly on a busy machine is not taken for a page that stays.
 */
async function settledPath(page: Page): Promise<string> {
  let path = new URL(page.url()).pathname;
  let stable = 0;
  for (let i = 0; i < 30 && stable < 3; i++) {
    await page.waitForTimeout(150);
    const now = new URL(page.url()).pathname;
    stable = now === path ? stable + 1 : 0;
    path = now;
  }
  return path;
}

async function serverIds(login: LoginValue): Promise<number[]> {
  return (await apiFor(server.url, login.token).call(ENDPOINTS.favouriteIds)).list.sort((a, b) => a - b);
}

const appliedOps = async (account: string) => (await apiFor(server.url).call(ENDPOINTS.devAppliedOps, { query: { account } })).list;

async function someGames(count: number, offset = 0) {
  const query = { merchant: 'DEMO', platform: 'html5', pageNo: 1, pageSize: 60, language: 'en' };
  const { games } = await apiFor(server.url).call(ENDPOINTS.gameList, { query });
  return games.slice(offset, offset + count).map(({ nodeId, vassalage }) => ({ nodeId, vassalage }));
}


/**
 * The walk over every route, in three parts so both workers share it: each part is seen online
 * (opened as the app's links open them, so the app boots once), then every one of its routes is
 * reloaded offline and must render from the device where it landed online.
 */
const PARTS = 3;
for (let part = 0; part < PARTS; part++) {
  const paths = WALK_URLS.filter((_, index) => index % PARTS === part);
  test(`every route seen online renders from the device after an offline reload (part ${part + 1} of ${PARTS})`, { tag: SERVICE_WORKER }, async ({ context }) => {
    await useEnglish(context);
    const page = await context.newPage();
    await page.goto(server.url + href('home'));
    await waitForServiceWorker(page);
    // Where each route lands online (a guest is sent from favourites to login, for one): offline it
    // must land in the same place, rendered from the device.
    const landed = new Map<string, string>();
    for (const path of paths) {
      await page.evaluate((to) => history.pushState(null, '', to), path);
      await pageRendered(page);
      landed.set(path, await settledPath(page));
    }
    await context.setOffline(true);
    for (const path of paths) {
      await page.goto(server.url + path);
      await expect(page.locator('header').first(), `${path} offline`).toBeVisible();
      await expect(page.getByTestId('offline-indicator'), `${path} offline`).toBeVisible();
      await expect.poll(() => new URL(page.url()).pathname, { message: path }).toBe(landed.get(path));
    }
  });
}

test('the offline switch reaches the service worker: an answer it never stored comes back as its offline envelope', { tag: SERVICE_WORKER }, async ({ context }) => {
  const page = await homeUnderServiceWorker(context);
  await context.setOffline(true);
  // A query never asked before: the SW has no copy and must try the network, which is cut.
  const answer = await page.evaluate(async (path) => {
    const res = await fetch(`${path}?merchant=DEMO&platform=html5&pageNo=7&pageSize=13&language=en`);
    return { status: res.status, offline: res.headers.get('X-Lobby-Offline'), body: await res.json() };
  }, ENDPOINTS.gameList.path);
  expect(answer).toEqual({ status: 503, offline: '1', body: expect.objectContaining({ success: false, errorCode: 'offline' }) });
});

test('a list never opened online shows a designed offline state, not an empty page or an error', { tag: SERVICE_WORKER }, async ({ context }) => {
  const page = await homeUnderServiceWorker(context);
  await context.setOffline(true);
  await page.goto(server.url + href('provider', { vassalage: 'WS168' }));
  await expect(page.getByTestId('offline-unseen')).toBeVisible();
  await expect(page.getByText('Not saved on this device yet')).toBeVisible();
  await context.setOffline(false);
  // Back online, the same screen fills from the server.
  await expect(page.getByTestId('game-tile').first()).toBeVisible({ timeout: 30_000 });
});

test('a list whose first asks fail on a connection that is not up yet is asked again until it fills', { tag: SERVICE_WORKER }, async ({ context }) => {
  const page = await homeUnderServiceWorker(context);
  let failed = 0;
  await context.route('**/wps/game/list?*vassalage=DS88*', async (route) => {
    if (failed < 2) {
      failed++;
      await route.abort('connectionreset');
      return;
    }
    await route.continue();
  });
  await page.goto(server.url + href('provider', { vassalage: 'DS88' }));
  await expect(page.getByTestId('game-tile').first()).toBeVisible({ timeout: 30_000 });
  expect(failed).toBe(2);
});

test('two tabs toggling favourites while the network flips 12 times end with the server holding the device’s set, each op applied once', { tag: SERVICE_WORKER }, async ({ context }) => {
  await useEnglish(context);
  await enableAutomation(context);
  const login = await signInAs(context, server.url, 'demo');
  const tabs = [await openSignedIn(context), await openSignedIn(context)];
  // Another case may have run on this worker's server first: count only what this one applies.
  const before = await appliedOps('demo');
  const games = await someGames(8);
  let queued = 0;
  let cancelled = 0;
  let offline = false;
  for (let flip = 0; flip < 12; flip++) {
    offline = !offline;
    await context.setOffline(offline);
    for (let k = Math.floor(Math.random() * 3); k > 0; k--) {
      const tab = tabs[Math.floor(Math.random() * tabs.length)]!;
      const game = games[Math.floor(Math.random() * games.length)]!;
      const on = !(await localIds(tab)).includes(game.nodeId);
      const result = await toggle(tab, game, on);
      if (result === 'queued') queued++;
      if (result === 'cancelled') cancelled++;
    }
    await tabs[0]!.waitForTimeout(Math.floor(Math.random() * 60));
  }
  await context.setOffline(false);
  await drain(tabs[0]!);
  await drain(tabs[1]!);

  const device = await localIds(tabs[0]!);
  expect(await localIds(tabs[1]!)).toEqual(device);
  expect(await serverIds(login)).toEqual(device);
  const applied = (await appliedOps('demo')).filter((op) => !before.some((b) => b.opId === op.opId));
  expect(applied).toHaveLength(queued - cancelled);
  expect(new Set(applied.map((op) => op.opId)).size).toBe(applied.length);
});

test('ops queued in a tab closed offline are sent when the app is opened again online', { tag: SERVICE_WORKER }, async ({ browser }) => {
  const { context, login, page } = await deviceSignedIn(browser, 'agent');
  const [a, b] = await someGames(2, 20);
  await context.setOffline(true);
  await toggle(page, a!, true);
  await toggle(page, b!, true);
  await expect(page.getByTestId('sync-pending')).toBeVisible();
  await page.close();

  await context.setOffline(false);
  const reopened = await openSignedIn(context);
  await expect.poll(() => serverIds(login), { timeout: 30_000 }).toEqual([a!.nodeId, b!.nodeId].sort((x, y) => x - y));
  await expect(reopened.getByTestId('sync-pending')).toHaveCount(0);
  await context.close();
});

test('a favourite whose answer is lost after the server applied it is retried and applied once', { tag: SERVICE_WORKER }, async ({ browser }) => {
  const { context, login, page } = await deviceSignedIn(browser, 'demo');
  const before = await appliedOps('demo');
  const [game] = await someGames(1, 40);
  let lost = 0;
  await context.route('**/wps/game/favourites', async (route) => {
    if (route.request().method() === 'POST' && lost === 0) {
      lost++;
      await route.fetch(); // the server applies it…
      await route.abort('connectionreset'); // …and the answer never arrives
      return;
    }
    await route.continue();
  });
  await toggle(page, game!, true);
  await expect.poll(() => serverIds(login), { timeout: 30_000 }).toContain(game!.nodeId);
  await drain(page);
  const added = (await appliedOps('demo')).filter((op) => !before.some((b) => b.opId === op.opId));
  expect(lost).toBe(1);
  expect(added).toHaveLength(1);
  expect(added[0]!.replays).toBe(1);
  await context.close();
});
