/**
 * Cancel cycling: only settled stakes count. A member stakes 100,000.00 on lottery suborders,
 * asks for the rebate, the VIP level and the daily wager mission while they are open, then
 * cancels every suborder for a full refund — three times over. Nothing may pay for a stake that
 * can still be cancelled, nor for one that was; the site ends where it started. A cancelled
 * suborder's bets row is kept (void), so its id can never come back to hide later turnover, and
 * a claim covers bets as they settle, not a range of ids.
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
import { ACCOUNTS, balanceOf, checkLedger, ledgerHealthy } from '../../../server/ledger';
import { lotteryTick } from '../../../server/lottery/job';
import { ENDPOINTS } from '../../../src/api/endpoints';
import { ERROR_CODE } from '../../../src/api/error-codes';
import type { LotteryMenu, LotteryOrderResult } from '../../../src/api/lottery-wire';
import type { MissionClaimValue, MissionList } from '../../../src/api/records-wire';
import type { RebateClaimValue, RebateSummary, VipProgress } from '../../../src/api/vip-wire';
import { TEST_ENGINE, valueOf } from '../helpers';
import { at, lotteryServerForFile, resultRandom } from '../lottery-helpers';
import { paidDeposit, play } from '../vip-helpers';
import { code } from '../wallet-helpers';
import { siteResult, siteSnapshot } from './house';

const random = resultRandom('48213');
const { server, api, game } = lotteryServerForFile(random);
// Registered after the server's own: runs before it closes.
afterAll(async () => {
  expect(ledgerHealthy(await checkLedger(server.db))).toBe(true);
});

const read = async <T>(path: string, token: string) => valueOf((await api.get<T>(path, token)).body);
const rebate = (token: string) => read<RebateSummary>(ENDPOINTS.rebateSummary.path, token);
const vipLevel = async (token: string) => (await read<VipProgress>(ENDPOINTS.vipProgress.path, token)).level;
const wagerMission = async (token: string) => (await read<MissionList>(ENDPOINTS.missions.path, token)).missions.find((m) => m.code === 'daily_wager')!;
const claimRebate = (token: string) => api.post<RebateClaimValue>(ENDPOINTS.rebateClaim.path, token, {});
const claimMission = (token: string) => api.post<MissionClaimValue>(ENDPOINTS.missionClaim.path, token, { code: 'daily_wager' });

async function currentDraw() {
  const { body } = await api.request<LotteryMenu>(`${ENDPOINTS.lotteryMenu.path}?gameCode=${game.gameCode}`);
  const current = valueOf(body).game.current;
  if (!current) throw new Error('no current draw');
  return current;
}

/** One order of `lines` suborders of `stake` each on the current draw, by the API. */
async function placeOrder(token: string, lines: number, stake: number) {
  const draw = await currentDraw();
  const suborders = Array.from({ length: lines }, (_, i) => ({ betType: i % 2 ? 'big_small' : 'odd_even', pick: i % 2 ? 'big' : 'odd', stake }));
  return { draw, placed: valueOf((await api.post<LotteryOrderResult>(ENDPOINTS.lotteryPlaceOrder.path, token, { gameCode: game.gameCode, drawNo: draw.drawNo, suborders })).body) };
}

async function cancelAll(token: string, placed: LotteryOrderResult) {
  for (const sub of placed.order.suborders) {
    valueOf((await api.post<LotteryOrderResult>(ENDPOINTS.lotteryCancelSuborder.path, token, { orderNo: placed.order.orderNo, suborderId: sub.id })).body);
  }
}

/** Moves the clock past the draw and lets the job draw and settle it; the clock stays there (later draws open). */
async function settleDraw(drawsAt: string) {
  const after = at(drawsAt, 1_000);
  vi.setSystemTime(after);
  await lotteryTick(server.db, after, random);
}

