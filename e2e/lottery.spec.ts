/**
 * The lottery end to end: from an e-lottery tile to the game's draw, three picks on the slip (one
 * through numero), the order placed and found in "My orders"; one suborder cancelled (its stake
 * back in the header); the draw drawn and settled by the dev helper, with big and small both on
 * the slip so one of them wins whatever comes out; the payout in the header and the bet records
 * (the cancelled suborder there as cancelled).
 * Offline: the order and the results open from their copies marked stale, placing says it needs a
 * connection and the slip survives a reload. Every screen in English and Bangla as a screenshot.
 */
import { audit, blockingOf } from './axe';
import { expect, test, type APIRequestContext, type BrowserContext, SERVICE_WORKER } from './fixtures';
import { ENDPOINTS } from '../src/api/endpoints';
import type { LotteryGameSummary, LotteryList, LotteryMenu, LotteryOrderPage, LotteryOrderResult } from '../src/api/lottery-wire';
import { apiFor, balanceOf, valueOf } from './api';
import { atPath, playTile, shot, shownAmount, storeLanguage, TEST_DEFAULTS, tiles, useEnglish, waitForServiceWorker } from './helpers';
import { ownServerForFile } from './own-server';
import { signInAs } from './session';
import { href } from '../src/routes';

// Orders move the demo member's money: a server of our own keeps that away from the other specs.
const server = ownServerForFile();


/** The fast e-lottery game with the longest interval: the most time to place and cancel before it closes. */
async function fastGame(request: APIRequestContext): Promise<LotteryGameSummary> {
  const { list: all } = await apiFor(server.url, null, request).call(ENDPOINTS.lotteryList, { query: { category: 'ELOTT' } });
  const list = all.filter((game) => game.cadence === 'fast');
  expect(list.length).toBeGreaterThan(0);
  return list.reduce((best, game) => (game.intervalSeconds > best.intervalSeconds ? game : best));
}

/** A fresh draw with most of its time left: the current one is drawn now when it closes within the minute. */
async function roomyDraw(request: APIRequestContext, gameCode: string): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const { current } = (await apiFor(server.url, null, request).call(ENDPOINTS.lotteryMenu, { query: { gameCode } })).game;
    if (current && Date.parse(current.closesAt) - Date.now() > 60_000) return;
    await request.post(`${server.url}${ENDPOINTS.devLotteryDraw.path}`, { data: { gameCode } });
  }
}

async function orderDetail(request: APIRequestContext, token: string, orderNo: string) {
  return (await apiFor(server.url, token, request).call(ENDPOINTS.lotteryOrderDetail, { query: { orderNo } })).order;
}

/** The demo member signed in, and the fast game with a draw open long enough to play in. */
async function demoOnFastGame(context: BrowserContext, request: APIRequestContext) {
  const login = await signInAs(context, server.url, 'demo', TEST_DEFAULTS);
  const game = await fastGame(request);
  await roomyDraw(request, game.gameCode);
  return { login, game };
}

