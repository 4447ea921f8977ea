/**
 * A team's play over a period, from the bets themselves (SPEC §7 team KPI; the contracts'
 * settlement): the KPI and the settlement read the same figures the same way. Only SETTLED
 * stakes count, in the period they settled (./settled-stakes.ts): an open bet can still be
 * cancelled, and its win or loss is not known yet.
 *
 * "Team of X" here is X itself and everyone below it at any depth (member_tree), which is what a
 * contract with X is paid on. Periods are [fromIso, toIso): ISO-8601 UTC, end exclusive.
 */
import { sql } from 'kysely';
import type { Executor } from '../ledger';
import { SETTLED, settledAtOf } from './settled-stakes';

export interface TeamActivity {
  turnoverCents: number;
  payoutCents: number;
  /** Members (X included) with at least one bet in the period. */
  activeMembers: number;
}

export async function teamActivity(db: Executor, rootId: number, fromIso: string, toIso: string): Promise<TeamActivity> {
  const team = db
    .selectFrom('member_tree')
    .select('member_id')
    .where('ancestor_id', '=', rootId)
    .union(sql<{ member_id: number }>`select ${rootId} as member_id`);
  const row = await db
    .selectFrom('bets')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number | string>('stake_cents'), sql<number>`0`).as('turnover'),
      eb.fn.coalesce(eb.fn.sum<number | string>('payout_cents'), sql<number>`0`).as('payout'),
      eb.fn.count<number | string>('member_id').distinct().as('active'),
    ])
    .where('member_id', 'in', team)
    .where('status', '=', SETTLED)
    .where(settledAtOf(), '>=', fromIso)
    .where(settledAtOf(), '<', toIso)
    .executeTakeFirstOrThrow();
  return { turnoverCents: Number(row.turnover), payoutCents: Number(row.payout), activeMembers: Number(row.active) };
}
