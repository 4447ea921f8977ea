/**
 * "Subordinate" (SPEC §7 "Agent"): the agent's team at any depth (or one level), searched by
 * account or nickname, newest joiners first (ties by id, newest first), a page at a time. Each
 * downline carries its own figures over the period, from rows: paid deposits decided in it, its
 * own bets' stakes and payouts, and its own team's size now.
 */
import { sql, type SqlBool } from 'kysely';
import type { Downline, DownlinePage } from '../../src/api/agent-wire';
import { isAgentType } from '../../src/api/member-types';
import type { Db } from '../db/connection';
import type { AgentPeriod } from './period';
import { num, percent, units } from './units';
import { SETTLED, settledAtOf } from '../records/settled-stakes';

export interface DownlineQuery {
  search?: string;
  level?: number;
  pageNo: number;
  pageSize: number;
}

/** A LIKE pattern matching `text` anywhere, its own % _ and \ taken literally (escape '\'). */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

export async function agentDownlines(db: Db, agentId: number, period: AgentPeriod, query: DownlineQuery): Promise<DownlinePage> {
  let base = db
    .selectFrom('member_tree as t')
    .innerJoin('members as m', 'm.id', 't.member_id')
    .where('t.ancestor_id', '=', agentId);
  // Level C is depth 3 and below, as in the KPI: the levels always add up to the team.
  if (query.level !== undefined) base = query.level >= 3 ? base.where('t.depth', '>=', 3) : base.where('t.depth', '=', query.level);
  const search = query.search?.trim();
  if (search) {
    const pattern = containsPattern(search);
    base = base.where(sql<SqlBool>`(m.account_key like ${pattern} escape '\\' or lower(m.nickname) like ${pattern} escape '\\')`);
  }

  const counted = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .leftJoin('members as u', 'u.id', 'm.upline_id')
    .select(['m.id', 'm.account', 'm.nickname', 'm.type', 'm.rebate_bp', 'm.created_at', 't.depth', 'u.account as upline_account'])
    .orderBy('m.created_at', 'desc')
    .orderBy('m.id', 'desc')
    .limit(query.pageSize)
    .offset((query.pageNo - 1) * query.pageSize)
    .execute();

  const ids = rows.map((r) => Number(r.id));
  const figures = await ownFigures(db, ids, period);
  const list: Downline[] = rows.map((r) => {
    const own = figures.get(Number(r.id));
    return {
      memberId: Number(r.id),
      account: r.account,
      nickname: r.nickname,
      level: Number(r.depth),
      uplineAccount: r.upline_account ?? '',
      isAgent: isAgentType(r.type),
      rebateRate: percent(r.rebate_bp),
      joinedAt: r.created_at,
      teamSize: own?.teamSize ?? 0,
      deposits: units(own?.deposits),
      turnover: units(own?.turnover),
      winLoss: units((own?.payout ?? 0) - (own?.turnover ?? 0)),
    };
  });
  return { from: period.from, to: period.to, list, total: num(counted.n), pageNo: query.pageNo, pageSize: query.pageSize };
}

interface OwnFigures {
  teamSize: number;
  deposits: number;
  turnover: number;
  payout: number;
}

/** The page's members' own figures: three grouped queries over just those ids. */
async function ownFigures(db: Db, ids: number[], { fromIso, toIso }: AgentPeriod): Promise<Map<number, OwnFigures>> {
  const out = new Map<number, OwnFigures>(ids.map((id) => [id, { teamSize: 0, deposits: 0, turnover: 0, payout: 0 }]));
  if (!ids.length) return out;
  const teams = await db
    .selectFrom('member_tree')
    .select(['ancestor_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('ancestor_id', 'in', ids)
    .groupBy('ancestor_id')
    .execute();
  for (const r of teams) out.get(Number(r.ancestor_id))!.teamSize = num(r.n);
  const bets = await db
    .selectFrom('bets')
    .select(['member_id', (eb) => eb.fn.sum<number>('stake_cents').as('turnover'), (eb) => eb.fn.sum<number>('payout_cents').as('payout')])
    .where('member_id', 'in', ids)
    // As the team KPI and the contracts count them: settled stakes, when they settled (./settled-stakes.ts).
    .where('status', '=', SETTLED)
    .where(settledAtOf(), '>=', fromIso)
    .where(settledAtOf(), '<', toIso)
    .groupBy('member_id')
    .execute();
  for (const r of bets) Object.assign(out.get(Number(r.member_id))!, { turnover: num(r.turnover), payout: num(r.payout) });
  const deposits = await db
    .selectFrom('deposit_orders')
    .select(['member_id', (eb) => eb.fn.sum<number>('amount_cents').as('cents')])
    .where('member_id', 'in', ids)
    .where('state', '=', 'paid')
    .where('decided_at', '>=', fromIso)
    .where('decided_at', '<', toIso)
    .groupBy('member_id')
    .execute();
  for (const r of deposits) out.get(Number(r.member_id))!.deposits = num(r.cents);
  return out;
}
