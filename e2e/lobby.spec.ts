/**
 * The game lobby against the real server and the built app: every category page,
 * search, infinite scroll, and favourites online, offline and after reconnecting — the server
 * ends with exactly the final set.
 */
import { expect, test, type APIRequestContext, SERVICE_WORKER } from './fixtures';
import { ENDPOINTS } from '../src/api/endpoints';
import { valueOf } from './api';
import { atPath, tiles, useEnglish, waitForServiceWorker } from './helpers';
import { signInAs } from './session';
import { href } from '../src/routes';

test.beforeEach(async ({ context }) => useEnglish(context));

async function serverFavourites(request: APIRequestContext, token: string): Promise<number[]> {
  const response = await request.get(ENDPOINTS.favouriteIds.path, { headers: { Authorization: token, Merchant: 'DEMO' } });
  return (await valueOf<{ list: number[] }>(response)).list.slice().sort((a, b) => a - b);
}

const GAME_PAGES = [href('slotGames'), href('liveGames'), href('fishingGames'), href('pokerGames'), href('inHouseGames'), href('hotGames'), href('searchGames', { gameType: 'RNG' })];
const VENDOR_PAGES: [string, string][] = [
  [href('lottery'), 'TCG Lotto VN'],
  [href('eLottery'), 'TCG Lotto VN'],
  [href('sportGames'), 'SABA Sports'],
];

test('every category page shows its games or vendors', async ({ page }) => {
  for (const path of GAME_PAGES) {
    await page.goto(path);
    await expect(tiles(page).first(), path).toBeVisible();
  }
  for (const [path, vendor] of VENDOR_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('link', { name: new RegExp(vendor) }).first(), path).toBeVisible();
  }
  // In play is the sportsbook on its live tab.
  await page.goto(href('inPlay'));
  await expect(page.getByRole('tab', { name: 'Live' })).toHaveAttribute('aria-selected', 'true');
  await page.goto(href('gameCenter'));
  await expect(page.getByRole('navigation', { name: 'Game categories' }).last()).toBeVisible();
  await page.getByRole('button', { name: 'Fishing', exact: true }).last().click();
  await expect(tiles(page).first()).toBeVisible();
});

test('the served home shell blocks its first paint on no stylesheet: every one the build links is inline', async ({ request }) => {
  const built = await (await request.get('/index.html')).text();
  const served = await (await request.get(href('home'))).text();
  const linked = [...built.matchAll(/<link rel="stylesheet"[^>]*>/g)];
  expect(linked.length, 'the build links its stylesheets').toBeGreaterThan(0);
  expect(served).not.toMatch(/<link rel="stylesheet"/);
  expect(served.match(/<style>/g)?.length ?? 0).toBeGreaterThanOrEqual(linked.length);
});

test('home tiles, vendor logos and banners show their generated pictures', async ({ page }) => {
  await page.goto(href('home'));
  const art = tiles(page).first().locator('img');
  await expect(art).toHaveAttribute('src', /\.webp$/);
  // Decoded by the browser as a raster at the size drawn for 2× screens.
  await expect.poll(() => art.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(240);
  const response = await page.request.get((await art.getAttribute('src'))!);
  expect(response.headers()['content-type']).toBe('image/webp');
  const banner = page.locator('.banners__item img').first();
  await expect.poll(() => banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
});

test('a guest is sent to log in by favourites, recent and the heart', async ({ page }) => {
  await page.goto(href('provider', { vassalage: 'JILI' }));
  await page.getByRole('button', { name: 'Favourites', exact: true }).click();
  await expect(page).toHaveURL(atPath(href('login')));
  await page.goto(href('provider', { vassalage: 'JILI' }));
  await tiles(page).first().getByRole('button', { name: /to favourites/ }).click();
  await expect(page).toHaveURL(atPath(href('login')));
});

test('the name search filters the provider list', async ({ page }) => {
  await page.goto(href('provider', { vassalage: 'JILI' }));
  await expect(tiles(page).first()).toBeVisible();
  const first = (await tiles(page).first().locator('.game-tile__name').textContent())!.trim();
  const word = first.split(' ')[0]!;
  await page.getByRole('searchbox', { name: 'Search games' }).fill(word.toLowerCase());
  await page.keyboard.press('Enter');
  await expect(async () => {
    const names = await tiles(page).locator('.game-tile__name').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name.toLowerCase()).toContain(word.toLowerCase());
  }).toPass();
});

test('scrolling to the bottom loads page 2', async ({ page }) => {
  await page.goto(href('provider', { vassalage: 'JILI' }));
  await expect(tiles(page)).toHaveCount(36);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => tiles(page).count()).toBeGreaterThan(36);
});

