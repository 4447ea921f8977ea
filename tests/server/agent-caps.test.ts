/**
 * Agent pay bounded by the house's edge (server/agent/caps.ts, contract-earnings.ts):
 * the VIP ladder within its share of every game type's edge, the caps as the test reads them from
 * the edges, the ladder and the share, the operator's grant and the proposals held to them, the
 * per-type cap and the chain at payment time against the test's own arithmetic.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { houseEdgeOf } from '../../server/play/house-edge';
import { DEFAULT_INCENTIVE_SHARE, incentiveCaps, INCENTIVE_SHARE_KEY, KIND_PARTS } from '../../server/agent/caps';
import { settle } from '../../server/agent/settlement';
import { loadLevels } from '../../server/vip/vip';
import { CONTRACT_KINDS, CONTRACT_RATE_CAP, type Contract, type ContractKind, type ContractOverview } from '../../src/api/agent-wire';
import { ENDPOINTS } from '../../src/api/endpoints';
import { GAME_CATEGORIES } from '../../src/api/catalogue-wire';
import { activeContract, addMember, grantSite, paymentsOf, round, tier } from './agent-contracts-helpers';
import { agentClient, code, valueOf } from './agent-team-helpers';
import { OPERATOR_HEADERS, startTestServer, type TestServer } from './helpers';

let server: TestServer;
let call: ReturnType<typeof agentClient>;

beforeAll(async () => {
  server = await startTestServer();
  call = agentClient(server);
}, 60_000);
afterAll(async () => server.close());

const setShare = (value: string) =>
  server.db.insertInto('settings').values({ key: INCENTIVE_SHARE_KEY, value }).onConflict((oc) => oc.column('key').doUpdateSet({ value })).execute();

/** The test's own caps: per type, (share × edge − the top rebate) × the kind's part, per unit staked. */
async function ownCaps(share: number) {
  const top = new Map<string, number>();
  for (const level of await loadLevels(server.db)) for (const [type, rate] of Object.entries(level.rates)) top.set(type, Math.max(top.get(type) ?? 0, rate / 100));
  return Object.fromEntries(GAME_CATEGORIES.map((type) => [type, Math.max(0, share * houseEdgeOf(type) - (top.get(type) ?? 0))]));
}

const grant = (account: string, kind: ContractKind, rate: number) =>
  server.app.request(ENDPOINTS.operatorGrantContract.path, { method: 'POST', headers: OPERATOR_HEADERS, body: JSON.stringify({ account, kind, tiers: [tier(0, 0, rate)] }) });

describe('the caps', () => {
  it('keep the VIP ladder’s top rebate below its share of every game type’s edge', async () => {
    const levels = await loadLevels(server.db);
    for (const type of GAME_CATEGORIES) {
      const top = Math.max(...levels.map((l) => l.rates[type] ?? 0)) / 100;
      expect([type, top < DEFAULT_INCENTIVE_SHARE * houseEdgeOf(type)]).toEqual([type, true]);
    }
  });

  it('give each kind its part of each type’s allowance, and the highest rate any type lets it pay', async () => {
    const caps = await incentiveCaps(server.db);
    expect(caps.share).toBe(DEFAULT_INCENTIVE_SHARE);
    const allowance = await ownCaps(DEFAULT_INCENTIVE_SHARE);
    for (const type of GAME_CATEGORIES) {
      for (const kind of CONTRACT_KINDS) expect(caps.byType[type]!.perStake[kind] / 1e8).toBeCloseTo(allowance[type]! * KIND_PARTS[kind], 7);
    }
    const best = (kind: ContractKind) => Math.max(...GAME_CATEGORIES.map((t) => (allowance[t]! * KIND_PARTS[kind]) / (kind === 'dividend' ? houseEdgeOf(t) : 1)));
    for (const kind of CONTRACT_KINDS) {
      expect(caps.maxRateBp[kind]).toBe(Math.floor(best(kind) * 10_000 + 1e-6));
      expect(caps.maxRateBp[kind]).toBeLessThanOrEqual(CONTRACT_RATE_CAP[kind] * 100);
    }
  });

  it('read the share from the operator’s setting, a value out of (0, 1] as the default', async () => {
    for (const [value, share] of [['0.25', 0.25], ['1', 1], ['0', 0.5], ['1.5', 0.5], ['"x"', 0.5], ['not json', 0.5]] as const) {
      await setShare(value);
      expect([value, (await incentiveCaps(server.db)).share]).toEqual([value, share]);
    }
    await setShare(String(DEFAULT_INCENTIVE_SHARE));
  });
});

