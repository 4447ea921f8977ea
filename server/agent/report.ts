/**
 * Member P&L report (SPEC §7 "Agent"): one team member's own figures over the period, per UTC day
 * (the day a bet settled — open and void bets are in no figure, as in the KPI: ./settled-stakes.ts
 * — or a deposit's or withdrawal's decision), only the days with any activity, newest first; the
 * totals are the sum of those days.
 */
import { sql } from 'kysely';
import type { AgentMemberReport, ReportRow } from '../../src/api/agent-wire';
import { isAgentType } from '../../src/api/member-types';
import type { Db } from '../db/connection';
import type { AgentPeriod } from './period';
import { depthBelow } from './tree';
import { num, percent, units } from './units';
import { SETTLED, settledAtOf } from '../records/settled-stakes';

interface DayCents {
  deposits: number;
  withdrawals: number;
  bets: number;
  turnover: number;
  payout: number;
}

const toRow = (c: DayCents): ReportRow => ({
  deposits: units(c.deposits),
  withdrawals: units(c.withdrawals),
  bets: c.bets,
  turnover: units(c.turnover),
  payout: units(c.payout),
  winLoss: units(c.payout - c.turnover),
});

/** The report, or null when the member is not in the agent's team (the caller itself included). */
export async function agentMemberReport(db: Db, agentId: number, memberId: number, period: AgentPeriod): Promise<AgentMemberReport | null> {
  const level = await depthBelow(db, agentId, memberId);
  if (level === undefined) return null;
  const member = await db
    .selectFrom('members')
    .select(['id', 'account', 'nickname', 'type', 'rebate_bp'])
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();

  const { fromIso, toIso } = period;
  const days = new Map<string, DayCents>();
  const day = (key: string) => {
    let found = days.get(key);
    if (!found) days.set(key, (found = { deposits: 0, withdrawals: 0, bets: 0, turnover: 0, payout: 0 }));
    return found;
  };

  const settledAt = settledAtOf();
  const bets = await sql<{ day: string; n: number; turnover: number; payout: number }>`
    select substr(${settledAt}, 1, 10) as day, count(*) as n, sum(stake_cents) as turnover, sum(payout_cents) as payout
    from bets where member_id = ${memberId} and status = ${SETTLED} and ${settledAt} >= ${fromIso} and ${settledAt} < ${toIso}
    group by day`.execute(db);
  for (const r of bets.rows) Object.assign(day(r.day), { bets: num(r.n), turnover: num(r.turnover), payout: num(r.payout) });

  const deposits = await sql<{ day: string; cents: number }>`
    select substr(decided_at, 1, 10) as day, sum(amount_cents) as cents
    from deposit_orders where member_id = ${memberId} and state = 'paid' and decided_at >= ${fromIso} and decided_at < ${toIso}
    group by day`.execute(db);
  for (const r of deposits.rows) day(r.day).deposits = num(r.cents);

  const withdrawals = await sql<{ day: string; cents: number }>`
    select substr(decided_at, 1, 10) as day, sum(amount_cents) as cents
    from withdrawals where member_id = ${memberId} and state = 'approved' and decided_at >= ${fromIso} and decided_at < ${toIso}
    group by day`.execute(db);
  for (const r of withdrawals.rows) day(r.day).withdrawals = num(r.cents);

  const ordered = [...days.entries()].sort(([a], [b]) => (a < b ? 1 : -1));
  const totals: DayCents = { deposits: 0, withdrawals: 0, bets: 0, turnover: 0, payout: 0 };
  for (const [, c] of ordered) for (const key of Object.keys(totals) as (keyof DayCents)[]) totals[key] += c[key];

  return {
    from: period.from,
    to: period.to,
    member: {
      memberId: Number(member.id),
      account: member.account,
      nickname: member.nickname,
      level,
      isAgent: isAgentType(member.type),
      rebateRate: percent(member.rebate_bp),
    },
    totals: toRow(totals),
    days: ordered.map(([key, c]) => ({ day: key, ...toRow(c) })),
  };
}