test('favourites made offline reach the server exactly once after reconnecting', { tag: SERVICE_WORKER }, async ({ context, page }) => {
  const { token } = await signInAs(context, test.info().project.use.baseURL!);
  const before = await serverFavourites(page.request, token);
  await page.goto(href('provider', { vassalage: 'FC' }));
  await waitForServiceWorker(page);
  // Reload once under the service worker so every chunk and answer this page needs is cached.
  await page.reload();
  const free = tiles(page).filter({ has: page.getByRole('button', { name: /^Add .* to favourites$/ }) });
  await expect(free.nth(3)).toBeVisible();
  const ids = await free.evaluateAll((nodes) => nodes.slice(0, 3).map((node) => Number(node.getAttribute('data-node-id'))));
  const heart = (nodeId: number) => page.locator(`[data-node-id="${nodeId}"] .game-tile__heart`);

  await heart(ids[0]!).click();
  await expect(heart(ids[0]!)).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => serverFavourites(page.request, token)).toContain(ids[0]);

  await context.setOffline(true);
  await heart(ids[1]!).click();
  await heart(ids[2]!).click();
  await heart(ids[0]!).click();
  await expect(heart(ids[0]!)).toHaveAttribute('aria-pressed', 'false');
  await page.reload();
  await expect(heart(ids[1]!)).toHaveAttribute('aria-pressed', 'true');
  await expect(heart(ids[2]!)).toHaveAttribute('aria-pressed', 'true');
  await expect(heart(ids[0]!)).toHaveAttribute('aria-pressed', 'false');

  await context.setOffline(false);
  const expected = [...new Set([...before, ids[1]!, ids[2]!])].sort((a, b) => a - b);
  await expect.poll(() => serverFavourites(page.request, token), { timeout: 30_000 }).toEqual(expected);
});

test('a press shows on a tile after a moment; a long press shows the whole name instead of opening the game', async ({ page }) => {
  await page.goto(href('provider', { vassalage: 'JILI' }));
  const tile = tiles(page).first();
  const play = tile.locator('.game-tile__play');
  await expect(play).toBeVisible();
  const name = (await play.getAttribute('data-long-press'))!;
  const box = (await play.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 3);
  await page.mouse.down();
  await expect(play).toHaveAttribute('data-pressed', 'pressed');
  await expect(play).toHaveAttribute('data-pressed', 'long');
  await page.mouse.up();
  await expect(page.getByRole('status').filter({ hasText: name })).toBeVisible();
  await expect(play).not.toHaveAttribute('data-pressed');
  // The long press was not a tap: a guest's tap would have gone to log in.
  await page.waitForTimeout(500);
  expect(new URL(page.url()).pathname).toBe(href('provider'));
  // A plain tap still plays (a guest is sent to log in).
  await play.click();
  await expect(page).toHaveURL(atPath(href('login')));
});

test('on Android a focused field is brought to the middle of the screen once the keyboard is up', async ({ browser, baseURL }) => {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36',
  });
  await useEnglish(context);
  const page = await context.newPage();
  await page.goto(href('register'));
  const field = page.getByLabel('Nickname');
  await expect(field).toBeVisible();
  // Give the page its start-up moment: the touch behaviour installs after the first frame.
  await page.waitForFunction(() => performance.getEntriesByName('lobby:first-render').length > 0);
  await page.waitForTimeout(500);
  // Focus without the browser's own scrolling, as when the keyboard covers a field already on screen.
  await field.evaluate((el: HTMLElement) => el.focus({ preventScroll: true }));
  const centre = async () => {
    const box = (await field.boundingBox())!;
    return box.y + box.height / 2;
  };
  const before = await centre();
  await expect.poll(centre, { timeout: 3000 }).toBeLessThan(before - 100);
  expect(Math.abs((await centre()) - 844 / 2)).toBeLessThan(120);
  await context.close();
});
