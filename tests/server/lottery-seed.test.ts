/**
 * The lottery's seed: demo's orders on past draws — won, lost, one with a cancelled suborder —
 * with their stakes, win and refund on the ledger under the live keys, a bets row per suborder
 * (settled, or void for the cancelled one), an even net, and the same after a second seed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger, ledgerHealthy } from '../../server/ledger';
import { generateSeed, writeSeed } from '../../server/seed/index';
import { ENDPOINTS } from '../../src/api/endpoints';
import { suborderPayoutCents, type LotteryBetType } from '../../src/api/lottery-rules';
import type { LotteryOrderDetail, LotteryOrderPage } from '../../src/api/lottery-wire';
import { startTestServer, type TestServer } from './helpers';

let server: TestServer;
let token: string;

// A longer wait than a test: a seeded database (and the first tick) is slow when the whole suite runs side by side.
beforeAll(async () => {
  server = await startTestServer();
  token = `Bearer ${await server.signIn('demo')}`;
}, 60_000);
afterAll(() => server.close());

/** A read as demo that must succeed. */
const read = <T>(path: string) => server.value<T>(path, { headers: { Authorization: token } });

const lotteryTransfers = () =>
  server.db.selectFrom('ledger_transfers').select(['transfer_key', 'kind', 'amount_cents']).where('transfer_key', 'like', 'lottery-%').orderBy('transfer_key').execute();

describe('the lottery seed', () => {
  it("shows demo's orders newest first: lost, won, and one with a cancelled suborder", async () => {
    const page = await read<LotteryOrderPage>(`${ENDPOINTS.lotteryOrders.path}?status=settled`);
    expect(page.list.map((o) => [o.orderNo, o.status])).toEqual([
      ['LSEED00000003', 'settled'],
      ['LSEED00000002', 'settled'],
      ['LSEED00000001', 'settled'],
    ]);
    const [lost, won, cancelled] = await Promise.all(page.list.map((o) => read<LotteryOrderDetail>(`${ENDPOINTS.lotteryOrderDetail.path}?orderNo=${o.orderNo}`)));
    expect(lost!.order.suborders.map((s) => s.status)).toEqual(['lost', 'lost']);
    expect(won!.order.suborders.map((s) => s.status)).toEqual(['won', 'lost']);
    expect(cancelled!.order.suborders.map((s) => s.status)).toEqual(['cancelled', 'lost']);
    for (const { order } of [lost!, won!, cancelled!]) {
      expect(order).toMatchObject({ drawStatus: 'settled' });
      expect(order.result).toMatch(/^\d{5}$/);
      for (const s of order.suborders) {
        const cents = s.status === 'cancelled' ? 0 : suborderPayoutCents(s.betType, s.pick, Math.round(s.stake * 100), Math.round(s.odds * 100), order.result!);
        expect(Math.round(s.payout * 100)).toBe(cents);
        expect(s.cancellable).toBe(false);
      }
      expect(order.totalStake).toBe(order.suborders.filter((s) => s.status !== 'cancelled').reduce((sum, s) => sum + s.stake, 0));
    }
    expect(won!.order.totalPayout).toBeGreaterThan(0);
  });

  it('puts every stake, win and refund on the ledger, nets to zero, and has a bets row per suborder: settled, or void if cancelled', async () => {
    const transfers = await lotteryTransfers();
    const subs = await server.db
      .selectFrom('lottery_suborders as s')
      .innerJoin('lottery_orders as o', 'o.id', 's.order_id')
      .select(['s.id', 's.status', 's.stake_cents', 's.payout_cents', 's.bet_id', 's.bet_type', 's.pick', 's.odds_hundredths', 'o.order_no'])
      .where('o.order_no', 'like', 'LSEED%')
      .orderBy('s.id')
      .execute();
    const expected = [
      ...[...new Set(subs.map((s) => s.order_no))].map((no) => [`lottery-stake:${no}`, 'bet', subs.filter((s) => s.order_no === no).reduce((sum, s) => sum + Number(s.stake_cents), 0)]),
      ...subs.filter((s) => s.status === 'won').map((s) => [`lottery-win:${s.id}`, 'win', Number(s.payout_cents)]),
      ...subs.filter((s) => s.status === 'cancelled').map((s) => [`lottery-refund:${s.id}`, 'bet_refund', Number(s.stake_cents)]),
    ].sort();
    expect(transfers.map((t) => [t.transfer_key, t.kind, Number(t.amount_cents)]).sort()).toEqual(expected);
    const net = transfers.reduce((sum, t) => sum + (t.kind === 'bet' ? -1 : 1) * Number(t.amount_cents), 0);
    expect(net).toBe(0);

    const bets = await server.db.selectFrom('bets').selectAll().where('round_id', 'like', 'lottery:%').orderBy('id').execute();
    expect(bets.map((b) => [b.round_id, b.status, Number(b.stake_cents), Number(b.payout_cents)])).toEqual(
      subs.map((s) => [`lottery:${s.id}`, s.status === 'cancelled' ? 'void' : 'settled', Number(s.stake_cents), Number(s.payout_cents)]),
    );
    expect(bets.map((b) => b.id)).toEqual(subs.map((s) => s.bet_id));
    expect(subs.filter((s) => s.status === 'won').every((s) => Number(s.payout_cents) === suborderPayoutCents(s.bet_type as LotteryBetType, s.pick, Number(s.stake_cents), s.odds_hundredths, '27419'))).toBe(true);
  });

  it('gives the daily draws their prize board with the result as the special prize', async () => {
    const draws = await server.db.selectFrom('lottery_draws').selectAll().where('status', '=', 'settled').orderBy('draws_at').execute();
    expect(draws).toHaveLength(3);
    for (const d of draws) {
      expect(d.draw_no.slice(0, 9)).toBe(`${d.draws_at.slice(0, 10).replaceAll('-', '')}-`);
      // A daily game draws once a day: its draw is the day's first.
      if (d.tiers) expect(d.draw_no.slice(-4)).toBe('0001');
      if (d.tiers) expect((JSON.parse(d.tiers) as { tier: string; numbers: string[] }[])[0]).toEqual({ tier: 'special', numbers: [d.result] });
    }
    expect(draws.filter((d) => d.tiers === null)).toHaveLength(1);
  });

  it('writes nothing more on a second seed, and the ledger stays healthy', async () => {
    const before = await lotteryTransfers();
    const orders = await server.db.selectFrom('lottery_orders').select('order_no').execute();
    await writeSeed(server.db, generateSeed(600));
    expect(await lotteryTransfers()).toEqual(before);
    expect(await server.db.selectFrom('lottery_orders').select('order_no').execute()).toEqual(orders);
    expect(ledgerHealthy(await checkLedger(server.db))).toBe(true);
  });
});