test('order from a tile, cancel one suborder, draw and settle: the payout in the header and the records', async ({ page, context, request }) => {
  test.setTimeout(180_000);
  const { login, game } = await demoOnFastGame(context, request);
  const before = await balanceOf(request, server.url, login.token);

  await page.goto(`${server.url}${href('eLottery')}`);
  await expect(page.getByTestId('balance')).toHaveText(shownAmount(before));
  // The e-lottery page lists its vendors; the vendor's page has the game tiles.
  await page.getByText('TCG Lotto VN').click();
  const tile = tiles(page).filter({ hasText: game.name }).first();
  await playTile(tile);
  await expect(page).toHaveURL(atPath(href('lotteryGame', { game: game.gameCode })));
  await expect(page.getByTestId('lottery-game-name')).toHaveText(game.name);
  await expect(page.getByTestId('lottery-countdown')).toBeVisible();

  // Big and small: one of the two wins whatever is drawn.
  await page.getByRole('tab', { name: /Big\/Small/ }).click();
  await page.getByRole('button', { name: 'Big', exact: true }).click();
  await page.getByRole('button', { name: 'Small', exact: true }).click();
  // The last two digits through numero.
  await page.getByRole('tab', { name: /Last 2/ }).click();
  await page.getByTestId('lottery-numero-link').click();
  await expect(page).toHaveURL(/\/m\/numero\?game=.*&type=last2$/);
  await page.getByRole('button', { name: /^42\W/ }).click();
  await page.getByTestId('lottery-numero-add').click();
  await expect(page).toHaveURL(atPath(href('lotteryGame', { game: game.gameCode, type: 'last2' })));
  const lines = page.getByTestId('lottery-slip-line');
  await expect(lines).toHaveCount(3);
  await expect(page.getByTestId('lottery-total')).toHaveText(shownAmount(30));
  // The stepper: 10 → 20 → back to 10.
  await page.getByRole('button', { name: 'Raise the stake of Last 2 42' }).click();
  await expect(page.getByTestId('lottery-total')).toHaveText(shownAmount(40));
  await page.getByRole('button', { name: 'Lower the stake of Last 2 42' }).click();
  await expect(page.getByTestId('lottery-total')).toHaveText(shownAmount(30));

  await page.getByTestId('lottery-place').click();
  const placed = page.getByTestId('lottery-place-note');
  await expect(placed).toContainText('placed');
  await expect(lines).toHaveCount(0);
  await expect(page.getByTestId('balance')).toHaveText(shownAmount(before - 30));
  const orderNo = /Order (L[0-9A-Z]+) placed/.exec((await placed.textContent()) ?? '')?.[1] ?? '';
  expect(orderNo).toMatch(/^L/);

  // My orders lists it; its detail has the three suborders.
  await page.getByRole('link', { name: 'My orders' }).click();
  await expect(page).toHaveURL(atPath(href('lotteryOrders')));
  const row = page.locator(`[data-order="${orderNo}"]`);
  await expect(row).toContainText(game.name);
  await expect(row).toContainText(`Stake ${shownAmount(30)}`);
  await row.click();
  await expect(page).toHaveURL(atPath(href('lotteryOrder', { no: orderNo })));
  const suborders = page.getByTestId('lottery-suborder');
  await expect(suborders).toHaveCount(3);

  // Cancel the numero pick: confirm, its stake back in the header.
  const numeroLine = suborders.filter({ hasText: 'Last 2' });
  await numeroLine.getByTestId('lottery-cancel').click();
  await page.getByTestId('lottery-cancel-confirm').click();
  await expect(numeroLine).toHaveAttribute('data-status', 'cancelled');
  await expect(numeroLine.getByTestId('lottery-cancel')).toHaveCount(0);
  await expect(page.getByTestId('balance')).toHaveText(shownAmount(before - 20));
  expect(await balanceOf(request, server.url, login.token)).toBeCloseTo(before - 20, 2);

  // The draw, drawn and settled now.
  const drawn = await request.post(`${server.url}${ENDPOINTS.devLotteryDraw.path}`, { data: { gameCode: game.gameCode } });
  expect(drawn.ok()).toBe(true);
  const settled = await orderDetail(request, login.token, orderNo);
  expect(settled.status).toBe('settled');
  const winners = settled.suborders.filter((suborder) => suborder.status === 'won');
  expect(winners).toHaveLength(1);
  const payout = winners[0]!.payout;
  expect(payout).toBeCloseTo(10 * winners[0]!.odds, 2);
  await page.reload();
  await expect(page.getByTestId('lottery-order').getByTestId('lottery-status').first()).toHaveAttribute('data-status', 'settled');
  await expect(page.locator(`[data-suborder="${winners[0]!.id}"]`)).toHaveAttribute('data-status', 'won');
  await expect(page.getByTestId('lottery-order-payout')).toHaveText(shownAmount(payout));
  await expect(page.getByTestId('lottery-balls').first()).toBeVisible();
  const after = before - 20 + payout;
  expect(await balanceOf(request, server.url, login.token)).toBeCloseTo(after, 2);
  await expect(page.getByTestId('balance')).toHaveText(shownAmount(after));

  // The bet records: the winning suborder's round with its payout; the cancelled one marked so.
  await page.goto(`${server.url}${href('gameRecord')}`);
  const record = page.locator(`[data-round="lottery:${winners[0]!.id}"]`);
  await expect(record).toContainText(game.name);
  await expect(record).toContainText(shownAmount(payout));
  const cancelledId = settled.suborders.find((suborder) => suborder.status === 'cancelled')!.id;
  const cancelledRecord = page.locator(`[data-round="lottery:${cancelledId}"]`);
  await expect(cancelledRecord).toHaveAttribute('data-status', 'void');
  await expect(cancelledRecord).toContainText('Cancelled');
});

