/**
 * Contract settlement: the amounts against the test's own sums over the bets rows, tier selection
 * at its boundaries, the dividend on a winning and a losing team, each period paid once (again,
 * racing, catching up), contracts accepted or ended around a period's end, the operator's run over
 * HTTP, and the ledger healthy after all of it. The caps are set wide and the rounds are on the
 * game type with the largest edge, so the tiers' rates are paid in full: the caps and the chain
 * have their own tests (agent-caps.test.ts, abuse/self-dealing.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { loadEnv } from '../../server/env';
import { checkLedger, findTransferByKey, ledgerHealthy, balanceOf, ACCOUNTS } from '../../server/ledger';
import { incentiveCaps } from '../../server/agent/caps';
import { earnedOn, settle, tierMet } from '../../server/agent/settlement';
import type { StoredTier } from '../../server/agent/contract-wire';
import type { ContractOverview, SettlementRun } from '../../src/api/agent-wire';
import { ENDPOINTS } from '../../src/api/endpoints';
import { activeContract, addMember, grantSite, insertContract, paymentsOf, round, ROUND_CATEGORY, teamBets, tier, wideCaps, type TestMember } from './agent-contracts-helpers';
import { agentClient, code } from './agent-team-helpers';
import { OPERATOR_HEADERS, startTestServer, type TestServer } from './helpers';

let server: TestServer;
let call: ReturnType<typeof agentClient>;

beforeAll(async () => {
  server = await startTestServer();
  call = agentClient(server);
  await wideCaps(server);
}, 60_000);
afterAll(async () => server.close());

const at = (iso: string) => new Date(iso);
const paymentCount = async () => (await server.db.selectFrom('agent_contract_payments').select('id').execute()).length;

/** root ── d (the contract's downline) ─┬ p1 ── p4
 *                                       └ p2
 *  root ── q (not in d's team) */
async function team() {
  const root = await addMember(server, 1);
  const d = await addMember(server, 1, root.id);
  const p1 = await addMember(server, 0, d.id);
  const p2 = await addMember(server, 0, d.id);
  const p4 = await addMember(server, 0, p1.id);
  const q = await addMember(server, 0, root.id);
  return { root, d, p1, p2, p4, q };
}

/** The test's own reading of the tiers: the last (highest) one whose two minimums are met. */
function expectedRate(tiers: StoredTier[], turnover: number, active: number): number {
  let rate = 0;
  for (const t of tiers) if (turnover >= t.minTurnoverCents && active >= t.minActive) rate = t.rateBp;
  return rate;
}

