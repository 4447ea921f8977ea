/**
 * The rank list (SPEC §7): members by what their SETTLED bets won over the period, less what they
 * staked, only those ahead. An open lottery or sports bet has not won or lost yet: it waits until
 * it is settled, and then counts on the day it was settled. Trial guests play with trial credit,
 * not money, and are not ranked.
 */
import type { RankEntry, RankList, RankPeriod } from '../../src/api/arena-wire';
import type { Db } from '../db/connection';
import { maskedName } from '../records/bets';
import { TRIAL_TYPE } from '../member/members';

const DAY_MS = 86_400_000;
/** How many UTC days each period spans, today included. */
export const PERIOD_DAYS: Record<RankPeriod, number> = { day: 1, week: 7, month: 30 };

const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** The period's first UTC day and today. */
export function periodRange(period: RankPeriod, now: Date): { from: string; to: string } {
  const today = Date.parse(`${utcDay(now)}T00:00:00.000Z`);
  return { from: utcDay(new Date(today - (PERIOD_DAYS[period] - 1) * DAY_MS)), to: utcDay(now) };
}

export async function rankList(db: Db, period: RankPeriod, limit: number, now = new Date()): Promise<RankList> {
  const { from, to } = periodRange(period, now);
  const rows = await db
    .selectFrom('bets as b')
    .innerJoin('members as m', 'm.id', 'b.member_id')
    .select((eb) => [
      'm.account',
      eb.fn.sum<number>(eb('b.payout_cents', '-', eb.ref('b.stake_cents'))).as('won'),
      eb.fn.countAll<number>().as('bets'),
    ])
    .where('b.status', '=', 'settled')
    .where('m.type', '!=', TRIAL_TYPE)
    .where((eb) => eb(eb.fn.coalesce('b.settled_at', 'b.created_at'), '>=', `${from}T00:00:00.000Z`))
    .where((eb) => eb(eb.fn.coalesce('b.settled_at', 'b.created_at'), '<=', now.toISOString()))
    .groupBy(['m.id', 'm.account'])
    .having((eb) => eb(eb.fn.sum(eb('b.payout_cents', '-', eb.ref('b.stake_cents'))), '>', 0))
    .orderBy('won', 'desc')
    .orderBy('bets', 'desc')
    .orderBy('m.account')
    .limit(limit)
    .execute();
  const list: RankEntry[] = rows.map((r, i) => ({ rank: i + 1, name: maskedName(r.account), winnings: Number(r.won) / 100, bets: Number(r.bets) }));
  return { asOf: now.toISOString(), period, from, to, list };
}
