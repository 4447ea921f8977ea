/**
 * Playable demo games: from a home tile to the game and back. The game bets against the
 * member's real wallet on the server; back in the lobby the header shows the new balance and the
 * game is among the member's recent games.
 */
import { ENDPOINTS } from '../src/api/endpoints';
import { expect, test } from './fixtures';
import type { RecentPage } from '../src/api/member-wire';
import { balanceOf, valueOf } from './api';
import { atPath, playTile, shownAmount, TEST_DEFAULTS, tiles, useEnglish } from './helpers';
import { ownServerForFile } from './own-server';
import { signInAs } from './session';
import { href } from '../src/routes';

// Bets move the demo member's money and recent list: a server of our own keeps that away from
// the specs running in parallel on the shared one.
const server = ownServerForFile();

/** The header's format (src/ui/balance.ts): grouped thousands, two decimals. */
/** The game's own page writes its balance plainly (it is the vendor's page, not the app's). */
const formatted = (value: number) => value.toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

test('launch a demo game from a home tile, bet, go back: new balance in the header, the game in recent', async ({
  page,
  context,
  request,
}) => {
  // English and the login popups hidden, as for a returning player: they would cover the tiles.
  const login = await signInAs(context, server.url, 'demo', TEST_DEFAULTS);
  const before = await balanceOf(request, server.url, login.token);

  await page.goto(`${server.url}${href('home')}`);
  await expect(page.getByTestId('balance')).toHaveText(shownAmount(before));
  const tile = tiles(page).first();
  const nodeId = Number(await tile.getAttribute('data-node-id'));
  await playTile(tile);

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
    after = await balanceOf(request, server.url, login.token);
  }
  expect(after).not.toBe(before);
  await expect(page.locator('#balance')).toHaveText(formatted(after));

  await page.getByRole('link', { name: 'Back to lobby' }).click();
  await expect(page).toHaveURL(atPath(href('home')));
  await expect(page.getByTestId('balance')).toHaveText(shownAmount(after));
  expect(await page.evaluate(() => sessionStorage.getItem('lobby.launched'))).toBeNull();

  const recent = await request.get(`${server.url}${ENDPOINTS.recent.path}?page=1&pageSize=36`, { headers: { Authorization: login.token } });
  const list = (await valueOf<RecentPage>(recent)).list;
  expect(list[0]?.nodeId).toBe(nodeId);
});

test('a guest tapping a game is sent to log in', async ({ page, context }) => {
  await useEnglish(context);
  await page.goto(`${server.url}${href('home')}`);
  await playTile(tiles(page).first());
  await expect(page).toHaveURL(atPath(href('login')));
});