describe('amounts', () => {
  it('pays a day of salary on the team’s turnover at the highest tier met, from the bets of that UTC day', async () => {
    const { root, d, p1, p2, p4, q } = await team();
    const tiers: StoredTier[] = [
      { minTurnoverCents: 10_000, minActive: 1, rateBp: 50 },
      { minTurnoverCents: 50_000, minActive: 3, rateBp: 120 },
    ];
    const id = await insertContract(server, { kind: 'salary', uplineId: root.id, downlineId: d.id, tiers, decidedAt: '2025-03-09T12:00:00.000Z' });
    await round(server, d.id, 12_345, 0, at('2025-03-10T01:00:00.000Z'));
    await round(server, p1.id, 23_456, 40_000, at('2025-03-10T10:00:00.000Z'));
    await round(server, p4.id, 17_777, 0, at('2025-03-10T23:59:59.999Z'));
    await round(server, q.id, 99_999, 0, at('2025-03-10T12:00:00.000Z')); // not d's team
    await round(server, p2.id, 5_000, 0, at('2025-03-11T00:00:00.000Z')); // the next day
    await round(server, p2.id, 3_333, 0, at('2025-03-09T23:59:59.999Z')); // the day before
    const walletBefore = await balanceOf(server.db, ACCOUNTS.wallet(d.id));

    await settle(server.db, at('2025-03-11T00:05:00.000Z'));

    const day = await teamBets(server, d.id, at('2025-03-10T00:00:00.000Z'), at('2025-03-11T00:00:00.000Z'));
    expect(day).toEqual({ turnover: 12_345 + 23_456 + 17_777, payout: 40_000, active: 3 });
    const rate = expectedRate(tiers, day.turnover, day.active);
    expect(rate).toBe(120);
    const amount = Math.floor((day.turnover * rate) / 10_000);

    const before = await teamBets(server, d.id, at('2025-03-09T00:00:00.000Z'), at('2025-03-10T00:00:00.000Z'));
    const payments = await paymentsOf(server, id);
    expect(payments.map((p) => [p.period_key, p.period_start, p.period_end, Number(p.turnover_cents), p.active_members, Number(p.net_loss_cents), p.rate_bp, Number(p.amount_cents), p.transfer_key])).toEqual([
      // The acceptance day counts: the contract was active at its end. It met no tier.
      ['2025-03-09', '2025-03-09T00:00:00.000Z', '2025-03-10T00:00:00.000Z', before.turnover, before.active, before.turnover - before.payout, 0, 0, null],
      ['2025-03-10', '2025-03-10T00:00:00.000Z', '2025-03-11T00:00:00.000Z', day.turnover, 3, day.turnover - day.payout, 120, amount, `contract:${id}:2025-03-10`],
    ]);
    const paid = await findTransferByKey(server.db, `contract:${id}:2025-03-10`);
    expect(paid).toMatchObject({ kind: 'salary', amountCents: amount, memberId: d.id });
    expect(await balanceOf(server.db, ACCOUNTS.wallet(d.id))).toBe(walletBefore + amount);
  });

  it('chooses the tier by both minimums, at their exact boundaries', async () => {
    const tiers: StoredTier[] = [
      { minTurnoverCents: 10_000, minActive: 2, rateBp: 40 },
      { minTurnoverCents: 20_000, minActive: 3, rateBp: 80 },
    ];
    expect(tierMet(tiers, 20_000, 3)?.rateBp).toBe(80);
    expect(tierMet(tiers, 19_999, 3)?.rateBp).toBe(40);
    expect(tierMet(tiers, 20_000, 2)?.rateBp).toBe(40);
    expect(tierMet(tiers, 10_000, 2)?.rateBp).toBe(40);
    expect(tierMet(tiers, 9_999, 5)).toBeUndefined();
    expect(tierMet(tiers, 1_000_000, 1)).toBeUndefined();
    // Rounded down to the cent: 12 345 × 0.40% = 49.38 cents.
    const play = { byType: new Map([[ROUND_CATEGORY, { turnoverCents: 12_345, payoutCents: 0 }]]), turnoverCents: 12_345, payoutCents: 0, activeMembers: 2 };
    expect(earnedOn('salary', tiers, play, await incentiveCaps(server.db)).earnedCents).toBe(49);
  });

  it('pays hourly salary per UTC hour, a tier met exactly included', async () => {
    const { root, d, p1, p4 } = await team();
    const tiers: StoredTier[] = [
      { minTurnoverCents: 10_000, minActive: 2, rateBp: 40 },
      { minTurnoverCents: 20_000, minActive: 3, rateBp: 80 },
    ];
    const id = await insertContract(server, { kind: 'hourly', uplineId: root.id, downlineId: d.id, tiers, decidedAt: '2025-03-10T04:30:00.000Z' });
    // 05:00–06:00: exactly the top tier's turnover, with exactly its three active members.
    await round(server, d.id, 10_000, 0, at('2025-03-10T05:00:00.000Z'));
    await round(server, p1.id, 5_000, 9_000, at('2025-03-10T05:30:00.000Z'));
    await round(server, p4.id, 5_000, 0, at('2025-03-10T05:59:59.999Z'));
    // 06:00–07:00: the same turnover by two members: the first tier.
    await round(server, d.id, 19_999, 0, at('2025-03-10T06:10:00.000Z'));
    await round(server, p1.id, 1, 0, at('2025-03-10T06:20:00.000Z'));

    await settle(server.db, at('2025-03-10T07:00:00.000Z'));

    const payments = await paymentsOf(server, id);
    expect(payments.map((p) => [p.period_key, Number(p.turnover_cents), p.active_members, p.rate_bp, Number(p.amount_cents)])).toEqual([
      ['2025-03-10T04', 0, 0, 0, 0],
      ['2025-03-10T05', 20_000, 3, 80, 160],
      ['2025-03-10T06', 20_000, 2, 40, 80],
    ]);
    for (const hour of ['05', '06']) {
      const from = at(`2025-03-10T${hour}:00:00.000Z`);
      const own = await teamBets(server, d.id, from, new Date(from.getTime() + 3_600_000));
      const row = payments.find((p) => p.period_key === `2025-03-10T${hour}`)!;
      expect(Number(row.amount_cents)).toBe(Math.floor((own.turnover * expectedRate(tiers, own.turnover, own.active)) / 10_000));
    }
    expect(await findTransferByKey(server.db, `contract:${id}:2025-03-10T05`)).toMatchObject({ kind: 'hourly_salary', amountCents: 160 });
  });

  it('pays a dividend on the team’s net loss per half month, and nothing when the team won', async () => {
    const { root, d, p1 } = await team();
    const tiers: StoredTier[] = [
      { minTurnoverCents: 0, minActive: 1, rateBp: 1_000 },
      { minTurnoverCents: 100_000, minActive: 2, rateBp: 2_000 },
    ];
    const id = await insertContract(server, { kind: 'dividend', uplineId: root.id, downlineId: d.id, tiers, decidedAt: '2025-02-20T00:00:00.000Z' });
    // 16–28 February: the team won.
    await round(server, d.id, 10_000, 25_000, at('2025-02-20T08:00:00.000Z'));
    // 1–15 March: the team lost (within what the game type's allowance lets a dividend pay on it).
    await round(server, d.id, 500_000, 460_000, at('2025-03-01T00:00:00.000Z'));
    await round(server, p1.id, 700_000, 660_000, at('2025-03-15T23:59:59.999Z'));
    await round(server, p1.id, 30_000, 0, at('2025-03-16T00:00:00.000Z')); // the next half month

    await settle(server.db, at('2025-03-16T00:10:00.000Z'));

    const payments = await paymentsOf(server, id);
    expect(payments.map((p) => [p.period_key, p.period_start, p.period_end, Number(p.net_loss_cents), p.rate_bp, Number(p.amount_cents), p.transfer_key])).toEqual([
      ['2025-02-H2', '2025-02-16T00:00:00.000Z', '2025-03-01T00:00:00.000Z', -15_000, 1_000, 0, null],
      ['2025-03-H1', '2025-03-01T00:00:00.000Z', '2025-03-16T00:00:00.000Z', 80_000, 2_000, 16_000, `contract:${id}:2025-03-H1`],
    ]);
    const own = await teamBets(server, d.id, at('2025-03-01T00:00:00.000Z'), at('2025-03-16T00:00:00.000Z'));
    expect(16_000).toBe(Math.floor(((own.turnover - own.payout) * expectedRate(tiers, own.turnover, own.active)) / 10_000));
    expect(await findTransferByKey(server.db, `contract:${id}:2025-03-H1`)).toMatchObject({ kind: 'dividend', amountCents: 16_000 });
    expect(await findTransferByKey(server.db, `contract:${id}:2025-02-H2`)).toBeUndefined();
  });
});

