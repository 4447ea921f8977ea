/**
 * Lottery orders over HTTP on a fixed clock (Date only is faked) and a fixed draw: an order of
 * several suborders with its stake transfer and bets rows, cancelling a suborder (refunded once,
 * its bets row void, a retried key replayed, a new key refused), every refusal with its code and no money moved, and
 * settlement that pays exactly the winners once however often and however concurrently the clock
 * ticks.
 */
import { describe, expect, it, vi } from 'vitest';
import { ACCOUNTS, balanceOf, checkLedger, findTransferByKey, ledgerHealthy } from '../../server/ledger';
import type { LotteryGame } from '../../server/lottery/games';
import { lotteryTick } from '../../server/lottery/job';
import { ENDPOINTS } from '../../src/api/endpoints';
import { suborderPayoutCents, type LotteryBetType } from '../../src/api/lottery-rules';
import type { LotteryMenu, LotteryOrderDetail, LotteryOrderPage, LotteryOrderResult } from '../../src/api/lottery-wire';
import type { OutcomeSummary } from '../../src/api/records-wire';
import { valueOf } from './helpers';
import { at, gameNamed, lotteryServerForFile, resultRandom, T0 } from './lottery-helpers';
import { code } from './wallet-helpers';

const RESULT = '48213';
const random = resultRandom(RESULT);
const { server, api, game } = lotteryServerForFile(random);

const place = (token: string, body: unknown, key?: string) => api.post<LotteryOrderResult>(ENDPOINTS.lotteryPlaceOrder.path, token, body, key);
const cancel = (token: string, body: unknown, key?: string) => api.post<LotteryOrderResult>(ENDPOINTS.lotteryCancelSuborder.path, token, body, key);
const line = (betType: LotteryBetType, pick: string, stake: number) => ({ betType, pick, stake });

async function currentDraw(g: LotteryGame = game) {
  const { body } = await api.request<LotteryMenu>(`${ENDPOINTS.lotteryMenu.path}?gameCode=${g.gameCode}`);
  const current = valueOf(body).game.current;
  if (!current) throw new Error('no current draw');
  return current;
}

