/**
 * A team's settled play over a period, per game type: what contract settlement pays on. Per type,
 * because each game type's stakes may carry only so much agent pay (agent-caps.ts).
 *
 * "Team of X" is X itself and everyone below it at any depth (member_tree). Only settled stakes
 * count, at the moment they settled (settled-stakes.ts): an open lottery or sports bet can still
 * be cancelled, a void one was refunded. Periods are [fromIso, toIso): ISO-8601 UTC, end exclusive.
 */
import type { Executor } from '../db/connection';
import { sql } from 'kysely';
import { SETTLED, settledAtOf } from '../records/settled-stakes';

export interface TypePlay {
  turnoverCents: number;
  payoutCents: number;
}

export interface TeamPlay {
  /** By game category; a bet whose game is gone is under ''. */
  byType: Map<string, TypePlay>;
  turnoverCents: number;
  payoutCents: number;
  /** Members (X included) with at least one settled bet in the period. */
  activeMembers: number;
}

function teamOf(db: Executor, rootId: number) {
  return db
    .selectFrom('member_tree')
    .select('member_id')
    .where('ancestor_id', '=', rootId)
    .union(sql<{ member_id: number }>`select ${rootId} as member_id`);
}

export async function teamPlay(db: Executor, rootId: number, fromIso: string, toIso: string): Promise<TeamPlay> {
  const settledAt = settledAtOf('b');
  const inPeriod = db
    .selectFrom('bets as b')
    .where('b.member_id', 'in', teamOf(db, rootId))
    .where('b.status', '=', SETTLED)
    .where(settledAt, '>=', fromIso)
    .where(settledAt, '<', toIso);
  const rows = await inPeriod
    .leftJoin('games as g', 'g.node_id', 'b.node_id')
    .select((eb) => [
      eb.fn.coalesce('g.category', sql<string>`''`).as('category'),
      eb.fn.coalesce(eb.fn.sum<number | string>('b.stake_cents'), sql<number>`0`).as('turnover'),
      eb.fn.coalesce(eb.fn.sum<number | string>('b.payout_cents'), sql<number>`0`).as('payout'),
    ])
    .groupBy('g.category')
    .execute();
  const active = await inPeriod.select((eb) => eb.fn.count<number | string>('b.member_id').distinct().as('active')).executeTakeFirstOrThrow();

  const play: TeamPlay = { byType: new Map(), turnoverCents: 0, payoutCents: 0, activeMembers: Number(active.active) };
  for (const row of rows) {
    const figures = { turnoverCents: Number(row.turnover), payoutCents: Number(row.payout) };
    play.byType.set(row.category, figures);
    play.turnoverCents += figures.turnoverCents;
    play.payoutCents += figures.payoutCents;
  }
  return play;
}