describe('once', () => {
  const salary: StoredTier[] = [{ minTurnoverCents: 0, minActive: 1, rateBp: 100 }];

  it('pays nothing more on a second run', async () => {
    const { root, d } = await team();
    const id = await insertContract(server, { kind: 'salary', uplineId: root.id, downlineId: d.id, tiers: salary, decidedAt: '2025-04-01T00:00:00.000Z' });
    await round(server, d.id, 10_000, 0, at('2025-04-01T10:00:00.000Z'));
    await settle(server.db, at('2025-04-02T00:05:00.000Z'));
    const wallet = await balanceOf(server.db, ACCOUNTS.wallet(d.id));
    const first = await paymentsOf(server, id);
    expect(first.map((p) => [p.period_key, Number(p.amount_cents)])).toEqual([['2025-04-01', 100]]);

    await settle(server.db, at('2025-04-02T00:05:00.000Z'));
    await settle(server.db, at('2025-04-02T23:00:00.000Z'));
    expect(await paymentsOf(server, id)).toEqual(first);
    expect(await balanceOf(server.db, ACCOUNTS.wallet(d.id))).toBe(wallet);
  });

  it('pays once when runs race, none of them failing', async () => {
    const { root, d, p1 } = await team();
    const id = await insertContract(server, { kind: 'salary', uplineId: root.id, downlineId: d.id, tiers: salary, decidedAt: '2025-04-01T00:00:00.000Z' });
    await round(server, p1.id, 20_000, 0, at('2025-04-02T10:00:00.000Z'));
    const wallet = await balanceOf(server.db, ACCOUNTS.wallet(d.id));
    const rowsBefore = await paymentCount();
    // Several at once, as several instances do at start: on PostgreSQL they write the same
    // payment row at the same moment, and a loser must find it paid, not fail its whole run.
    const runs = await Promise.all(Array.from({ length: 6 }, () => settle(server.db, at('2025-04-03T00:05:00.000Z'))));
    const payments = await paymentsOf(server, id);
    expect(payments.map((p) => [p.period_key, Number(p.amount_cents)])).toEqual([
      ['2025-04-01', 0],
      ['2025-04-02', 200],
    ]);
    expect(await balanceOf(server.db, ACCOUNTS.wallet(d.id))).toBe(wallet + 200);
    const transfers = await server.db.selectFrom('ledger_transfers').select('id').where('reference', '=', `contract:${id}`).execute();
    expect(transfers).toHaveLength(1);
    // Between them the runs settled each period once: as many as the rows they wrote.
    expect(runs.reduce((sum, run) => sum + run.settled, 0)).toBe((await paymentCount()) - rowsBefore);
  });

  it('catches up on every missed period once, within its bound', async () => {
    const { root, d } = await team();
    const id = await insertContract(server, { kind: 'salary', uplineId: root.id, downlineId: d.id, tiers: salary, decidedAt: '2025-06-01T06:00:00.000Z' });
    for (const day of ['01', '02', '03', '04', '05']) await round(server, d.id, 1_000, 0, at(`2025-06-${day}T12:00:00.000Z`));
    await settle(server.db, at('2025-06-05T00:05:00.000Z'));
    expect((await paymentsOf(server, id)).map((p) => [p.period_key, Number(p.amount_cents)])).toEqual([
      ['2025-06-01', 10],
      ['2025-06-02', 10],
      ['2025-06-03', 10],
      ['2025-06-04', 10],
    ]);
    // An earlier time settles nothing new; the next day adds only the day that completed.
    await settle(server.db, at('2025-06-04T12:00:00.000Z'));
    await settle(server.db, at('2025-06-06T00:05:00.000Z'));
    expect((await paymentsOf(server, id)).map((p) => p.period_key)).toEqual(['2025-06-01', '2025-06-02', '2025-06-03', '2025-06-04', '2025-06-05']);
  });

  it('looks back at most 31 days, 48 hours or 4 half months', async () => {
    const { root, d } = await team();
    const kinds = ['salary', 'hourly', 'dividend'] as const;
    const ids = [];
    // Ended at the run's time, so the runs of later tests leave them alone.
    const span = { decidedAt: '2024-01-01T00:00:00.000Z', endedAt: '2025-07-10T00:00:00.000Z' };
    for (const kind of kinds) ids.push(await insertContract(server, { kind, uplineId: root.id, downlineId: d.id, tiers: salary, ...span }));
    await settle(server.db, at('2025-07-10T00:00:00.000Z'));
    const [days, hours, halves] = await Promise.all(ids.map((id) => paymentsOf(server, id)));
    expect(days).toHaveLength(31);
    expect([days![0]!.period_key, days![30]!.period_key]).toEqual(['2025-06-09', '2025-07-09']);
    expect(hours).toHaveLength(48);
    expect([hours![0]!.period_key, hours![47]!.period_key]).toEqual(['2025-07-08T00', '2025-07-09T23']);
    expect(halves!.map((p) => p.period_key)).toEqual(['2025-05-H1', '2025-05-H2', '2025-06-H1', '2025-06-H2']);
  });
});