const ledgerCount = async () => Number((await server.db.selectFrom('ledger_transfers').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

/** What a refused call must leave: the wallet as it was, no order, no bets row, no new transfer. */
async function nothingMoved(memberId: number, cents: number, transfers: number) {
  expect(await balanceOf(server.db, ACCOUNTS.wallet(memberId))).toBe(cents);
  expect(await server.db.selectFrom('lottery_orders').select('id').where('member_id', '=', memberId).execute()).toEqual([]);
  expect(await server.db.selectFrom('bets').select('id').where('member_id', '=', memberId).execute()).toEqual([]);
  expect(await ledgerCount()).toBe(transfers);
}

describe('placing an order', () => {
  it('writes the order, its suborders with the prize mode odds, one stake transfer and an open bets row each', async () => {
    const m = await api.newMember(100_000);
    const draw = await currentDraw();
    const lines = [line('last1', '3', 10), line('last2', '13', 2.5), line('big_small', 'big', 7.25)];
    const { status, body } = await place(m.token, { gameCode: game.gameCode, drawNo: draw.drawNo, suborders: lines });
    expect(status).toBe(200);
    const { order, balance } = valueOf(body);
    expect(order).toMatchObject({ gameCode: game.gameCode, gameName: game.name, drawNo: draw.drawNo, status: 'open', suborderCount: 3, totalStake: 19.75, totalPayout: 0, drawStatus: 'open', result: null });
    expect(order.orderNo).toMatch(/^L[0-9A-Z]{6,24}$/);
    expect(balance).toBe(1000 - 19.75);
    expect(await balanceOf(server.db, ACCOUNTS.wallet(m.id))).toBe(100_000 - 1975);

    const subs = await server.db.selectFrom('lottery_suborders').selectAll().where('id', 'in', order.suborders.map((s) => s.id)).orderBy('id').execute();
    const menu = valueOf((await api.request<LotteryMenu>(`${ENDPOINTS.lotteryMenu.path}?gameCode=${game.gameCode}`)).body);
    for (const [i, sub] of subs.entries()) {
      expect(sub).toMatchObject({ bet_type: lines[i]!.betType, pick: lines[i]!.pick, stake_cents: Math.round(lines[i]!.stake * 100), status: 'open' });
      expect(sub.odds_hundredths / 100).toBe(menu.betTypes.find((t) => t.type === sub.bet_type)!.odds);
      expect(order.suborders[i]).toMatchObject({ id: sub.id, odds: sub.odds_hundredths / 100, cancellable: true, status: 'open' });
    }
    const stake = await findTransferByKey(server.db, `lottery-stake:${order.orderNo}`);
    expect(stake).toMatchObject({ kind: 'bet', amountCents: 1975 });
    const bets = await server.db.selectFrom('bets').selectAll().where('member_id', '=', m.id).orderBy('id').execute();
    expect(bets.map((b) => [b.round_id, Number(b.stake_cents), Number(b.payout_cents), b.status, b.node_id])).toEqual(subs.map((s) => [`lottery:${s.id}`, Number(s.stake_cents), 0, 'open', game.nodeId]));
    expect(bets.map((b) => b.id)).toEqual(subs.map((s) => s.bet_id));
    const outcome = JSON.parse(bets[0]!.outcome) as OutcomeSummary;
    expect(outcome).toEqual({ kind: 'lottery', gameCode: game.gameCode, drawNo: draw.drawNo, betType: 'last1', pick: '3', result: null });

    const detail = await api.get<LotteryOrderDetail>(`${ENDPOINTS.lotteryOrderDetail.path}?orderNo=${order.orderNo}`, m.token);
    expect(valueOf(detail.body).order).toEqual(order);
    const page = valueOf((await api.get<LotteryOrderPage>(`${ENDPOINTS.lotteryOrders.path}?status=open`, m.token)).body);
    expect(page.list.map((o) => o.orderNo)).toEqual([order.orderNo]);
    expect(page.totalPages).toBe(1);
  });

  it('refuses every bad order with its code and moves no money', async () => {
    const m = await api.newMember(1_000);
    const draw = await currentDraw();
    const transfers = await ledgerCount();
    const cases: [unknown, number, string][] = [
      [{ gameCode: game.gameCode, drawNo: '20991231-0001', suborders: [line('last1', '1', 1)] }, 404, 'draw_not_found'],
      [{ gameCode: 'NO-SUCH-GAME', drawNo: draw.drawNo, suborders: [line('last1', '1', 1)] }, 404, 'game_not_found'],
      [{ gameCode: game.gameCode, drawNo: draw.drawNo, suborders: [line('last1', '1', 1), line('last2', '7', 1)] }, 400, 'invalid_pick'],
      [{ gameCode: game.gameCode, drawNo: draw.drawNo, suborders: [line('odd_even', 'big', 1)] }, 400, 'invalid_pick'],
      [{ gameCode: game.gameCode, drawNo: draw.drawNo, suborders: [line('last3', '123', 600)] }, 400, 'stake_out_of_range'],
      [{ gameCode: game.gameCode, drawNo: draw.drawNo, suborders: [line('last1', '1', 0.5)] }, 400, 'invalid_parameter'],
      [{ gameCode: game.gameCode, drawNo: draw.drawNo, suborders: Array.from({ length: 21 }, () => line('last1', '1', 1)) }, 400, 'invalid_parameter'],
      [{ gameCode: game.gameCode, drawNo: draw.drawNo, suborders: [line('last1', '1', 5), line('last1', '2', 5.01)] }, 409, 'insufficient_balance'],
    ];
    for (const [body, status, errorCode] of cases) {
      const answer = await place(m.token, body);
      expect([answer.status, code(answer.body)]).toEqual([status, errorCode]);
    }
    const pick = await place(m.token, { gameCode: game.gameCode, drawNo: draw.drawNo, suborders: [line('last1', '1', 1), line('last2', '7', 1)] });
    expect(pick.body.success ? null : pick.body.value).toEqual({ index: 1 });
    await nothingMoved(m.id, 1_000, transfers);

    const trial = await api.newMember(0, 4);
    const refused = await place(trial.token, { gameCode: game.gameCode, drawNo: draw.drawNo, suborders: [line('last1', '1', 1)] });
    expect([refused.status, code(refused.body)]).toEqual([403, 'no_permission']);
    await nothingMoved(trial.id, 0, transfers);
  });

  it('refuses a draw past its close time, before and after the tick closes it', async () => {
    const m = await api.newMember(10_000);
    const draw = await currentDraw();
    const transfers = await ledgerCount();
    const late = at(draw.closesAt, 1);
    vi.setSystemTime(late);
    try {
      const before = await place(m.token, { gameCode: game.gameCode, drawNo: draw.drawNo, suborders: [line('last1', '1', 1)] });
      expect([before.status, code(before.body)]).toEqual([409, 'draw_closed']);
      await lotteryTick(server.db, late, random);
      const after = await place(m.token, { gameCode: game.gameCode, drawNo: draw.drawNo, suborders: [line('last1', '1', 1)] });
      expect([after.status, code(after.body)]).toEqual([409, 'draw_closed']);
      await nothingMoved(m.id, 10_000, transfers);
    } finally {
      vi.setSystemTime(T0);
    }
  });
});

describe('cancelling a suborder', () => {
  it('refunds an open suborder once, voids its bets row, replays a retried key and refuses a new one', async () => {
    const m = await api.newMember(10_000);
    const draw = await currentDraw();
    const placed = valueOf((await place(m.token, { gameCode: game.gameCode, drawNo: draw.drawNo, suborders: [line('last1', '5', 10), line('odd_even', 'odd', 20)] })).body);
    const [first, second] = placed.order.suborders;
    const key = crypto.randomUUID();
    const body = { orderNo: placed.order.orderNo, suborderId: first!.id };

    const done = await cancel(m.token, body, key);
    expect(done.status).toBe(200);
    const result = valueOf(done.body);
    expect(result.balance).toBe(100 - 20);
    expect(result.order).toMatchObject({ status: 'open', totalStake: 20, suborderCount: 2 });
    expect(result.order.suborders.map((s) => [s.id, s.status, s.cancellable])).toEqual([
      [first!.id, 'cancelled', false],
      [second!.id, 'open', true],
    ]);
    const refund = await findTransferByKey(server.db, `lottery-refund:${first!.id}`);
    expect(refund).toMatchObject({ kind: 'bet_refund', amountCents: 1_000 });
    const row = await server.db.selectFrom('lottery_suborders').selectAll().where('id', '=', first!.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('cancelled');
    expect(row.cancelled_at).toBe(T0.toISOString());
    // The row stays (its id is never freed), void: shown as cancelled, counted by no turnover.
    const bets = await server.db.selectFrom('bets').select(['id', 'round_id', 'status']).where('member_id', '=', m.id).orderBy('id').execute();
    expect(bets.map((b) => [b.round_id, b.status])).toEqual([
      [`lottery:${first!.id}`, 'void'],
      [`lottery:${second!.id}`, 'open'],
    ]);
    expect(row.bet_id).toBe(bets[0]!.id);

    const transfers = await ledgerCount();
    const replay = await cancel(m.token, body, key);
    expect([replay.status, replay.body]).toEqual([200, done.body]);
    const again = await cancel(m.token, body);
    expect([again.status, code(again.body)]).toEqual([409, 'suborder_not_cancellable']);
    expect(await ledgerCount()).toBe(transfers);
    expect(await balanceOf(server.db, ACCOUNTS.wallet(m.id))).toBe(8_000);

    // Every suborder cancelled: the order reads cancelled and is no longer open.
    valueOf((await cancel(m.token, { orderNo: placed.order.orderNo, suborderId: second!.id })).body);
    const detail = valueOf((await api.get<LotteryOrderDetail>(`${ENDPOINTS.lotteryOrderDetail.path}?orderNo=${placed.order.orderNo}`, m.token)).body);
    expect(detail.order).toMatchObject({ status: 'cancelled', totalStake: 0 });
    expect(valueOf((await api.get<LotteryOrderPage>(`${ENDPOINTS.lotteryOrders.path}?status=open`, m.token)).body).list).toEqual([]);
    expect(await balanceOf(server.db, ACCOUNTS.wallet(m.id))).toBe(10_000);
  });

  it("answers 404 for another member's or an unknown order or suborder, and moves nothing", async () => {
    const owner = await api.newMember(10_000);
    const other = await api.newMember(10_000);
    const draw = await currentDraw();
    const placed = valueOf((await place(owner.token, { gameCode: game.gameCode, drawNo: draw.drawNo, suborders: [line('last1', '5', 10)] })).body);
    const sub = placed.order.suborders[0]!;
    const transfers = await ledgerCount();
    const cases: [string, unknown][] = [
      [other.token, { orderNo: placed.order.orderNo, suborderId: sub.id }],
      [owner.token, { orderNo: placed.order.orderNo, suborderId: sub.id + 100_000 }],
      [owner.token, { orderNo: 'LNOSUCHORDER', suborderId: sub.id }],
    ];
    for (const [token, body] of cases) {
      const answer = await cancel(token, body);
      expect([answer.status, code(answer.body)]).toEqual([404, 'lottery_order_not_found']);
    }
    const peek = await api.get(`${ENDPOINTS.lotteryOrderDetail.path}?orderNo=${placed.order.orderNo}`, other.token);
    expect([peek.status, code(peek.body)]).toEqual([404, 'lottery_order_not_found']);
    expect(await ledgerCount()).toBe(transfers);
    expect(await balanceOf(server.db, ACCOUNTS.wallet(owner.id))).toBe(9_000);
    expect(await server.db.selectFrom('lottery_suborders').select('status').where('id', '=', sub.id).executeTakeFirstOrThrow()).toEqual({ status: 'open' });
  });
});

describe('settlement', () => {
  /** Places an order of these lines on the game's current draw; its suborders' rows. */
  async function order(g: LotteryGame, token: string, lines: ReturnType<typeof line>[]) {
    const draw = await currentDraw(g);
    const placed = valueOf((await place(token, { gameCode: g.gameCode, drawNo: draw.drawNo, suborders: lines })).body);
    return { draw, placed };
  }

  /** The payout of each open suborder of the draw by the rules, from its rows. */
  async function expectedPayouts(drawNo: string, g: LotteryGame, result: string) {
    const rows = await server.db
      .selectFrom('lottery_suborders as s')
      .innerJoin('lottery_orders as o', 'o.id', 's.order_id')
      .innerJoin('lottery_draws as d', 'd.id', 'o.draw_id')
      .select(['s.id', 's.bet_type', 's.pick', 's.stake_cents', 's.odds_hundredths', 's.status', 'o.member_id'])
      .where('d.draw_no', '=', drawNo)
      .where('d.game_code', '=', g.gameCode)
      .orderBy('s.id')
      .execute();
    return rows.map((r) => ({ ...r, payout: r.status === 'cancelled' ? 0 : suborderPayoutCents(r.bet_type as LotteryBetType, r.pick, Number(r.stake_cents), r.odds_hundredths, result) }));
  }

  async function expectSettledOnce(drawNo: string, g: LotteryGame, memberId: number, startCents: number) {
    const expected = await expectedPayouts(drawNo, g, RESULT);
    const rows = await server.db.selectFrom('lottery_suborders').selectAll().where('id', 'in', expected.map((e) => e.id)).orderBy('id').execute();
    expect(rows.map((r) => [r.status, Number(r.payout_cents)])).toEqual(expected.map((e) => [e.status === 'cancelled' ? 'cancelled' : e.payout > 0 ? 'won' : 'lost', e.payout]));
    const wins = await server.db.selectFrom('ledger_transfers').select(['transfer_key', 'amount_cents']).where('member_id', '=', memberId).where('kind', '=', 'win').orderBy('transfer_key').execute();
    const winners = expected.filter((e) => e.payout > 0);
    expect(wins.map((w) => [w.transfer_key, Number(w.amount_cents)]).sort()).toEqual(winners.map((e) => [`lottery-win:${e.id}`, e.payout]).sort());
    const staked = expected.filter((e) => e.status !== 'cancelled').reduce((sum, e) => sum + Number(e.stake_cents), 0);
    const paid = winners.reduce((sum, e) => sum + e.payout, 0);
    expect(await balanceOf(server.db, ACCOUNTS.wallet(memberId))).toBe(startCents - staked + paid);
    const bets = await server.db.selectFrom('bets').selectAll().where('member_id', '=', memberId).orderBy('id').execute();
    // A cancelled suborder's row stays void and undrawn; the others settle with the result.
    expect(bets.map((b) => [b.status, Number(b.payout_cents), (JSON.parse(b.outcome) as { result: string | null }).result])).toEqual(
      expected.map((e) => (e.status === 'cancelled' ? ['void', 0, null] : ['settled', e.payout, RESULT])),
    );
    return { winners: winners.length, paid };
  }

  it('pays exactly the winners once when the tick runs twice', async () => {
    const g = await gameNamed(server.db, 'Lucky Lotto 1 min');
    const m = await api.newMember(100_000);
    // Against 48213: last1 3, last2 13, last3 213, small, odd win; the rest lose.
    const { draw, placed } = await order(g, m.token, [
      line('last1', '3', 10),
      line('last1', '4', 10),
      line('last2', '13', 1.5),
      line('last3', '213', 2),
      line('last3', '000', 2),
      line('big_small', 'small', 33.33),
      line('big_small', 'big', 5),
      line('odd_even', 'odd', 7.77),
      line('odd_even', 'even', 1),
    ]);
    valueOf((await cancel(m.token, { orderNo: placed.order.orderNo, suborderId: placed.order.suborders[1]!.id })).body);
    const after = at(draw.drawsAt, 1_000);
    await lotteryTick(server.db, after, random);
    await lotteryTick(server.db, after, random);
    const drawRow = await server.db.selectFrom('lottery_draws').selectAll().where('game_code', '=', g.gameCode).where('draw_no', '=', draw.drawNo).executeTakeFirstOrThrow();
    expect([drawRow.status, drawRow.result, drawRow.settled_at]).toEqual(['settled', RESULT, after.toISOString()]);
    const { winners } = await expectSettledOnce(draw.drawNo, g, m.id, 100_000);
    expect(winners).toBe(5);

    const detail = valueOf((await api.get<LotteryOrderDetail>(`${ENDPOINTS.lotteryOrderDetail.path}?orderNo=${placed.order.orderNo}`, m.token)).body);
    expect(detail.order).toMatchObject({ status: 'settled', drawStatus: 'settled', result: RESULT });
    expect(detail.order.totalPayout).toBe(detail.order.suborders.reduce((sum, s) => sum + s.payout, 0));
    expect(valueOf((await api.get<LotteryOrderPage>(`${ENDPOINTS.lotteryOrders.path}?status=settled`, m.token)).body).list.map((o) => o.orderNo)).toEqual([placed.order.orderNo]);

    // A settled suborder cannot be cancelled; nothing moves.
    const transfers = await ledgerCount();
    const late = await cancel(m.token, { orderNo: placed.order.orderNo, suborderId: placed.order.suborders[0]!.id });
    expect([late.status, code(late.body)]).toEqual([409, 'suborder_not_cancellable']);
    expect(await ledgerCount()).toBe(transfers);
  });

  it('settles a draw once when two ticks run side by side', async () => {
    const g = await gameNamed(server.db, 'Fast 5D');
    const m = await api.newMember(100_000);
    const { draw } = await order(g, m.token, [line('last1', '3', 10), line('last2', '13', 5), line('big_small', 'big', 5), line('odd_even', 'odd', 2)]);
    const after = at(draw.drawsAt, 1_000);
    await lotteryTick(server.db, at(draw.closesAt, 1), random);
    await Promise.all([lotteryTick(server.db, after, random), lotteryTick(server.db, after, random), lotteryTick(server.db, after, random)]);
    const { winners } = await expectSettledOnce(draw.drawNo, g, m.id, 100_000);
    expect(winners).toBe(3);
  });

  it('draws and settles the current draw now through the dev call', async () => {
    const g = await gameNamed(server.db, 'PK10 Racing');
    const m = await api.newMember(100_000);
    const { draw, placed } = await order(g, m.token, [line('big_small', 'big', 10), line('big_small', 'small', 10)]);
    const res = await api.request<{ drawNo: string; result: string }>(ENDPOINTS.devLotteryDraw.path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ gameCode: g.gameCode }) });
    const drawn = valueOf(res.body);
    expect(drawn.drawNo).toBe(draw.drawNo);
    expect(drawn.result).toMatch(/^\d{5}$/);
    const detail = valueOf((await api.get<LotteryOrderDetail>(`${ENDPOINTS.lotteryOrderDetail.path}?orderNo=${placed.order.orderNo}`, m.token)).body);
    expect(detail.order).toMatchObject({ status: 'settled', drawStatus: 'settled', result: drawn.result });
    const big = Number(drawn.result.at(-1)) >= 5;
    expect(detail.order.suborders.map((s) => s.status)).toEqual(big ? ['won', 'lost'] : ['lost', 'won']);
    expect(detail.order.totalPayout).toBe(19.8);
    expect((await currentDraw(g)).drawNo).not.toBe(draw.drawNo);
    const unknown = await api.request(ENDPOINTS.devLotteryDraw.path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ gameCode: 'NO-SUCH-GAME' }) });
    expect([unknown.status, code(unknown.body)]).toEqual([404, 'game_not_found']);
  });

  it('keeps a draw taking orders however often the dev call draws early', async () => {
    const g = await gameNamed(server.db, 'Fast 5D');
    const drawn: string[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await api.request<{ drawNo: string }>(ENDPOINTS.devLotteryDraw.path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ gameCode: g.gameCode }) });
      drawn.push(valueOf(res.body).drawNo);
      const next = await currentDraw(g);
      expect(drawn).not.toContain(next.drawNo);
    }
    expect(new Set(drawn).size).toBe(4);
  });

  it('leaves the ledger balanced', async () => {
    expect(ledgerHealthy(await checkLedger(server.db))).toBe(true);
  });
});
