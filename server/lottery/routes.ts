/**
 * The lottery's calls (src/api/endpoints/lottery.ts) and its dev helper devLotteryDraw.
 */
import { Hono } from 'hono';
import { ENDPOINTS } from '../../src/api/endpoints';
import { ERROR_CODE } from '../../src/api/error-codes';
import { toCents } from '../../src/api/money';
import type { AppDeps } from '../deps';
import { failure } from '../lib/envelope';
import { cancelSuborder } from './cancel';
import { drawNow } from './dev-draw';
import { lotteryGame } from './games';
import { placeOrder, type LotteryOutcome } from './place';
import { lotteryList, lotteryMenu, lotteryNumero, lotteryOrderDetail, lotteryOrderPage, lotteryResults, lotteryVnResults } from './reads';
import { mount } from '../http/mount';
import { answerRefusal } from '../lib/refusal';
import type { Context } from 'hono';

export function lotteryRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono();
  const noGame = (c: Context, gameCode: string) => failure(c, 404, ERROR_CODE.gameNotFound, `No lottery game ${gameCode}`);
  const answer = (c: Context, outcome: LotteryOutcome, ok: (value: Extract<LotteryOutcome, { ok: true }>['value']) => Response) =>
    outcome.ok ? ok(outcome.value) : answerRefusal(c, outcome.refusal);

  // Shared reads, never from the catalogue cache: a draw's status moves by the second.
  mount(app, ENDPOINTS.lotteryList, deps, async (_c, { query, ok }) => ok(await lotteryList(db, query.category, new Date())));

  mount(app, ENDPOINTS.lotteryMenu, deps, async (c, { query, ok }) => {
    const game = await lotteryGame(db, query.gameCode);
    return game ? ok(await lotteryMenu(db, game, new Date())) : noGame(c, query.gameCode);
  });

  mount(app, ENDPOINTS.lotteryNumero, deps, async (c, { query, ok }) => {
    const game = await lotteryGame(db, query.gameCode);
    return game ? ok(await lotteryNumero(db, game, query.betType, new Date())) : noGame(c, query.gameCode);
  });

  mount(app, ENDPOINTS.lotteryResults, deps, async (c, { query, ok }) => {
    const game = await lotteryGame(db, query.gameCode);
    return game ? ok(await lotteryResults(db, game, query.pageNo, new Date())) : noGame(c, query.gameCode);
  });

  mount(app, ENDPOINTS.lotteryVnResults, deps, async (_c, { query, ok }) => ok(await lotteryVnResults(db, query.date, new Date())));

  // The member's orders.
  mount(app, ENDPOINTS.lotteryOrders, deps, async (c, { query, ok }) => ok(await lotteryOrderPage(db, c.var.member.id, query.status, query.pageNo, new Date())));

  mount(app, ENDPOINTS.lotteryOrderDetail, deps, async (c, { query, ok }) => {
    const detail = await lotteryOrderDetail(db, c.var.member.id, query.orderNo, new Date());
    return detail ? ok(detail) : failure(c, 404, ERROR_CODE.lotteryOrderNotFound, `No order ${query.orderNo} among your orders`);
  });

  // Money: the mount gives each its Idempotency-Key replay and refuses trial guests.
  mount(app, ENDPOINTS.lotteryPlaceOrder, deps, async (c, { body, key, ok }) => {
    const lines = body.suborders.map((s) => ({ betType: s.betType, pick: s.pick, stakeCents: toCents(s.stake) }));
    return answer(c, await placeOrder(db, { memberId: c.var.member.id, gameCode: body.gameCode, drawNo: body.drawNo, lines, opKey: key }), ok);
  });

  mount(app, ENDPOINTS.lotteryCancelSuborder, deps, async (c, { body, ok }) =>
    answer(c, await cancelSuborder(db, { memberId: c.var.member.id, orderNo: body.orderNo, suborderId: body.suborderId }), ok),
  );

  // Dev helper: mounted only with the development helpers on.
  mount(app, ENDPOINTS.devLotteryDraw, deps, async (c, { body, ok }) => {
    const game = await lotteryGame(db, body.gameCode);
    if (!game) return noGame(c, body.gameCode);
    const drawn = await drawNow(db, game, new Date());
    return drawn ? ok(drawn) : failure(c, 404, ERROR_CODE.drawNotFound, `${game.name} has no draw taking orders`);
  });

  return app;
}