describe('which contracts a period pays', () => {
  const salary: StoredTier[] = [{ minTurnoverCents: 0, minActive: 1, rateBp: 100 }];

  it('pays a period only to a contract accepted before its end', async () => {
    const late = await team();
    const onTime = await team();
    // At midnight the new day has begun: the contract starts with it.
    const lateId = await insertContract(server, { kind: 'salary', uplineId: late.root.id, downlineId: late.d.id, tiers: salary, decidedAt: '2025-05-11T00:00:00.000Z' });
    const onTimeId = await insertContract(server, { kind: 'salary', uplineId: onTime.root.id, downlineId: onTime.d.id, tiers: salary, decidedAt: '2025-05-10T23:59:59.999Z' });
    await round(server, late.d.id, 5_000, 0, at('2025-05-10T12:00:00.000Z'));
    await round(server, onTime.d.id, 5_000, 0, at('2025-05-10T12:00:00.000Z'));
    await settle(server.db, at('2025-05-11T00:05:00.000Z'));
    expect(await paymentsOf(server, lateId)).toEqual([]);
    expect((await paymentsOf(server, onTimeId)).map((p) => [p.period_key, Number(p.amount_cents)])).toEqual([['2025-05-10', 50]]);
  });

  it('pays an ended contract up to the last period it was active at the end of, and its successor after', async () => {
    const { root, d } = await team();
    const switchAt = '2025-05-10T12:00:00.000Z';
    const old = await insertContract(server, { kind: 'salary', uplineId: root.id, downlineId: d.id, tiers: salary, decidedAt: '2025-05-08T09:00:00.000Z', endedAt: switchAt });
    const next = await insertContract(server, { kind: 'salary', uplineId: root.id, downlineId: d.id, tiers: [{ minTurnoverCents: 0, minActive: 1, rateBp: 150 }], decidedAt: switchAt });
    for (const day of ['08', '09', '10', '11']) await round(server, d.id, 1_000, 0, at(`2025-05-${day}T08:00:00.000Z`));
    await settle(server.db, at('2025-05-12T00:05:00.000Z'));
    expect((await paymentsOf(server, old)).map((p) => [p.period_key, Number(p.amount_cents)])).toEqual([
      ['2025-05-08', 10],
      ['2025-05-09', 10],
    ]);
    expect((await paymentsOf(server, next)).map((p) => [p.period_key, Number(p.amount_cents)])).toEqual([
      ['2025-05-10', 15],
      ['2025-05-11', 15],
    ]);
  });
});

