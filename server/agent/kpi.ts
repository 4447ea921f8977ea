/**
 * Team KPI (SPEC §7 "Agent": team KPI A/B/C) over a period, every figure from rows: members from
 * `members`, play from `bets` (settled stakes, in the period they settled, as the contracts count
 * them: ./settled-stakes.ts), money from paid deposit orders and approved withdrawals, each joined
 * to the agent's team through member_tree. A handful of grouped queries, however big the team.
 *
 * Levels: A = depth 1, B = depth 2, C = depth 3 and below (so the three always add up to `team`).
 * Commission: a bet by a member under direct downline d earns the agent
 * stake × (agent's rate − d's rate), floored at 0. It is rounded down to whole cents once per
 * direct downline and level, and the team's commission is the sum of the levels', so the levels
 * add up exactly (the team's can be a few cents below rounding the whole team at once).
 */
import { sql } from 'kysely';
import type { AgentKpi, KpiFigures } from '../../src/api/agent-wire';
import type { Db } from '../db/connection';
import type { AgentPeriod } from './period';
import { num, percent, units } from './units';
import { SETTLED, settledAtOf } from '../records/settled-stakes';

type Bucket = 1 | 2 | 3;
const BUCKETS: readonly Bucket[] = [1, 2, 3];

/** member_tree depth → level bucket (1, 2, 3 = C and below). */
export const levelBucket = sql<number>`case when t.depth >= 3 then 3 else t.depth end`;

/** A level's figures in cents, as counted before the wire's units (the tests' oracle counts the same). */
export interface KpiCents {
  members: number;
  newMembers: number;
  activeMembers: number;
  deposits: number;
  withdrawals: number;
  turnover: number;
  payout: number;
  commission: number;
}

const emptyCents = (): KpiCents => ({ members: 0, newMembers: 0, activeMembers: 0, deposits: 0, withdrawals: 0, turnover: 0, payout: 0, commission: 0 });

const toFigures = (c: KpiCents): KpiFigures => ({
  members: c.members,
  newMembers: c.newMembers,
  activeMembers: c.activeMembers,
  deposits: units(c.deposits),
  withdrawals: units(c.withdrawals),
  turnover: units(c.turnover),
  winLoss: units(c.payout - c.turnover),
  commission: units(c.commission),
});

export async function agentKpi(db: Db, agent: { id: number; rebate_bp: number }, period: AgentPeriod): Promise<AgentKpi> {
  const { fromIso, toIso } = period;
  const byBucket = new Map<number, KpiCents>(BUCKETS.map((b) => [b, emptyCents()]));
  const at = (bucket: unknown) => byBucket.get(num(bucket))!;

  const members = await sql<{ lvl: number; members: number; fresh: number; everyone: number }>`
    select ${levelBucket} as lvl,
      sum(case when m.created_at < ${toIso} then 1 else 0 end) as members,
      sum(case when m.created_at >= ${fromIso} and m.created_at < ${toIso} then 1 else 0 end) as fresh,
      count(*) as everyone
    from member_tree t join members m on m.id = t.member_id
    where t.ancestor_id = ${agent.id}
    group by lvl`.execute(db);
  let teamSize = 0;
  for (const row of members.rows) {
    at(row.lvl).members = num(row.members);
    at(row.lvl).newMembers = num(row.fresh);
    teamSize += num(row.everyone);
  }

  // Per direct downline and level: the direct downline is the member itself at depth 1, else its
  // ancestor one level below the agent (depth − 1 above the member).
  const settledAt = settledAtOf('b');
  const play = await sql<{ direct_id: number; direct_bp: number; lvl: number; turnover: number; payout: number; active: number }>`
    select coalesce(x.ancestor_id, t.member_id) as direct_id, d.rebate_bp as direct_bp, ${levelBucket} as lvl,
      sum(b.stake_cents) as turnover, sum(b.payout_cents) as payout, count(distinct b.member_id) as active
    from member_tree t
    join bets b on b.member_id = t.member_id
    left join member_tree x on x.member_id = t.member_id and x.depth = t.depth - 1
    join members d on d.id = coalesce(x.ancestor_id, t.member_id)
    where t.ancestor_id = ${agent.id} and b.status = ${SETTLED} and ${settledAt} >= ${fromIso} and ${settledAt} < ${toIso}
    group by direct_id, direct_bp, lvl`.execute(db);
  for (const row of play.rows) {
    const figures = at(row.lvl);
    figures.turnover += num(row.turnover);
    figures.payout += num(row.payout);
    figures.activeMembers += num(row.active);
    figures.commission += commissionCents(num(row.turnover), agent.rebate_bp, num(row.direct_bp));
  }

  for (const row of await decidedCentsByLevel(db, agent.id, 'deposit_orders', 'paid', period)) at(row.lvl).deposits = num(row.cents);
  for (const row of await decidedCentsByLevel(db, agent.id, 'withdrawals', 'approved', period)) at(row.lvl).withdrawals = num(row.cents);

  const team = emptyCents();
  for (const figures of byBucket.values()) for (const key of Object.keys(team) as (keyof KpiCents)[]) team[key] += figures[key];

  return {
    from: period.from,
    to: period.to,
    rebateRate: percent(agent.rebate_bp),
    teamSize,
    levels: {
      A: toFigures(at(1)),
      B: toFigures(at(2)),
      C: toFigures(at(3)),
      team: toFigures(team),
    },
  };
}

/**
 * The money the team moved in the period, per level: deposit orders paid or withdrawals approved,
 * counted when the order was decided (the moment the money moved).
 */
async function decidedCentsByLevel(
  db: Db,
  agentId: number,
  table: 'deposit_orders' | 'withdrawals',
  state: 'paid' | 'approved',
  { fromIso, toIso }: AgentPeriod,
): Promise<{ lvl: number; cents: number }[]> {
  const { rows } = await sql<{ lvl: number; cents: number }>`
    select ${levelBucket} as lvl, sum(o.amount_cents) as cents
    from member_tree t join ${sql.table(table)} o on o.member_id = t.member_id
    where t.ancestor_id = ${agentId} and o.state = ${sql.lit(state)} and o.decided_at >= ${fromIso} and o.decided_at < ${toIso}
    group by lvl`.execute(db);
  return rows;
}

/** turnover × (agent's rate − the direct downline's rate), never negative, rounded down to cents. */
export function commissionCents(turnoverCents: number, agentBp: number, directBp: number): number {
  const spread = Math.max(0, agentBp - directBp);
  return Math.floor((turnoverCents * spread) / 10_000);
}