describe('where rates are set', () => {
  it('lets the operator grant only a top agent, within the site’s cap, and nothing on a refusal', async () => {
    const top = await addMember(server, 1);
    const below = await addMember(server, 1, top.id);
    const player = await addMember(server, 0);
    const caps = await incentiveCaps(server.db);
    const before = await server.db.selectFrom('agent_contracts').select(['id', 'state']).execute();
    const refusals: [string, ContractKind, number, number, string][] = [
      [below.account, 'salary', 0.1, 422, 'contract_not_top_agent'],
      [player.account, 'salary', 0.1, 422, 'downline_not_agent'],
      ['nobody-here', 'salary', 0.1, 404, 'user_not_found'],
      ...CONTRACT_KINDS.map((kind): [string, ContractKind, number, number, string] => [top.account, kind, caps.maxRateBp[kind] / 100 + 0.01, 422, 'contract_above_site_cap']),
    ];
    for (const [account, kind, rate, status, error] of refusals) {
      const res = await grant(account, kind, rate);
      expect([account, kind, res.status, code((await res.json()) as never)]).toEqual([account, kind, status, error]);
    }
    const bad = await server.app.request(ENDPOINTS.operatorGrantContract.path, { method: 'POST', headers: OPERATOR_HEADERS, body: JSON.stringify({ account: top.account, kind: 'weekly', tiers: [] }) });
    expect([bad.status, code((await bad.json()) as never)]).toEqual([400, 'invalid_parameter']);
    const noKey = await server.app.request(ENDPOINTS.operatorGrantContract.path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    expect(noKey.status).toBe(403);
    expect(await server.db.selectFrom('agent_contracts').select(['id', 'state']).execute()).toEqual(before);

    // At the cap it is granted, active at once; a new grant of the kind ends the one before.
    const first = await grantSite(server, top, 'salary', [tier(0, 0, caps.maxRateBp.salary / 100)]);
    const second = await grantSite(server, top, 'salary', [tier(0, 0, 0.2)]);
    const rows = await server.db.selectFrom('agent_contracts').select(['id', 'state', 'upline_id']).where('id', 'in', [first, second]).orderBy('id').execute();
    expect(rows.map((r) => [r.state, r.upline_id])).toEqual([
      ['ended', null],
      ['active', null],
    ]);
  });

  it('refuses a proposal above the site’s cap once the operator lowers the share, and shows what may be offered', async () => {
    const top = await addMember(server, 1);
    const a = await addMember(server, 1, top.id);
    const caps = await incentiveCaps(server.db);
    const rate = caps.maxRateBp.salary / 100;
    await grantSite(server, top, 'salary', [tier(0, 0, rate)]);
    expect(valueOf(await call.get<ContractOverview>(`${ENDPOINTS.agentContracts.path}?kind=salary`, top.token))).toMatchObject({ maxOffer: rate, siteCap: rate });

    await setShare('0.25');
    const lowered = (await incentiveCaps(server.db)).maxRateBp.salary / 100;
    expect(lowered).toBeLessThan(rate);
    expect(valueOf(await call.get<ContractOverview>(`${ENDPOINTS.agentContracts.path}?kind=salary`, top.token))).toMatchObject({ maxOffer: lowered, siteCap: lowered });
    const above = await call.post<Contract>(ENDPOINTS.agentProposeContract.path, top.token, { kind: 'salary', memberId: a.id, tiers: [tier(0, 0, rate)] });
    expect([above.status, code(above.body)]).toEqual([422, 'contract_above_site_cap']);
    const within = await call.post<Contract>(ENDPOINTS.agentProposeContract.path, top.token, { kind: 'salary', memberId: a.id, tiers: [tier(0, 0, lowered)] });
    expect(within.status).toBe(200);
    await setShare(String(DEFAULT_INCENTIVE_SHARE));
  });
});

describe('where commissions are paid', () => {
  const day = '2031-05-10';
  const at = (time: string) => new Date(`${day}T${time}.000Z`);
  const afterDay = new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000 + 5 * 60_000);

  it('pays a salary on each game type at most that type’s allowance, and a dividend at most its part of it', async () => {
    const top = await addMember(server, 1);
    const d = await addMember(server, 1, top.id);
    const caps = await incentiveCaps(server.db);
    // Contracts accepted before the day: the site's straight to d's upline, then passed on whole.
    await grantSite(server, top, 'salary', [tier(0, 0, caps.maxRateBp.salary / 100)]);
    await grantSite(server, top, 'dividend', [tier(0, 0, caps.maxRateBp.dividend / 100)]);
    const salary = await activeContract(call, top, d, 'salary', [tier(0, 0, caps.maxRateBp.salary / 100)]);
    const dividend = await activeContract(call, top, d, 'dividend', [tier(0, 0, caps.maxRateBp.dividend / 100)]);
    await server.db.updateTable('agent_contracts').set({ decided_at: '2031-05-01T00:00:00.000Z' }).where('downline_id', 'in', [top.id, d.id]).where('state', '=', 'active').execute();
    // A baccarat, a slots and an e-sports round, all lost: the dividend's base is every stake.
    const plays: [string, number][] = [['LIVE', 1_000_000], ['RNG', 200_000], ['ESPORTS', 300_000]];
    for (const [type, stake] of plays) await round(server, d.id, stake, 0, at('10:00:00'), type);

    await settle(server.db, afterDay);
    await settle(server.db, new Date(Date.parse('2031-05-16T00:05:00.000Z')));

    const rateScaled = caps.maxRateBp.salary * 10_000;
    const salaryScaled = plays.reduce((sum, [type, stake]) => sum + stake * Math.min(rateScaled, caps.byType[type]!.perStake.salary), 0);
    const paid = await paymentsOf(server, salary);
    expect(paid.map((p) => [p.period_key, Number(p.turnover_cents), p.rate_bp, Number(p.amount_cents)])).toContainEqual([day, 1_500_000, caps.maxRateBp.salary, Math.floor(salaryScaled / 1e8)]);
    // Less than the rate on the whole turnover: baccarat's allowance is thin.
    expect(Math.floor(salaryScaled / 1e8)).toBeLessThan(Math.floor((1_500_000 * caps.maxRateBp.salary) / 10_000));

    const dividendScaled = plays.reduce((sum, [type, stake]) => sum + stake * caps.byType[type]!.perStake.dividend, 0);
    const halves = await paymentsOf(server, dividend);
    expect(halves.map((p) => [p.period_key, Number(p.net_loss_cents), Number(p.amount_cents)])).toContainEqual([
      '2031-05-H1',
      1_500_000,
      Math.min(Math.floor((1_500_000 * caps.maxRateBp.dividend) / 10_000), Math.floor(dividendScaled / 1e8)),
    ]);
  });

  it('pays a chain no more than its top contract: each agent is paid out of its own, less what it gave', async () => {
    const top = await addMember(server, 1);
    const a = await addMember(server, 1, top.id);
    const b = await addMember(server, 1, a.id);
    const pa = await addMember(server, 0, a.id);
    const pb = await addMember(server, 0, b.id);
    const tops: Record<string, number> = { top: 60, a: 60, b: 40 };
    await grantSite(server, top, 'salary', [tier(0, 0, tops.top! / 100)]);
    const ids = { a: await activeContract(call, top, a, 'salary', [tier(0, 0, tops.a! / 100)]), b: await activeContract(call, a, b, 'salary', [tier(0, 0, tops.b! / 100)]) };
    const site = (await server.db.selectFrom('agent_contracts').select('id').where('downline_id', '=', top.id).where('state', '=', 'active').executeTakeFirstOrThrow()).id;
    await server.db.updateTable('agent_contracts').set({ decided_at: '2031-06-01T00:00:00.000Z' }).where('id', 'in', [site, ids.a, ids.b]).execute();
    const when = new Date('2031-06-10T09:00:00.000Z');
    await round(server, pb.id, 100_000, 0, when);
    await round(server, pa.id, 50_000, 0, when);
    await round(server, top.id, 20_000, 0, when);
    await settle(server.db, new Date('2031-06-11T00:05:00.000Z'));

    const amount = async (id: number) => Number((await paymentsOf(server, id)).find((p) => p.period_key === '2031-06-10')!.amount_cents);
    // The rounds are on e-sports, whose allowance covers these rates: each earns rate × its team's turnover.
    const earned = { b: (100_000 * tops.b!) / 10_000, a: (150_000 * tops.a!) / 10_000, top: (170_000 * tops.top!) / 10_000 };
    expect([await amount(ids.b), await amount(ids.a), await amount(Number(site))]).toEqual([earned.b, earned.a - earned.b, earned.top - earned.a]);
    // Together: the top contract's rate on the whole tree's turnover, no more.
    expect((await amount(ids.b)) + (await amount(ids.a)) + (await amount(Number(site)))).toBe(earned.top);
  });
});
