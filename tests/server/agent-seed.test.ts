/**
 * The demo agent's team seed (server/seed/team.ts): over 200 members in three levels under
 * `agent`, tree rows agreeing with the uplines, quotas and links, 60 days of play before the seed's
 * now (today and yesterday included), money only through a healthy ledger, written once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger, ledgerHealthy, ACCOUNTS, balanceOf } from '../../server/ledger';
import { verifyPassword } from '../../server/lib/password';
import { generateSeed } from '../../server/seed/index';
import { writeTeamSeedIfAbsent } from '../../server/seed/team';
import { isAgentType } from '../../src/api/member-types';
import { startTestServer, type TestServer } from './helpers';
import { dayBefore } from './agent-team-helpers';

let server: TestServer;
let agentId: number;
const DAY_MS = 86_400_000;

beforeAll(async () => {
  server = await startTestServer();
  agentId = Number((await server.db.selectFrom('members').select('id').where('account_key', '=', 'agent').executeTakeFirstOrThrow()).id);
});
afterAll(async () => server.close());

const count = async (table: 'members' | 'bets' | 'ledger_transfers' | 'member_tree' | 'deposit_orders') =>
  Number((await server.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

describe('the team', () => {
  it('has at least 200 members under agent over three levels, agent at 2.00%', async () => {
    const rows = await server.db.selectFrom('member_tree').select(['depth', (eb) => eb.fn.countAll<number>().as('n')]).where('ancestor_id', '=', agentId).groupBy('depth').orderBy('depth').execute();
    expect(rows.map((r) => [Number(r.depth), Number(r.n)])).toEqual([
      [1, 20],
      [2, 40],
      [3, 144],
    ]);
    expect(rows.reduce((s, r) => s + Number(r.n), 0)).toBeGreaterThanOrEqual(200);
    const agent = await server.db.selectFrom('members').select(['rebate_bp', 'type']).where('id', '=', agentId).executeTakeFirstOrThrow();
    expect(agent).toEqual({ rebate_bp: 200, type: 1 });
  });

  it('every tree row agrees with the upline chain, and every downline is below its upline’s rate', async () => {
    const members = await server.db.selectFrom('members').select(['id', 'upline_id', 'rebate_bp']).execute();
    const byId = new Map(members.map((m) => [Number(m.id), m]));
    const tree = await server.db.selectFrom('member_tree').selectAll().execute();
    const expected: string[] = [];
    for (const m of members) {
      let depth = 0;
      for (let up = m.upline_id; up !== null; up = byId.get(up)!.upline_id) expected.push(`${up}>${m.id}@${++depth}`);
      if (m.upline_id !== null) expect(Number(m.rebate_bp)).toBeLessThan(Number(byId.get(m.upline_id)!.rebate_bp));
    }
    expect(tree.map((t) => `${t.ancestor_id}>${t.member_id}@${t.depth}`).sort()).toEqual(expected.sort());
  });

  it('the level-A agents and their rates; subagent signs in with sub12345 and has money to play with', async () => {
    const levelA = await server.db.selectFrom('members').select(['account', 'type', 'rebate_bp', 'password_hash']).where('upline_id', '=', agentId).execute();
    expect(levelA.filter((m) => isAgentType(m.type)).map((m) => [m.account, m.rebate_bp])).toEqual([
      ['subagent', 180],
      ['subagent2', 170],
      ['subagent3', 160],
      ['subagent4', 150],
    ]);
    const members = levelA.filter((m) => !isAgentType(m.type));
    expect(members).toHaveLength(16);
    expect(members.every((m) => m.rebate_bp >= 50 && m.rebate_bp <= 100 && m.password_hash === null)).toBe(true);
    const sub = await server.db.selectFrom('members').select(['id', 'password_hash']).where('account_key', '=', 'subagent').executeTakeFirstOrThrow();
    expect(await verifyPassword('sub12345', sub.password_hash)).toBe(true);
    expect(await balanceOf(server.db, ACCOUNTS.wallet(Number(sub.id)))).toBeGreaterThan(0);
  });

  it('quotas for every seeded agent, agent’s as documented, none over its quota; the three links', async () => {
    const agents = await server.db
      .selectFrom('member_tree as t')
      .innerJoin('members as m', 'm.id', 't.member_id')
      .select(['m.id', 'm.type'])
      .where('t.ancestor_id', '=', agentId)
      .execute();
    const withQuota = new Set((await server.db.selectFrom('agent_quotas').select('agent_id').execute()).map((q) => Number(q.agent_id)));
    for (const a of agents.filter((m) => isAgentType(m.type))) expect(withQuota.has(Number(a.id))).toBe(true);
    expect(withQuota.has(agentId)).toBe(true);
    const rootQuotas = await server.db.selectFrom('agent_quotas').select(['min_bp', 'quota']).where('agent_id', '=', agentId).orderBy('min_bp').execute();
    expect(rootQuotas).toEqual([
      { min_bp: 150, quota: 25 },
      { min_bp: 180, quota: 6 },
      { min_bp: 190, quota: 1 },
    ]);
    const quotas = await server.db.selectFrom('agent_quotas').selectAll().execute();
    for (const q of quotas) {
      const used = await server.db.selectFrom('members').select('id').where('upline_id', '=', q.agent_id).where('rebate_bp', '>=', q.min_bp).execute();
      expect(used.length).toBeLessThanOrEqual(Number(q.quota));
    }
    const links = await server.db.selectFrom('agent_links as l').innerJoin('members as m', 'm.id', 'l.agent_id').select(['m.account', 'l.code', 'l.rebate_bp', 'l.member_type']).orderBy('l.code').execute();
    expect(links).toEqual([
      { account: 'agent', code: 'AGT100', rebate_bp: 100, member_type: 0 },
      { account: 'agent', code: 'AGT150', rebate_bp: 150, member_type: 1 },
      { account: 'subagent', code: 'SUB080', rebate_bp: 80, member_type: 0 },
    ]);
  });
});

describe('the activity', () => {
  it('spans the last 60 days up to now, today and yesterday included, never before a member joined', async () => {
    const team = server.db.selectFrom('member_tree').select('member_id').where('ancestor_id', '=', agentId);
    const bets = await server.db
      .selectFrom('bets')
      .innerJoin('members', 'members.id', 'bets.member_id')
      .select(['bets.created_at', 'members.created_at as joined'])
      .where('bets.member_id', 'in', team)
      .execute();
    expect(bets.length).toBeGreaterThan(1000);
    const now = Date.now();
    const times = bets.map((b) => Date.parse(b.created_at));
    expect(Math.min(...times)).toBeGreaterThanOrEqual(now - 61 * DAY_MS);
    expect(Math.min(...times)).toBeLessThan(now - 55 * DAY_MS);
    expect(Math.max(...times)).toBeLessThanOrEqual(now);
    const days = new Set(bets.map((b) => b.created_at.slice(0, 10)));
    expect(days.has(dayBefore(1))).toBe(true);
    expect(days.size).toBeGreaterThanOrEqual(58);
    expect(bets.every((b) => b.created_at > b.joined)).toBe(true);

    const deposits = await server.db.selectFrom('deposit_orders').select(['state', 'decided_at']).where('member_id', 'in', team).execute();
    expect(deposits.length).toBeGreaterThan(50);
    expect(deposits.every((d) => d.state === 'paid' && d.decided_at !== null)).toBe(true);
    const withdrawals = await server.db.selectFrom('withdrawals').select('state').where('member_id', 'in', team).execute();
    expect(withdrawals.length).toBeGreaterThan(0);
    expect(withdrawals.every((w) => w.state === 'approved')).toBe(true);
  });

  it('bets in the last 24 hours, and on the current UTC day unless it is minutes old', async () => {
    const today = dayBefore(0);
    const team = server.db.selectFrom('member_tree').select('member_id').where('ancestor_id', '=', agentId);
    const recent = await server.db.selectFrom('bets').select('created_at').where('member_id', 'in', team).where('created_at', '>=', new Date(Date.now() - DAY_MS).toISOString()).execute();
    expect(recent.length).toBeGreaterThan(0);
    if (Date.now() - Date.parse(`${today}T00:00:00Z`) > 30 * 60_000) expect(recent.filter((b) => b.created_at.startsWith(today)).length).toBeGreaterThan(0);
  });

  it('every cent moved through the ledger: wallets equal their transfers, the ledger is healthy', async () => {
    expect(ledgerHealthy(await checkLedger(server.db))).toBe(true);
    const team = await server.db.selectFrom('member_tree').select('member_id').where('ancestor_id', '=', agentId).execute();
    for (const { member_id } of team.slice(0, 40)) {
      const bets = await server.db.selectFrom('bets').select(['stake_cents', 'payout_cents']).where('member_id', '=', member_id).execute();
      const deposits = await server.db.selectFrom('deposit_orders').select('amount_cents').where('member_id', '=', member_id).where('state', '=', 'paid').execute();
      const withdrawals = await server.db.selectFrom('withdrawals').select('amount_cents').where('member_id', '=', member_id).where('state', '=', 'approved').execute();
      const opening = await server.db.selectFrom('ledger_transfers').select('amount_cents').where('transfer_key', '=', `opening:${member_id}`).executeTakeFirst();
      // The contracts' seeded settlements pay some agents salaries and dividends too.
      const paid = await server.db
        .selectFrom('ledger_transfers')
        .select('amount_cents')
        .where('kind', 'in', ['salary', 'hourly_salary', 'dividend'])
        .where('credit_account_id', '=', (eb) => eb.selectFrom('ledger_accounts').select('id').where('code', '=', ACCOUNTS.wallet(member_id).code))
        .execute();
      const expected =
        Number(opening?.amount_cents ?? 0) +
        paid.reduce((s, p) => s + Number(p.amount_cents), 0) +
        deposits.reduce((s, d) => s + Number(d.amount_cents), 0) -
        withdrawals.reduce((s, w) => s + Number(w.amount_cents), 0) +
        bets.reduce((s, b) => s + Number(b.payout_cents) - Number(b.stake_cents), 0);
      expect(await balanceOf(server.db, ACCOUNTS.wallet(member_id))).toBe(expected);
    }
  });

  it('adds no winner-board rows', async () => {
    const winners = await server.db.selectFrom('winners').select('id').execute();
    expect(winners).toHaveLength(generateSeed(600).winners.length);
  });
});

describe('written once', () => {
  it('a second run with subagent present adds nothing', async () => {
    const before = await Promise.all((['members', 'bets', 'ledger_transfers', 'member_tree', 'deposit_orders'] as const).map(count));
    await writeTeamSeedIfAbsent(server.db);
    expect(await Promise.all((['members', 'bets', 'ledger_transfers', 'member_tree', 'deposit_orders'] as const).map(count))).toEqual(before);
  });
});
