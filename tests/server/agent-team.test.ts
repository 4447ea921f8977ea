/**
 * The agent's team reads (SPEC §7 "Agent"): KPI, downlines and the member report over the seeded
 * team, each compared with what the test works out from the rows themselves; the guard.
 */
import { describe, expect, it } from 'vitest';
import type { AgentKpi, AgentMemberReport, AgentQuota, DownlinePage } from '../../src/api/agent-wire';
import { ENDPOINTS } from '../../src/api/endpoints';
import { qs } from './helpers';
import { agentForFile, code, dayBefore, valueOf, kpiFromRows, periodIso, wireFigures } from './agent-team-helpers';

const { server, api, agent } = agentForFile();

const kpi = (token: string, query: Record<string, string | number | undefined> = {}) => api.get<AgentKpi>(`${ENDPOINTS.agentKpi.path}?${qs(query)}`, token);
const downlines = (token: string, query: Record<string, string | number | undefined> = {}) =>
  api.get<DownlinePage>(`${ENDPOINTS.agentDownlines.path}?${qs(query)}`, token);
const report = (token: string, query: Record<string, string | number | undefined>) => api.get<AgentMemberReport>(`${ENDPOINTS.agentMemberReport.path}?${qs(query)}`, token);

describe('guard', () => {
  const reads = [
    ENDPOINTS.agentKpi.path,
    ENDPOINTS.agentDownlines.path,
    `${ENDPOINTS.agentMemberReport.path}?memberId=1`,
    ENDPOINTS.agentQuota.path,
    ENDPOINTS.agentLinks.path,
  ];
  it.each(reads)('%s: a visitor gets 401, a member (demo) 403 not_agent', async (path) => {
    const demo = await api.signIn('demo');
    expect((await api.get(path)).status).toBe(401);
    const refused = await api.get(path, demo.token);
    expect([refused.status, code(refused.body)]).toEqual([403, 'not_agent']);
  });

  it('a trial guest (type 4) is refused like a member', async () => {
    const id = await api.memberId('demo');
    await server.db.updateTable('members').set({ type: 4 }).where('id', '=', id).execute();
    try {
      const { token } = await api.signIn('demo');
      expect(code((await kpi(token)).body)).toBe('not_agent');
    } finally {
      await server.db.updateTable('members').set({ type: 0 }).where('id', '=', id).execute();
    }
  });

  it('the writes refuse a member before reading the body', async () => {
    const { token } = await api.signIn('demo');
    for (const [path, body] of [
      [ENDPOINTS.agentSetRebate.path, { memberId: agent.id, rebateRate: 1 }],
      [ENDPOINTS.agentCreateLink.path, { rebateRate: 1, memberType: 'member' }],
      [ENDPOINTS.agentTransfer.path, { memberId: agent.id, amount: 10 }],
    ] as const) {
      const refused = await api.post(path, token, body);
      expect([refused.status, code(refused.body)]).toEqual([403, 'not_agent']);
    }
  });
});