test('offline: the order and the results open from their copies marked stale; placing needs a connection, the slip stays', { tag: SERVICE_WORKER }, async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const { login, game } = await demoOnFastGame(context, request);
  // An order to look at: placed through the API with its own key.
  const menu = await request.get(`${server.url}${ENDPOINTS.lotteryMenu.path}?gameCode=${game.gameCode}`);
  const drawNo = (await valueOf<LotteryMenu>(menu)).game.current!.drawNo;
  const placed = await request.post(`${server.url}${ENDPOINTS.lotteryPlaceOrder.path}`, {
    headers: { Authorization: login.token, 'Idempotency-Key': crypto.randomUUID() },
    data: { gameCode: game.gameCode, drawNo, suborders: [{ betType: 'odd_even', pick: 'odd', stake: 5 }] },
  });
  expect(placed.ok()).toBe(true);
  const orderNo = (await valueOf<LotteryOrderResult>(placed)).order.orderNo;

  // Online first: the service worker keeps what was seen.
  await page.goto(`${server.url}${href('lotteryGame', { game: game.gameCode })}`);
  await waitForServiceWorker(page);
  await page.reload();
  await expect(page.getByTestId('lottery-asof')).toHaveAttribute('data-stale', 'false');
  await page.goto(`${server.url}${href('lotteryOrder', { no: orderNo })}`);
  await expect(page.getByTestId('lottery-order-no')).toHaveText(orderNo);
  await page.goto(`${server.url}${href('lotteryResults', { game: game.gameCode })}`);
  await expect(page.getByTestId('lottery-draw').first()).toBeVisible();

  await context.setOffline(true);
  await page.goto(`${server.url}${href('lotteryOrder', { no: orderNo })}`);
  await expect(page.getByTestId('lottery-order-no')).toHaveText(orderNo);
  await expect(page.getByTestId('lottery-asof')).toHaveAttribute('data-stale', 'true');
  await expect(page.getByTestId('lottery-asof')).toContainText('Old copy');
  // Cancelling needs a connection too.
  await page.getByTestId('lottery-cancel').first().click();
  await expect(page.getByTestId('lottery-cancel-note')).toContainText('needs a connection');
  await shot(page, 'offline-order-en');

  await page.goto(`${server.url}${href('lotteryResults', { game: game.gameCode })}`);
  await expect(page.getByTestId('lottery-draw').first()).toBeVisible();
  await expect(page.getByTestId('lottery-asof').last()).toHaveAttribute('data-stale', 'true');

  await page.goto(`${server.url}${href('lotteryGame', { game: game.gameCode, type: 'big_small' })}`);
  await expect(page.getByTestId('lottery-asof')).toHaveAttribute('data-stale', 'true');
  await page.getByRole('button', { name: 'Big', exact: true }).click();
  await page.getByTestId('lottery-place').click();
  await expect(page.getByTestId('lottery-place-note')).toContainText('needs a connection');
  await expect(page.getByTestId('lottery-slip-line')).toHaveCount(1);
  await shot(page, 'offline-slip-en');
  await page.reload();
  await expect(page.getByTestId('lottery-slip-line')).toHaveCount(1);
  await expect(page.getByTestId('lottery-slip-line')).toHaveAttribute('data-line', 'big_small:big');
  await context.setOffline(false);
});

