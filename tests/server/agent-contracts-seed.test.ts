/**
 * The demo contracts (server/seed/contracts.ts) on a seeded server: the site's grants to `agent`
 * and the three contracts it gave in their states, every settled period's figures against the
 * test's own sums over the seeded bets (the amount capped per game type by the site's caps), the
 * money in the ledger, nothing more to settle, and a second seed changing nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger, findTransferByKey, ledgerHealthy } from '../../server/ledger';
import { capOf, incentiveCaps } from '../../server/agent/caps';
import { settle } from '../../server/agent/settlement';
import { completedPeriods } from '../../server/agent/contract-periods';
import { parseTiers, type StoredTier } from '../../server/agent/contract-wire';
import { SITE_GRANTS, writeContractSeedIfAbsent } from '../../server/seed/contracts';
import type { ContractOverview, ContractRequests } from '../../src/api/agent-wire';
import { ENDPOINTS } from '../../src/api/endpoints';
import { paymentsOf, teamBets, teamStakesByType } from './agent-contracts-helpers';
import { agentClient } from './agent-team-helpers';
import { startTestServer, type TestServer } from './helpers';

const DAY_MS = 86_400_000;

let server: TestServer;
let call: ReturnType<typeof agentClient>;
/** When the seed ran (the run's seeded copy, or this server's own seed), within a few seconds. */
let seededAt: Date;

beforeAll(async () => {
  server = await startTestServer();
  seededAt = server.seededAt;
  call = agentClient(server);
}, 60_000);
afterAll(async () => server.close());

async function contracts() {
  const rows = await server.db
    .selectFrom('agent_contracts as c')
    .innerJoin('members as u', 'u.id', 'c.upline_id')
    .innerJoin('members as d', 'd.id', 'c.downline_id')
    .select(['c.id', 'c.kind', 'c.state', 'c.tiers', 'c.decided_at', 'c.downline_id', 'u.account as upline', 'd.account as downline'])
    .orderBy('c.id')
    .execute();
  return rows;
}

function expectedRate(tiers: StoredTier[], turnover: number, active: number): number {
  let rate = 0;
  for (const t of tiers) if (turnover >= t.minTurnoverCents && active >= t.minActive) rate = t.rateBp;
  return rate;
}

/** Each payment's figures recomputed from the bets rows, and its transfer. */
async function checkPayments(contract: Awaited<ReturnType<typeof contracts>>[number]) {
  const tiers = parseTiers(contract.tiers);
  const payments = await paymentsOf(server, Number(contract.id));
  const caps = await incentiveCaps(server.db);
  const kind = contract.kind;
  for (const p of payments) {
    const own = await teamBets(server, contract.downline_id, new Date(p.period_start), new Date(p.period_end));
    const rate = expectedRate(tiers, own.turnover, own.active);
    // Per game type: salary at the rate or the type's cap, whichever is lower; a dividend at most its cap on the turnover.
    const byType = [...(await teamStakesByType(server, contract.downline_id, new Date(p.period_start), new Date(p.period_end)))];
    const capped = byType.reduce((sum, [type, stake]) => sum + stake * capOf(caps, type).perStake[kind], 0);
    const amount =
      kind === 'dividend'
        ? Math.min(Math.floor((Math.max(0, own.turnover - own.payout) * rate) / 10_000), Math.floor(capped / 1e8))
        : Math.floor(byType.reduce((sum, [type, stake]) => sum + stake * Math.min(rate * 10_000, capOf(caps, type).perStake[kind]), 0) / 1e8);
    expect([p.period_key, Number(p.turnover_cents), p.active_members, Number(p.net_loss_cents), p.rate_bp, Number(p.amount_cents)]).toEqual([
      p.period_key,
      own.turnover,
      own.active,
      own.turnover - own.payout,
      rate,
      amount,
    ]);
    // Paid by the midnight run that followed the period.
    expect(Date.parse(p.created_at)).toBeGreaterThanOrEqual(Date.parse(p.period_end));
    const transfer = await findTransferByKey(server.db, `contract:${contract.id}:${p.period_key}`);
    expect(transfer?.amountCents).toBe(amount > 0 ? amount : undefined);
  }
  return payments;
}