describe('KPI', () => {
  it('equals the figures worked out from the rows for a 30-day period; levels add up to the team', async () => {
    const from = dayBefore(29);
    const to = dayBefore(0);
    const value = valueOf<AgentKpi>(await kpi(agent.token, { from, to }));
    const expected = await kpiFromRows(server, agent.id, from, to);
    expect(value.from).toBe(from);
    expect(value.to).toBe(to);
    expect(value.rebateRate).toBe(2);
    expect(value.teamSize).toBe(expected.teamSize);
    expect(value.levels.A).toEqual(wireFigures(expected.levels.get(1)!));
    expect(value.levels.B).toEqual(wireFigures(expected.levels.get(2)!));
    expect(value.levels.C).toEqual(wireFigures(expected.levels.get(3)!));
    expect(value.levels.team).toEqual(wireFigures(expected.team));
    // Something to compare: the seeded team played, deposited and earned the agent commission.
    expect(expected.team.turnover).toBeGreaterThan(0);
    expect(expected.team.commission).toBeGreaterThan(0);
    expect(expected.team.deposits).toBeGreaterThan(0);
    expect(expected.levels.get(3)!.activeMembers).toBeGreaterThan(0);
    for (const key of ['members', 'newMembers', 'activeMembers'] as const) {
      expect(value.levels.A[key] + value.levels.B[key] + value.levels.C[key]).toBe(value.levels.team[key]);
    }
    const cents = (n: number) => Math.round(n * 100);
    expect(cents(value.levels.A.commission) + cents(value.levels.B.commission) + cents(value.levels.C.commission)).toBe(cents(value.levels.team.commission));
  });

  it('a level-A agent sees its own team at its own spread', async () => {
    const sub = await api.signIn('subagent');
    const from = dayBefore(59);
    const to = dayBefore(0);
    const value = valueOf<AgentKpi>(await kpi(sub.token, { from, to }));
    const expected = await kpiFromRows(server, sub.id, from, to);
    expect(value.rebateRate).toBe(1.8);
    expect(value.levels.team).toEqual(wireFigures(expected.team));
    expect(value.levels.C).toEqual(wireFigures(expected.levels.get(3)!));
    expect(value.teamSize).toBe(expected.teamSize);
  });

  it('defaults to the last 7 UTC days up to today', async () => {
    const value = valueOf<AgentKpi>(await kpi(agent.token));
    expect([value.from, value.to]).toEqual([dayBefore(6), dayBefore(0)]);
    const expected = await kpiFromRows(server, agent.id, dayBefore(6), dayBefore(0));
    expect(value.levels.team).toEqual(wireFigures(expected.team));
    expect(value.levels.team.newMembers).toBeGreaterThan(0);
  });

  it.each([
    ['from after to', { from: dayBefore(1), to: dayBefore(2) }],
    ['more than 92 days', { from: dayBefore(92), to: dayBefore(0) }],
    ['from alone', { from: dayBefore(3) }],
    ['to alone', { to: dayBefore(3) }],
    ['not a date', { from: '2025-02-30', to: '2025-03-01' }],
  ])('%s → 400 invalid_parameter', async (_name, query) => {
    const refused = await kpi(agent.token, query);
    expect([refused.status, code(refused.body)]).toEqual([400, 'invalid_parameter']);
  });

  it('92 days is the longest period', async () => {
    expect((await kpi(agent.token, { from: dayBefore(91), to: dayBefore(0) })).status).toBe(200);
  });
});

