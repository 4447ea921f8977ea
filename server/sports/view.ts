/**
 * A match as it stands at `now`, derived from its row and the clock: phase, minute, score and
 * whether its market takes bets. Reads and placement both use it, so a player is never offered a
 * market the slip would then refuse.
 */
import type { SportMatch, SportSelection } from '../../src/api/sports-wire';
import type { SportMatchTable } from '../db/schema';
import type { Selectable } from 'kysely';
import { marketOpenAt, MATCH_MINUTES, minuteAt, parsePlan, phaseAt, scoreAt, type Phase } from './simulation';

export type MatchRow = Selectable<SportMatchTable>;
export interface PriceRow {
  match_id: number;
  selection: string;
  price_hundredths: number;
  version: number;
}

export interface MatchState {
  phase: Phase;
  minute: number | null;
  score: { home: number; away: number };
  open: boolean;
}

export function matchState(match: MatchRow, now: Date): MatchState {
  const phase = phaseAt(match, now);
  if (phase === 'finished') {
    // Stored at full time; a match the clock has not reached yet shows its plan's full score.
    const stored = match.status === 'finished' || match.status === 'settled';
    const score = stored ? { home: match.home_score, away: match.away_score } : scoreAt(parsePlan(match.plan), MATCH_MINUTES);
    return { phase, minute: MATCH_MINUTES, score, open: false };
  }
  if (phase === 'scheduled') return { phase, minute: null, score: { home: 0, away: 0 }, open: true };
  const plan = parsePlan(match.plan);
  const minute = minuteAt(match.kickoff_at, now);
  return { phase, minute, score: scoreAt(plan, minute), open: marketOpenAt(plan, minute) };
}

export const units = (hundredthsOrCents: number | string) => Number(hundredthsOrCents) / 100;

export function toSportMatch(match: MatchRow, prices: readonly PriceRow[], now: Date): SportMatch {
  const state = matchState(match, now);
  const own = prices.filter((p) => p.match_id === match.id);
  const price = (selection: SportSelection) => units(own.find((p) => p.selection === selection)?.price_hundredths ?? 0);
  const complete = own.length === 3;
  return {
    id: match.id,
    league: match.league,
    home: match.home,
    away: match.away,
    kickoffAt: match.kickoff_at,
    status: state.phase,
    minute: state.minute,
    homeScore: state.score.home,
    awayScore: state.score.away,
    prices: state.phase === 'finished' || !complete ? null : { home: price('home'), draw: price('draw'), away: price('away') },
    priceVersion: own.reduce((top, p) => Math.max(top, p.version), 0),
    open: state.open && complete,
  };
}