describe('the demo contracts', () => {
  it('are the site’s grants to agent, then agent → subagent salary (active) and hourly (pending), agent → subagent2 dividend (active)', async () => {
    const granted = await server.db.selectFrom('agent_contracts as c').innerJoin('members as d', 'd.id', 'c.downline_id').select(['c.kind', 'c.state', 'c.tiers', 'c.upline_id', 'd.account']).where('c.upline_id', 'is', null).orderBy('c.id').execute();
    expect(granted.map((g) => [g.account, g.kind, g.state, JSON.parse(g.tiers)])).toEqual(Object.entries(SITE_GRANTS).map(([kind, tiers]) => ['agent', kind, 'active', tiers]));
    // Within the site's caps, and at least what agent gave its subagents.
    const caps = await incentiveCaps(server.db);
    for (const [kind, tiers] of Object.entries(SITE_GRANTS)) expect(tiers[0]!.rateBp).toBeLessThanOrEqual(caps.maxRateBp[kind as keyof typeof SITE_GRANTS]);
    for (const given of await contracts()) expect(Math.max(...parseTiers(given.tiers).map((t) => t.rateBp))).toBeLessThanOrEqual(SITE_GRANTS[given.kind]![0]!.rateBp);
    const rows = await contracts();
    expect(rows.map((r) => [r.upline, r.downline, r.kind, r.state])).toEqual([
      ['agent', 'subagent', 'salary', 'active'],
      ['agent', 'subagent', 'hourly', 'pending'],
      ['agent', 'subagent2', 'dividend', 'active'],
    ]);
    const { token } = await call.signIn('subagent');
    const { body } = await call.get<ContractRequests>(ENDPOINTS.agentContractRequests.path, token);
    expect(body.success && body.value).toEqual({ dailysalreqtype: false, divtypecompperiodreq: false, contracthoursalreq: true });
  });

  it('have the salary’s 19 completed days settled, each from the team’s bets of that day', async () => {
    const salary = (await contracts()).find((r) => r.kind === 'salary')!;
    const payments = await checkPayments(salary);
    const today = Date.UTC(seededAt.getUTCFullYear(), seededAt.getUTCMonth(), seededAt.getUTCDate());
    const days = Array.from({ length: 19 }, (_, i) => new Date(today - (19 - i) * DAY_MS).toISOString().slice(0, 10));
    expect(payments.map((p) => p.period_key)).toEqual(days);
    expect(payments.some((p) => Number(p.amount_cents) > 0)).toBe(true);
  });

  it('have the dividend’s completed half months since acceptance settled, each once', async () => {
    const dividend = (await contracts()).find((r) => r.kind === 'dividend')!;
    const payments = await checkPayments(dividend);
    const decided = Date.parse(dividend.decided_at!);
    const expected = completedPeriods('dividend', seededAt)
      .filter((p) => p.end.getTime() > decided)
      .map((p) => p.key)
      .reverse();
    expect(payments.map((p) => p.period_key)).toEqual(expected);
    expect(payments.length).toBeGreaterThanOrEqual(2);
  });

  it('leave nothing to settle, and the agent sees what its contracts paid', async () => {
    const before = await server.db.selectFrom('agent_contract_payments').select('id').execute();
    const run = await settle(server.db, seededAt);
    expect(run.settled).toBe(0);
    expect(await server.db.selectFrom('agent_contract_payments').select('id').execute()).toHaveLength(before.length);

    const { token } = await call.signIn('agent');
    const { body } = await call.get<ContractOverview>(`${ENDPOINTS.agentContracts.path}?kind=salary`, token);
    if (!body.success) throw new Error(body.errorCode);
    expect(body.value.team.map((r) => r.downline.account)).toEqual(['subagent', 'subagent2', 'subagent3', 'subagent4']);
    const salary = (await contracts()).find((r) => r.kind === 'salary')!;
    const paid = (await paymentsOf(server, Number(salary.id))).reduce((sum, p) => sum + Number(p.amount_cents), 0);
    expect(body.value.team[0]?.paidTotal).toBe(paid / 100);
    expect(body.value.team[0]?.active?.id).toBe(Number(salary.id));
  });

  it('are written once: a second seed changes nothing', async () => {
    const [contractsBefore, paymentsBefore] = [await contracts(), await server.db.selectFrom('agent_contract_payments').selectAll().orderBy('id').execute()];
    await writeContractSeedIfAbsent(server.db);
    expect(await contracts()).toEqual(contractsBefore);
    expect(await server.db.selectFrom('agent_contract_payments').selectAll().orderBy('id').execute()).toEqual(paymentsBefore);
    expect(ledgerHealthy(await checkLedger(server.db))).toBe(true);
  });
});
