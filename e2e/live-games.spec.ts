/**
 * The live channel for what everyone sees, with the network as it is and no reload: a lottery
 * result shows as soon as its draw is drawn, and in-play prices move as the server moves them —
 * each list read following an event heard on the channel, not a timer.
 */
import { expect, test } from './fixtures';
import { ENDPOINTS } from '../src/api/endpoints';
import { LOBBY_CHANNEL } from '../src/api/names';
import { apiFor, valueOf } from './api';
import { TEST_DEFAULTS } from './helpers';
import { streamOpened } from './live';
import { ownServerForFile } from './own-server';
import { signInAs } from './session';
import { href } from '../src/routes';

// Draws drawn on demand: a server of the file's own.
const server = ownServerForFile();

declare global {
  interface Window {
    /** When this page heard each `matches` event (set up by the test below). */
    matchesHeardAt?: number[];
  }
}

test('a lottery result appears when it is drawn', async ({ context, request }) => {
  await signInAs(context, server.url, 'demo', TEST_DEFAULTS);
  const { list } = await apiFor(server.url, null, request).call(ENDPOINTS.lotteryList, { query: { category: 'ELOTT' } });
  const game = list.find((entry) => entry.cadence === 'fast')!;
  const page = await context.newPage();
  const opened = streamOpened(page);
  await page.goto(`${server.url}${href('lotteryGame', { game: game.gameCode })}`);
  await opened;
  await expect(page.getByTestId('lottery-game-name')).toHaveText(game.name);

  for (let round = 0; round < 2; round++) {
    const drawn = await valueOf<{ drawNo: string; result: string }>(
      await request.post(`${server.url}${ENDPOINTS.devLotteryDraw.path}`, { data: { gameCode: game.gameCode } }),
    );
    await expect(page.getByText(`Last result, draw ${drawn.drawNo}`)).toBeVisible({ timeout: 2_000 });
    await expect(page.locator('.lottery-head__last').getByTestId('lottery-balls')).toHaveAttribute('aria-label', new RegExp(`${drawn.result}$`));
  }
});

test('in-play prices move without a reload, each read following an event', async ({ context }) => {
  test.setTimeout(120_000);
  await signInAs(context, server.url, 'demo', TEST_DEFAULTS);
  const page = await context.newPage();
  const reads: number[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === ENDPOINTS.sportsMatches.path && url.searchParams.get('status') === 'live') reads.push(Date.now());
  });
  const opened = streamOpened(page);
  await page.goto(`${server.url}${href('inPlay')}`);
  await opened;
  await page.evaluate((name) => {
    window.matchesHeardAt = [];
    new BroadcastChannel(name).onmessage = (message: MessageEvent<{ type?: string; event?: { kind?: string } }>) => {
      if (message.data.type === 'live' && message.data.event?.kind === 'matches') window.matchesHeardAt!.push(Date.now());
    };
  }, LOBBY_CHANNEL);

  // The match in play with the most of its time left: its prices move for minutes yet.
  const { list } = await apiFor(server.url).call(ENDPOINTS.sportsMatches, { query: { status: 'live' } });
  const youngest = list.filter((entry) => entry.open && entry.prices).sort((a, b) => (a.minute ?? 0) - (b.minute ?? 0))[0];
  expect(youngest, 'a match in play').toBeDefined();
  const odds = page.locator(`[data-testid=sports-match][data-match-id="${youngest!.id}"] .sports-price__odds`);
  await expect(odds.first()).toBeVisible({ timeout: 30_000 });
  // Two moves of this match's prices, as the sportsbook's clock makes them (about one a match minute).
  await expect.poll(() => page.evaluate(() => window.matchesHeardAt!.length), { timeout: 30_000 }).toBeGreaterThan(0);
  const since = Date.now();
  // The prices themselves, without the arrow a move shows for a moment.
  const prices = () => odds.evaluateAll((nodes) => nodes.map((node) => node.childNodes[0]?.textContent ?? ''));
  for (let move = 0; move < 2; move++) {
    const shown = await prices();
    await expect.poll(prices, { timeout: 30_000 }).not.toEqual(shown);
  }

  // No poll read the list meanwhile (one every 5 s): every read came within moments of an event,
  // but for the slow safety read (one a minute).
  const heard = await page.evaluate(() => window.matchesHeardAt!);
  const late = reads.filter((at) => at >= since).filter((at) => !heard.some((event) => at >= event && at - event < 1_500));
  expect(reads.filter((at) => at >= since).length, 'a read for each move').toBeGreaterThanOrEqual(2);
  expect(late.length).toBeLessThanOrEqual(Math.floor((Date.now() - since) / 60_000) + 1);
});
