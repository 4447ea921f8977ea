/**
 * The sportsbook's reads: the match lists (shared by everyone) and a member's bets. Figures come
 * from the rows and the clock at `now`; `asOf` is that now.
 */
import type { Executor } from '../db/connection';
import type { MatchList, SportBet, SportBetLeg, SportBetPage, SportSelection } from '../../src/api/sports-wire';
import type { Selectable } from 'kysely';
import type { SportBetTable } from '../db/schema';
import { accumulatorPayoutCents } from './payout';
import { matchState, toSportMatch, units, type MatchRow } from './view';

export const MATCH_LIST_LIMIT = 20;
export const BET_PAGE_SIZE = 20;

export async function matchList(db: Executor, status: 'upcoming' | 'live' | 'finished', now: Date): Promise<MatchList> {
  const at = now.toISOString();
  let query = db.selectFrom('sport_matches').selectAll();
  if (status === 'upcoming') query = query.where('status', '=', 'scheduled').where('kickoff_at', '>', at).orderBy('kickoff_at').orderBy('id');
  else if (status === 'live') query = query.where('status', 'in', ['scheduled', 'live']).where('kickoff_at', '<=', at).where('ends_at', '>', at).orderBy('kickoff_at').orderBy('id');
  else query = query.where((eb) => eb.or([eb('status', 'in', ['finished', 'settled']), eb('ends_at', '<=', at)])).orderBy('ends_at', 'desc').orderBy('id', 'desc');
  const matches = await query.limit(MATCH_LIST_LIMIT).execute();
  const prices = await pricesOf(db, matches.map((m) => m.id));
  return { asOf: at, list: matches.map((m) => toSportMatch(m, prices, now)) };
}

export function pricesOf(db: Executor, matchIds: readonly number[]) {
  if (matchIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('sport_prices').select(['match_id', 'selection', 'price_hundredths', 'version']).where('match_id', 'in', [...matchIds]).execute();
}

const SETTLED = ['won', 'lost', 'void'] as const;

export async function betPage(db: Executor, memberId: number, status: 'open' | 'settled', pageNo: number, now: Date): Promise<SportBetPage> {
  const statuses = status === 'open' ? (['open'] as const) : SETTLED;
  const base = db.selectFrom('sport_bets').where('member_id', '=', memberId).where('status', 'in', [...statuses]);
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(BET_PAGE_SIZE)
    .offset((pageNo - 1) * BET_PAGE_SIZE)
    .execute();
  return { asOf: now.toISOString(), list: await toSportBets(db, rows, now), pageNo, totalPages: Math.ceil(Number(total) / BET_PAGE_SIZE) };
}

type BetRow = Selectable<SportBetTable>;

/** Bets with their legs and the legs' matches, in the order given. */
export async function toSportBets(db: Executor, bets: readonly BetRow[], now: Date): Promise<SportBet[]> {
  if (bets.length === 0) return [];
  const legs = await db
    .selectFrom('sport_bet_legs')
    .selectAll()
    .where(
      'bet_id',
      'in',
      bets.map((b) => b.id),
    )
    .orderBy('bet_id')
    .orderBy('leg_no')
    .execute();
  const matchIds = [...new Set(legs.map((l) => l.match_id))];
  const matches = new Map<number, MatchRow>((await db.selectFrom('sport_matches').selectAll().where('id', 'in', matchIds).execute()).map((m) => [m.id, m]));
  return bets.map((bet) => {
    const own = legs.filter((l) => l.bet_id === bet.id);
    const stakeCents = Number(bet.stake_cents);
    return {
      betNo: bet.bet_no,
      mode: bet.mode,
      stake: units(stakeCents),
      price: units(bet.price_hundredths),
      // From the legs' exact product, as settlement pays it (the two-decimal price is for show).
      potentialPayout: units(accumulatorPayoutCents(stakeCents, own.map((l) => l.price_hundredths))),
      status: bet.status,
      payout: units(bet.payout_cents),
      createdAt: bet.created_at,
      settledAt: bet.settled_at,
      legs: own.map((leg) => toLeg(leg, matches.get(leg.match_id)!, now)),
    };
  });
}

function toLeg(leg: { match_id: number; selection: string; price_hundredths: number; result: SportBetLeg['result'] }, match: MatchRow, now: Date): SportBetLeg {
  const state = matchState(match, now);
  return {
    matchId: match.id,
    league: match.league,
    home: match.home,
    away: match.away,
    kickoffAt: match.kickoff_at,
    selection: leg.selection as SportSelection,
    price: units(leg.price_hundredths),
    result: leg.result,
    score: state.phase === 'scheduled' ? null : `${state.score.home}-${state.score.away}`,
  };
}