describe('the operator’s run', () => {
  const settleCall = (body: unknown, headers: Record<string, string> = OPERATOR_HEADERS) =>
    server.app.request(ENDPOINTS.operatorAgentSettle.path, { method: 'POST', headers, body: JSON.stringify(body) });

  it('settles the periods completed by `at`, and answers what it paid, from the rows it wrote', async () => {
    const { root, d } = await team();
    const id = await insertContract(server, { kind: 'salary', uplineId: root.id, downlineId: d.id, tiers: [{ minTurnoverCents: 0, minActive: 1, rateBp: 150 }], decidedAt: '2025-08-01T00:00:00.000Z' });
    await round(server, d.id, 33_333, 0, at('2025-08-01T12:00:00.000Z'));
    const before = await server.db.selectFrom('agent_contract_payments').select('id').execute();
    const res = await settleCall({ at: '2025-08-02T00:01:00.000Z' });
    const body = (await res.json()) as { success: boolean; value: SettlementRun };
    expect(res.status).toBe(200);
    const written = await server.db
      .selectFrom('agent_contract_payments')
      .selectAll()
      .where(
        'id',
        'not in',
        before.map((r) => r.id),
      )
      .execute();
    // Contracts of the tests above that are still active are settled by the same run.
    expect(written.filter((p) => p.contract_id === id).map((p) => [p.period_key, Number(p.amount_cents)])).toEqual([['2025-08-01', 499]]);
    const paid = written.filter((p) => Number(p.amount_cents) > 0);
    expect(body.value).toEqual({
      at: '2025-08-02T00:01:00.000Z',
      settled: written.length,
      paid: paid.length,
      amount: paid.reduce((sum, p) => sum + Number(p.amount_cents), 0) / 100,
    });
    // A second run has nothing left to settle.
    const again = (await (await settleCall({ at: '2025-08-02T00:01:00.000Z' })).json()) as { value: SettlementRun };
    expect(again.value).toMatchObject({ settled: 0, paid: 0, amount: 0 });
  });

  it('refuses a call without the operator key and a malformed time', async () => {
    const noKey = await settleCall({}, { 'Content-Type': 'application/json' });
    expect(noKey.status).toBe(403);
    const bad = await settleCall({ at: 'yesterday' });
    expect([bad.status, code((await bad.json()) as never)]).toEqual([400, 'invalid_parameter']);
  });

  it('does not exist on a server without an operator key', async () => {
    const app = createApp({ db: server.db, env: loadEnv({ DATA_DIR: server.dir, NODE_ENV: 'test', DEV_HELPERS: '1' }), log: { error: () => {} } });
    const res = await app.request(ENDPOINTS.operatorAgentSettle.path, { method: 'POST', headers: OPERATOR_HEADERS, body: '{}' });
    expect([res.status, code((await res.json()) as never)]).toEqual([404, 'not_found']);
  });

  it('pays a day played after accepting through the calls, once, with `at` just after the day', async () => {
    const root = await addMember(server, 1);
    const d: TestMember = await addMember(server, 1, root.id);
    // root gives out of the site's contract: on d's team it earns what d does, so root is paid nothing more.
    const site = await grantSite(server, root, 'salary', [tier(0, 1, 1)]);
    const id = await activeContract(call, root, d, 'salary', [tier(0, 1, 0.5), tier(1_000, 1, 1)]);
    const now = new Date();
    await round(server, d.id, 123_456, 100_000, now);
    const tomorrow = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
    // Today is not over yet: a run now pays nothing for it.
    await settle(server.db, now);
    expect(await paymentsOf(server, id)).toEqual([]);

    const res = await settleCall({ at: new Date(tomorrow.getTime() + 60_000).toISOString() });
    expect(res.status).toBe(200);
    const today = now.toISOString().slice(0, 10);
    const paid = await paymentsOf(server, id);
    expect(paid.map((p) => [p.period_key, Number(p.rate_bp), Number(p.amount_cents)])).toEqual([[today, 100, 1_234]]);
    // Dated when it really happened, not in the future.
    expect(Date.parse(paid[0]!.created_at)).toBeLessThanOrEqual(Date.now());

    const { body } = await call.get<ContractOverview>(`${ENDPOINTS.agentContracts.path}?kind=salary`, d.token);
    if (!body.success) throw new Error(body.errorCode);
    expect(body.value.mine.payments.map((p) => [p.periodKey, p.amount, p.turnover, p.rate])).toEqual([[today, 12.34, 1_234.56, 1]]);
    expect(body.value.mine.paidTotal).toBe(12.34);
    const upline = await call.get<ContractOverview>(`${ENDPOINTS.agentContracts.path}?kind=salary`, root.token);
    if (!upline.body.success) throw new Error(upline.body.errorCode);
    expect(upline.body.value.team.find((r) => r.downline.memberId === d.id)?.paidTotal).toBe(12.34);

    expect((await paymentsOf(server, site)).map((p) => [p.period_key, Number(p.amount_cents)])).toEqual([[today, 0]]);

    // The scheduled run after midnight finds the day settled.
    await settle(server.db, new Date(tomorrow.getTime() + 5 * 60_000));
    expect(await paymentsOf(server, id)).toEqual(paid);
  });
});

describe('the ledger', () => {
  it('stays healthy after every run above', async () => {
    expect(ledgerHealthy(await checkLedger(server.db))).toBe(true);
  });
});