describe('downlines', () => {
  const from = dayBefore(29);
  const to = dayBefore(0);

  it('pages the whole team newest joiners first, totals and figures from the rows', async () => {
    const expected = await kpiFromRows(server, agent.id, from, to);
    const first = valueOf<DownlinePage>(await downlines(agent.token, { from, to, pageSize: 50 }));
    expect(first.total).toBe(expected.teamSize);
    expect(first.list).toHaveLength(50);
    const seen = [...first.list];
    for (let pageNo = 2; seen.length < first.total; pageNo++) seen.push(...valueOf<DownlinePage>(await downlines(agent.token, { from, to, pageSize: 50, pageNo })).list);
    expect(new Set(seen.map((d) => d.memberId)).size).toBe(expected.teamSize);
    const joined = seen.map((d) => d.joinedAt);
    expect(joined).toEqual([...joined].sort().reverse());

    const { fromIso, toIso } = periodIso(from, to);
    for (const d of seen.filter((_, i) => i % 17 === 0)) {
      const bets = await server.db.selectFrom('bets').selectAll().where('member_id', '=', d.memberId).where('created_at', '>=', fromIso).where('created_at', '<', toIso).execute();
      const deposits = await server.db
        .selectFrom('deposit_orders')
        .selectAll()
        .where('member_id', '=', d.memberId)
        .where('state', '=', 'paid')
        .where('decided_at', '>=', fromIso)
        .where('decided_at', '<', toIso)
        .execute();
      const team = await server.db.selectFrom('member_tree').select('member_id').where('ancestor_id', '=', d.memberId).execute();
      const member = await server.db.selectFrom('members as m').innerJoin('members as u', 'u.id', 'm.upline_id').select(['u.account', 'm.rebate_bp']).where('m.id', '=', d.memberId).executeTakeFirstOrThrow();
      const stake = bets.reduce((s, b) => s + Number(b.stake_cents), 0);
      const payout = bets.reduce((s, b) => s + Number(b.payout_cents), 0);
      expect(d).toMatchObject({
        level: expected.place.get(d.memberId)!.depth,
        uplineAccount: member.account,
        rebateRate: Number(member.rebate_bp) / 100,
        teamSize: team.length,
        turnover: stake / 100,
        winLoss: (payout - stake) / 100,
        deposits: deposits.reduce((s, o) => s + Number(o.amount_cents), 0) / 100,
      });
    }
  });

  it('filters by level', async () => {
    const levelA = valueOf<DownlinePage>(await downlines(agent.token, { level: 1, pageSize: 100 }));
    expect(levelA.total).toBe(20);
    expect(levelA.list.every((d) => d.level === 1 && d.uplineAccount === 'agent')).toBe(true);
    expect(levelA.list.filter((d) => d.isAgent).map((d) => d.account).sort()).toEqual(['subagent', 'subagent2', 'subagent3', 'subagent4']);
    expect(valueOf<DownlinePage>(await downlines(agent.token, { level: 2 })).total).toBe(40);
    const levelC = valueOf<DownlinePage>(await downlines(agent.token, { level: 3 }));
    expect(levelC.total).toBe(144);
    expect(levelC.list).toHaveLength(20);
  });

  it('searches account and nickname, any case; LIKE wildcards are taken literally', async () => {
    const byAccount = valueOf<DownlinePage>(await downlines(agent.token, { search: 'SUBAGENT', pageSize: 100 }));
    expect(byAccount.list.map((d) => d.account).sort()).toEqual(['subagent', 'subagent2', 'subagent3', 'subagent4']);
    const byNickname = valueOf<DownlinePage>(await downlines(agent.token, { search: 'team c1', level: 3, pageSize: 100 }));
    // Team C1, C10-C19, C100-C144
    expect(byNickname.total).toBe(1 + 10 + 45);
    expect(byNickname.list.every((d) => d.nickname.toLowerCase().startsWith('team c1'))).toBe(true);
    // "_" matches any one character in LIKE; here it must match the underscore only.
    expect(valueOf<DownlinePage>(await downlines(agent.token, { search: 'team_', pageSize: 100 })).total).toBe(200);
    expect(valueOf<DownlinePage>(await downlines(agent.token, { search: 'm%a' })).total).toBe(0);
    expect(valueOf<DownlinePage>(await downlines(agent.token, { search: 'nobody-here' })).total).toBe(0);
  });

  it('a level-A agent sees only its own team', async () => {
    const sub = await api.signIn('subagent');
    const page = valueOf<DownlinePage>(await downlines(sub.token, { pageSize: 100 }));
    expect(page.total).toBe(10 + 36);
    expect(page.list.every((d) => d.account.startsWith('team_'))).toBe(true);
  });

  it('refuses a page size over 100 and a level over 3', async () => {
    expect(code((await downlines(agent.token, { pageSize: 101 })).body)).toBe('invalid_parameter');
    expect(code((await downlines(agent.token, { level: 4 })).body)).toBe('invalid_parameter');
  });
});