/** An order of one odd/even suborder on the game's current draw, placed through the API with its own key. */
async function placeOne(request: APIRequestContext, token: string, gameCode: string) {
  const menu = await request.get(`${server.url}${ENDPOINTS.lotteryMenu.path}?gameCode=${gameCode}`);
  const drawNo = (await valueOf<LotteryMenu>(menu)).game.current!.drawNo;
  const placed = await request.post(`${server.url}${ENDPOINTS.lotteryPlaceOrder.path}`, {
    headers: { Authorization: token, 'Idempotency-Key': crypto.randomUUID() },
    data: { gameCode, drawNo, suborders: [{ betType: 'odd_even', pick: 'odd', stake: 5 }] },
  });
  expect(placed.ok()).toBe(true);
  return (await valueOf<LotteryOrderResult>(placed)).order;
}

test('an open order left on screen: Cancel gives way to "draw closed" the moment its draw closes', async ({ page, context, request }) => {
  test.setTimeout(120_000);
  const { login, game } = await demoOnFastGame(context, request);
  const order = await placeOne(request, login.token, game.gameCode);
  // The page's clock, under the test's hand: the draw's close comes without waiting for it.
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.goto(`${server.url}${href('lotteryOrder', { no: order.orderNo })}`);
  const suborder = page.getByTestId('lottery-suborder');
  await expect(suborder.getByTestId('lottery-cancel')).toBeVisible();
  await expect(suborder.getByTestId('lottery-cancel-closed')).toHaveCount(0);

  await page.clock.fastForward(Date.parse(order.closesAt) - start + 1_000);
  await expect(suborder.getByTestId('lottery-cancel')).toHaveCount(0);
  await expect(suborder.getByTestId('lottery-cancel-closed')).toHaveText('Draw closed: this bet can no longer be cancelled');
  await expect(suborder).toHaveAttribute('data-status', 'open');
  await shot(page, 'order-draw-closed-en');
});

test('numero: with nothing picked the add button is disabled and says to pick; one pick makes it "Add 1 to slip"', async ({ page, context, request }) => {
  await signInAs(context, server.url, 'demo', TEST_DEFAULTS);
  const game = await fastGame(request);
  await page.goto(`${server.url}${href('numero', { game: game.gameCode, type: 'last2' })}`);
  const add = page.getByTestId('lottery-numero-add');
  await expect(add).toBeDisabled();
  await expect(add).toHaveText('Pick numbers to add');
  await page.getByRole('button', { name: /^07\W/ }).click();
  await expect(add).toBeEnabled();
  await expect(add).toHaveText('Add 1 to slip');
});

test('a visitor opening orders goes to log in; a visitor placing is sent there too', async ({ page, context }) => {
  await useEnglish(context);
  await page.goto(`${server.url}${href('lotteryOrders')}`);
  await expect(page).toHaveURL(atPath(href('login')));
  const game = await fastGame(context.request);
  await page.goto(`${server.url}${href('lotteryGame', { game: game.gameCode, type: 'odd_even' })}`);
  await page.getByRole('button', { name: 'Odd', exact: true }).click();
  await page.getByTestId('lottery-place').click();
  await expect(page).toHaveURL(atPath(href('login')));
});

