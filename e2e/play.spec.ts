/**
 * Playable demo games: from a home tile to the game and back. The game bets against the
 * member's real wallet on the server; back in the lobby the header shows the new balance and the
 * game is among the member's recent games.
 */
import { ENDPOINTS } from '../src/api/endpoints';
import { expect, test, type APIRequestContext, type BrowserContext } from '@playwright/test';
import type { LoginValue } from '../src/api/wire';
import { atPath, shownAmount, tiles } from './helpers';
import { startOwnServer, type OwnServer } from './own-server';
import { href } from '../src/routes';

// Bets move the demo member's money and recent list: a server of our own keeps that away from
// the specs running in parallel on the shared one.
let server: OwnServer;
test.beforeAll(async () => {
  server = await startOwnServer();
});
test.afterAll(async () => {
  await server?.stop();
});

/** src/features/home/home-rules.ts POPUPS_HIDDEN_KEY (not imported: that module reads Vite's env). */
const POPUPS_HIDDEN_KEY = 'lobby.popups.hiddenOn';
const today = (now = new Date()) =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

/** The header's format (src/app/shell/balance.ts): grouped thousands, two decimals. */
/** The game's own page writes its balance plainly (it is the vendor's page, not the app's). */
const formatted = (value: number) => value.toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * English, the session (if any) in sessionStorage before the app loads, and the login popups
 * ("hide for today") already hidden, as for a returning player: they would cover the tiles.
 */
async function prepare(context: BrowserContext, info: Record<string, unknown> | null) {
  await context.addInitScript(
    ({ stored, hidden }) => {
      if (stored) sessionStorage.setItem('MC_SESSION_INFO', JSON.stringify(stored));
      localStorage.setItem('lobby.language', 'en');
      localStorage.setItem(hidden.key, hidden.on);
    },
    { stored: info, hidden: { key: POPUPS_HIDDEN_KEY, on: today() } },
  );
}

async function signIn(request: APIRequestContext): Promise<LoginValue> {
  const res = await request.post(`${server.url}${ENDPOINTS.devSession.path}`, { data: { account: 'demo' } });
  return ((await res.json()) as { value: LoginValue }).value;
}

async function walletOf(request: APIRequestContext, token: string): Promise<number> {
  const res = await request.get(`${server.url}${ENDPOINTS.memberWallet.path}`, { headers: { Authorization: token } });
  return ((await res.json()) as { value: { sumBalance: number } }).value.sumBalance;
}

test('launch a demo game from a home tile, bet, go back: new balance in the header, the game in recent', async ({
  page,
  context,
  request,
}) => {
  const login = await signIn(request);
  const info = { token: login.token, merchantCode: 'DEMO', userName: login.userName, type: login.type, firstTimeLogin: login.firstTimeLogin };
  await prepare(context, info);
  const before = await walletOf(request, login.token);

  await page.goto(`${server.url}${href('home')}`);
  await expect(page.getByTestId('balance')).toHaveText(shownAmount(before));
  const tile = tiles(page).first();
  const nodeId = Number(await tile.getAttribute('data-node-id'));
  await tile.locator('.game-tile__play').click();

  // The demo game: launched with a one-time token that leaves the address bar once used.
  await expect(page).toHaveURL(/\/play\/[^?]+$/);
  const play = page.locator('#play');
  await expect(play).toBeEnabled();
  await expect(page.locator('#balance')).toHaveText(formatted(before));
  // A round can push (a baccarat tie returns the stake): play until the balance has moved.
  let after = before;
  for (let round = 0; round < 6 && after === before; round++) {
    await play.click();
    await expect(play).toBeEnabled();
    await expect(page.locator('#result')).not.toHaveText(/Good luck/);
    after = await walletOf(request, login.token);
  }
  expect(after).not.toBe(before);
  await expect(page.locator('#balance')).toHaveText(formatted(after));

  await page.getByRole('link', { name: 'Back to lobby' }).click();
  await expect(page).toHaveURL(atPath(href('home')));
  await expect(page.getByTestId('balance')).toHaveText(shownAmount(after));
  expect(await page.evaluate(() => sessionStorage.getItem('lobby.launched'))).toBeNull();

  const recent = await request.get(`${server.url}${ENDPOINTS.recent.path}?page=1&pageSize=36`, { headers: { Authorization: login.token } });
  const list = ((await recent.json()) as { value: { list: { nodeId: number }[] } }).value.list;
  expect(list[0]?.nodeId).toBe(nodeId);
});

test('a guest tapping a game is sent to log in', async ({ page, context }) => {
  await prepare(context, null);
  await page.goto(`${server.url}${href('home')}`);
  await tiles(page).first().locator('.game-tile__play').click();
  await expect(page).toHaveURL(atPath(href('login')));
});