describe('member report', () => {
  it('one member per day: only active days, newest first, totals the sum of the days, from the rows', async () => {
    const from = dayBefore(59);
    const to = dayBefore(0);
    // The busiest level-C member in the period: the report has days to show.
    const { fromIso, toIso } = periodIso(from, to);
    const busiest = await server.db
      .selectFrom('bets')
      .innerJoin('member_tree as t', 't.member_id', 'bets.member_id')
      .select(['bets.member_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('t.ancestor_id', '=', agent.id)
      .where('t.depth', '=', 3)
      .groupBy('bets.member_id')
      .orderBy('n', 'desc')
      .executeTakeFirstOrThrow();
    const memberId = Number(busiest.member_id);
    const value = valueOf<AgentMemberReport>(await report(agent.token, { from, to, memberId }));
    expect(value.member).toMatchObject({ memberId, level: 3, isAgent: false });

    const bets = await server.db.selectFrom('bets').selectAll().where('member_id', '=', memberId).where('created_at', '>=', fromIso).where('created_at', '<', toIso).execute();
    const deposits = await server.db.selectFrom('deposit_orders').selectAll().where('member_id', '=', memberId).where('state', '=', 'paid').execute();
    const days = new Map<string, { bets: number; turnover: number; payout: number; deposits: number }>();
    const day = (d: string) => days.get(d) ?? days.set(d, { bets: 0, turnover: 0, payout: 0, deposits: 0 }).get(d)!;
    for (const b of bets) Object.assign(day(b.created_at.slice(0, 10)), { bets: day(b.created_at.slice(0, 10)).bets + 1, turnover: day(b.created_at.slice(0, 10)).turnover + Number(b.stake_cents), payout: day(b.created_at.slice(0, 10)).payout + Number(b.payout_cents) });
    for (const o of deposits) if (o.decided_at! >= fromIso && o.decided_at! < toIso) day(o.decided_at!.slice(0, 10)).deposits += Number(o.amount_cents);

    expect(value.days.map((d) => d.day)).toEqual([...days.keys()].sort().reverse());
    for (const d of value.days) {
      const e = days.get(d.day)!;
      expect(d).toMatchObject({ bets: e.bets, turnover: e.turnover / 100, payout: e.payout / 100, winLoss: (e.payout - e.turnover) / 100, deposits: e.deposits / 100 });
    }
    const sum = (key: 'bets' | 'turnover' | 'payout' | 'deposits' | 'withdrawals' | 'winLoss') => Math.round(value.days.reduce((s, d) => s + d[key] * 100, 0));
    expect(Math.round(value.totals.turnover * 100)).toBe(sum('turnover'));
    expect(Math.round(value.totals.payout * 100)).toBe(sum('payout'));
    expect(Math.round(value.totals.winLoss * 100)).toBe(sum('winLoss'));
    expect(Math.round(value.totals.deposits * 100)).toBe(sum('deposits'));
    expect(Math.round(value.totals.withdrawals * 100)).toBe(sum('withdrawals'));
    expect(value.totals.bets * 100).toBe(sum('bets'));
    expect(value.totals.bets).toBe(bets.length);
  });

  it('counts a member’s approved withdrawals on the day they were decided', async () => {
    const row = await server.db
      .selectFrom('withdrawals')
      .innerJoin('member_tree as t', 't.member_id', 'withdrawals.member_id')
      .select(['withdrawals.member_id', 'withdrawals.decided_at'])
      .where('t.ancestor_id', '=', agent.id)
      .where('withdrawals.state', '=', 'approved')
      .executeTakeFirstOrThrow();
    const value = valueOf<AgentMemberReport>(await report(agent.token, { from: dayBefore(60), to: dayBefore(0), memberId: row.member_id }));
    const all = await server.db.selectFrom('withdrawals').select('amount_cents').where('member_id', '=', row.member_id).where('state', '=', 'approved').execute();
    expect(Math.round(value.totals.withdrawals * 100)).toBe(all.reduce((s, w) => s + Number(w.amount_cents), 0));
    expect(value.days.some((d) => d.day === row.decided_at!.slice(0, 10) && d.withdrawals > 0)).toBe(true);
  });

  it('a member outside the team, the agent itself or an unknown id → 404 not_your_downline', async () => {
    const sub = await api.signIn('subagent');
    for (const [token, memberId] of [
      [agent.token, await api.memberId('demo')],
      [agent.token, agent.id],
      [agent.token, 999_999],
      // subagent2's downline is not subagent's
      [sub.token, await api.memberId('team_b11')],
      // nor is its own upline
      [sub.token, agent.id],
    ] as const) {
      const refused = await report(token, { memberId });
      expect([refused.status, code(refused.body)]).toEqual([404, 'not_your_downline']);
    }
  });

  it('needs a member id', async () => {
    expect(code((await report(agent.token, {})).body)).toBe('invalid_parameter');
  });
});

describe('quota', () => {
  it('tiers ascending, used counted from the direct downlines’ rates', async () => {
    const value = valueOf<AgentQuota>(await api.get<AgentQuota>(ENDPOINTS.agentQuota.path, agent.token));
    const direct = await server.db.selectFrom('members').select('rebate_bp').where('upline_id', '=', agent.id).execute();
    const at = (bp: number) => direct.filter((d) => Number(d.rebate_bp) >= bp).length;
    expect(value).toEqual({
      rebateRate: 2,
      tiers: [
        { minRate: 1.5, quota: 25, used: at(150), remaining: 25 - at(150) },
        { minRate: 1.8, quota: 6, used: at(180), remaining: 6 - at(180) },
        { minRate: 1.9, quota: 1, used: at(190), remaining: 1 - at(190) },
      ],
    });
    expect(value.tiers[0]!.used).toBe(4);
  });
});