for (const language of ['en', 'bn'] as const) {
  test(`every lottery screen in ${language}`, async ({ page, context, request }) => {
    test.setTimeout(120_000);
    const login = await signInAs(context, server.url, 'demo', { ...TEST_DEFAULTS, language });
    const list = (await valueOf<LotteryList>(await request.get(`${server.url}${ENDPOINTS.lotteryList.path}`))).list;
    const fast = await fastGame(request);
    const daily = list.find((game) => game.cadence === 'daily');
    const orders = await request.get(`${server.url}${ENDPOINTS.lotteryOrders.path}`, { headers: { Authorization: login.token } });
    const firstOrder = (await valueOf<LotteryOrderPage>(orders)).list[0];

    await page.goto(`${server.url}${href('lotteryGame')}`);
    await expect(page.getByTestId('lottery-game-link').first()).toBeVisible();
    await shot(page, `lottery-list-${language}`);
    await page.goto(`${server.url}${href('lotteryGame', { game: fast.gameCode })}`);
    await expect(page.getByTestId('lottery-countdown')).toBeVisible();
    await page.getByTestId('lottery-grid').locator('button').nth(3).click();
    await shot(page, `lottery-game-${language}`);
    await page.goto(`${server.url}${href('lotteryGame', { game: fast.gameCode, type: 'last3' })}`);
    await expect(page.getByTestId('lottery-numero-link')).toBeVisible();
    await shot(page, `lottery-game-last3-${language}`);
    await page.goto(`${server.url}${href('numero', { game: fast.gameCode, type: 'last2' })}`);
    await expect(page.getByTestId('lottery-numero-grid')).toBeVisible();
    await shot(page, `numero-last2-${language}`);
    await page.goto(`${server.url}${href('numero', { game: fast.gameCode, type: 'last3' })}`);
    await expect(page.getByTestId('lottery-numero-grid')).toBeVisible();
    await shot(page, `numero-last3-${language}`);
    await page.goto(`${server.url}${href('lotteryOrders')}`);
    await expect(page.getByTestId('lottery-orders').getByTestId('lottery-asof')).toBeVisible();
    await shot(page, `orders-${language}`);
    if (firstOrder) {
      await page.goto(`${server.url}${href('lotteryOrder', { no: firstOrder.orderNo })}`);
      await expect(page.getByTestId('lottery-order-no')).toBeVisible();
      await shot(page, `order-${language}`);
    }
    await page.goto(`${server.url}${href('lotteryResults', { game: fast.gameCode })}`);
    await expect(page.getByTestId('lottery-draw').first()).toBeVisible();
    await shot(page, `results-fast-${language}`);
    if (daily) {
      await page.goto(`${server.url}${href('lotteryResults', { game: daily.gameCode })}`);
      await expect(page.getByTestId('lottery-vn')).toBeVisible();
      await shot(page, `results-daily-${language}`);
    }
  });
}

/** The lottery screens with a game (the route walk of a11y.spec.ts opens them without one), axe-audited. */
test('the lottery screens with a game have no serious or critical accessibility finding, in EN and BN', async ({ page, context, request }) => {
  test.setTimeout(180_000);
  const login = await signInAs(context, server.url, 'demo', TEST_DEFAULTS);
  const fast = await fastGame(request);
  const list = (await valueOf<LotteryList>(await request.get(`${server.url}${ENDPOINTS.lotteryList.path}`))).list;
  const daily = list.find((game) => game.cadence === 'daily')!;
  const orders = await request.get(`${server.url}${ENDPOINTS.lotteryOrders.path}`, { headers: { Authorization: login.token } });
  const firstOrder = (await valueOf<LotteryOrderPage>(orders)).list[0]!;
  const screens = [
    href('lotteryGame'),
    href('lotteryResults'),
    href('lotteryGame', { game: fast.gameCode }),
    href('lotteryGame', { game: fast.gameCode, type: 'big_small' }),
    href('lotteryGame', { game: fast.gameCode, type: 'last3' }),
    href('numero', { game: fast.gameCode, type: 'last2' }),
    href('numero', { game: fast.gameCode, type: 'last3' }),
    href('lotteryOrders', { status: 'settled' }),
    href('lotteryOrder', { no: firstOrder.orderNo }),
    href('lotteryResults', { game: fast.gameCode }),
    href('lotteryResults', { game: daily.gameCode }),
  ];
  const blocking: string[] = [];
  for (const language of ['en', 'bn']) {
    await page.goto(`${server.url}${href('home')}`);
    await storeLanguage(page, language);
    await page.reload();
    for (const screen of screens) {
      // Opened as the app's own links open them: the app boots once per language.
      await page.evaluate(async (to) => {
        history.pushState(null, '', to);
        // Two frames: the router has rendered the new screen before anything is looked at.
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      }, screen);
      await expect(page.locator('.lottery [aria-busy="true"]')).toHaveCount(0);
      await expect(page.locator('.lottery').first()).not.toBeEmpty();
      blocking.push(...blockingOf(await audit(page), `${language} ${screen}: `));
      expect(await page.locator('main, [role="main"]').count()).toBe(1);
    }
  }
  expect(blocking).toEqual([]);
});