describe('placing, claiming and cancelling, three times over', () => {
  it('pays no rebate, no mission and no VIP level for open or cancelled stakes; the site ends where it started', async () => {
    const member = await api.newMember();
    // Deposits that meet every level's deposit condition: only turnover could lift the level.
    await paidDeposit(server, member.id, 20_000_000);
    const wallet = ACCOUNTS.wallet(member.id);
    const startCents = await balanceOf(server.db, wallet);
    const levelBefore = await vipLevel(member.token);
    const before = await siteSnapshot(server.db);

    // The strategy plays out whole (it claims whatever it is offered); what it got is checked after.
    const seen: { rebateOffered: number; rebateClaim: string; level: number; mission: string; missionClaim: string; rebateAfterCancel: number }[] = [];
    for (let cycle = 1; cycle <= 3; cycle++) {
      // 20 × 5,000.00: 100,000.00 at stake, all of it still cancellable.
      const { placed } = await placeOrder(member.token, 20, 5_000);
      expect(placed.order.totalStake).toBe(100_000);
      const rebateOffered = (await rebate(member.token)).amount;
      const rebateClaim = code((await claimRebate(member.token)).body);
      const level = await vipLevel(member.token);
      const mission = (await wagerMission(member.token)).status;
      const missionClaim = code((await claimMission(member.token)).body);
      await cancelAll(member.token, placed);
      seen.push({ rebateOffered, rebateClaim, level, mission, missionClaim, rebateAfterCancel: (await rebate(member.token)).amount });
    }

    const result = siteResult(before, await siteSnapshot(server.db));
    console.info(`[house P&L] cancel cycling (${TEST_ENGINE}): site result ${result.totalCents / 100}`, result.byAccount);
    const nothing = { rebateOffered: 0, rebateClaim: ERROR_CODE.rebateNothingToClaim, level: levelBefore, mission: 'process', missionClaim: ERROR_CODE.missionNotClaimable, rebateAfterCancel: 0 };
    expect(seen).toEqual([nothing, nothing, nothing]);
    // No stake stood, so the edge predicts nothing either way: the site is not worse off.
    expect(result.totalCents).toBeGreaterThanOrEqual(0);
    expect(result.byAccount[ACCOUNTS.rebateExpense.code]).toBe(0);
    expect(result.byAccount[ACCOUNTS.bonusExpense.code]).toBe(0);
    expect(await balanceOf(server.db, wallet)).toBe(startCents);
    const kinds = (await server.db.selectFrom('ledger_transfers').select('kind').distinct().where('member_id', '=', member.id).execute()).map((k) => k.kind);
    expect(kinds).not.toContain('rebate');
    expect(kinds).not.toContain('reward');

    // The cancelled rows stay, void, out of every turnover.
    const rows = await server.db.selectFrom('bets').select('status').where('member_id', '=', member.id).execute();
    expect(rows).toHaveLength(60);
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['void']));
  });

  it('counts a lottery stake once it is settled: toward the rebate, the level and the mission', async () => {
    const member = await api.newMember();
    await paidDeposit(server, member.id, 20_000_000);
    const { draw, placed } = await placeOrder(member.token, 2, 5);
    expect(await rebate(member.token)).toMatchObject({ turnover: 0 });

    await settleDraw(draw.drawsAt);
    expect(await rebate(member.token)).toMatchObject({ turnover: 10, lines: [{ gameType: game.category, turnover: 10 }] });
    expect(await wagerMission(member.token)).toMatchObject({ status: 'claim', progress: 5 });
    expect(code((await claimMission(member.token)).body)).toBe('success');
    expect((await read<VipProgress>(ENDPOINTS.vipProgress.path, member.token)).turnover).toBe(placed.order.totalStake);
  });
});

describe('claims cover bets by settlement, and a cancelled row keeps its id', () => {
  it('a new round after a claim and a cancel is counted: no id comes back to hide it', async () => {
    const member = await api.newMember(10_000_000);
    await play(server, member.id, 'RNG', 10_000);
    const { placed } = await placeOrder(member.token, 1, 50);
    expect(code((await claimRebate(member.token)).body)).toBe('success');
    await cancelAll(member.token, placed);

    // On SQLite a deleted newest row's id is handed out again: this round would have taken it.
    await play(server, member.id, 'RNG', 20_000);
    const ids = await server.db.selectFrom('bets').select(['id', 'round_id', 'status']).where('member_id', '=', member.id).orderBy('id').execute();
    expect(ids.map((b) => b.status)).toEqual(['settled', 'void', 'settled']);
    expect(ids[1]!.round_id).toBe(`lottery:${placed.order.suborders[0]!.id}`);
    expect(await rebate(member.token)).toMatchObject({ lines: [{ gameType: 'RNG', turnover: 200, rate: 0.3, amount: 0.6 }], turnover: 200 });
    const paid = await claimRebate(member.token);
    expect(valueOf(paid.body).claim).toMatchObject({ amount: 0.6, lines: [{ gameType: 'RNG', turnover: 200 }] });
  });

  it('pays for an older bet that settles after a claim covered newer ones, once', async () => {
    const member = await api.newMember(10_000_000);
    const { draw } = await placeOrder(member.token, 1, 100);
    await play(server, member.id, 'RNG', 10_000);
    // The claim covers the settled round; the open suborder (an older id) waits for its draw.
    const first = valueOf((await claimRebate(member.token)).body).claim;
    expect(first.lines).toEqual([{ gameType: 'RNG', turnover: 100, rate: 0.3, amount: 0.3 }]);

    await settleDraw(draw.drawsAt);
    const summary = await rebate(member.token);
    expect(summary).toMatchObject({ turnover: 100, lines: [{ gameType: game.category, turnover: 100 }] });
    const second = valueOf((await claimRebate(member.token)).body).claim;
    expect(second.lines).toEqual(summary.lines);
    expect(second.amount).toBe(summary.amount);
    expect(await rebate(member.token)).toMatchObject({ lines: [], turnover: 0 });
    const rebates = await server.db.selectFrom('ledger_transfers').select('amount_cents').where('member_id', '=', member.id).where('kind', '=', 'rebate').orderBy('id').execute();
    expect(rebates.map((r) => Number(r.amount_cents))).toEqual([30, Math.round(summary.amount * 100)]);
  });
});
