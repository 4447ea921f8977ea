/**
 * Fishing (SPEC §1 fish): from the fishing page to a fishing game, several shots at fish, the
 * balance moving by exactly the stakes and catches shown, and the shots in the bet records.
 * Shots move the demo member's money: a server of our own keeps that from the parallel specs.
 */
import { expect, test, type APIRequestContext } from './fixtures';
import { href } from '../src/routes';
import { balanceOf } from './api';
import { atPath, playTile, shownAmount, TEST_DEFAULTS, tiles } from './helpers';
import { ownServerForFile } from './own-server';
import { signInAs } from './session';

const server = ownServerForFile();

/** The game page's money (play.js): grouped thousands, two decimals. */
/** The game's own page writes its balance plainly (it is the vendor's page, not the app's). */
const formatted = (cents: number) => (cents / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
const centsOf = (text: string) => Math.round(Number(text.replace(/,/g, '')) * 100);

const walletCents = async (request: APIRequestContext, token: string) => Math.round((await balanceOf(request, server.url, token)) * 100);

test('shoot fish in a fishing game: the balance moves by the stakes and catches shown, the shots are in the bet records', async ({ page, context, request }) => {
  const login = await signInAs(context, server.url, 'demo', TEST_DEFAULTS);
  const before = await walletCents(request, login.token);

  await page.goto(`${server.url}${href('fishingGames')}`);
  await playTile(tiles(page).first());
  await expect(page).toHaveURL(/\/play\/[^?]+$/);
  await expect(page.locator('html')).toHaveAttribute('data-kind', 'fishing');
  await expect(page.locator('#balance')).toHaveText(formatted(before));

  // The chips: 5 is the default stake.
  const stake = 500;
  await expect(page.getByRole('radio', { name: '5', exact: true })).toBeChecked();
  const targets = ['Clownfish 2x', 'Puffer 3x', 'Turtle 5x', 'Clownfish 2x', 'Shark 20x', 'Lionfish 10x'];
  let expected = before;
  for (const name of targets) {
    const fish = page.getByRole('button', { name, exact: true });
    await expect(fish).toBeEnabled();
    // A swimming fish never holds still for a pointer; the keyboard shoots it like a tap.
    await fish.focus();
    await page.keyboard.press('Enter');
    await expect(fish).toBeEnabled();
    const result = (await page.locator('#result').textContent()) ?? '';
    const caught = /^Caught an? .+! \+([\d,.]+)$/.exec(result);
    expect(caught !== null || /^Missed the .+\.$/.test(result), result).toBe(true);
    expected += -stake + (caught ? centsOf(caught[1]!) : 0);
    await expect(page.locator('#balance')).toHaveText(formatted(expected));
  }
  expect(await walletCents(request, login.token)).toBe(expected);

  await page.getByRole('link', { name: 'Back to lobby' }).click();
  await expect(page).toHaveURL(atPath(href('fishingGames')));

  // Today only: the demo seed's own fishing rounds end yesterday.
  const today = new Date().toISOString().slice(0, 10);
  await page.goto(`${server.url}${href('gameRecord', { gameType: 'FISH', from: today, to: today })}`);
  const rows = page.getByTestId('records-list').locator('li');
  await expect(rows).toHaveCount(targets.length);
  for (const line of await rows.locator('.records-row__outcome').allTextContents()) expect(line).toMatch(/^(Clownfish|Puffer|Turtle|Lionfish|Shark) \d+x — (caught|missed)$/);
  await expect(page.getByTestId('records-total-stake')).toHaveText(shownAmount((stake * targets.length) / 100));
  await expect(page.getByTestId('records-total-net')).toContainText(shownAmount(Math.abs(expected - before) / 100));
});
