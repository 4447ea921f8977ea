/**
 * The in-play steps of the clock: the stored score and prices follow the plan and the minute,
 * and a match past its full time is finished with the plan's full score.
 */
import { SPORT_SELECTIONS } from '../../src/api/sports-wire';
import type { Db, Executor } from '../db/connection';
import { pricesAt } from './prices';
import { MATCH_MINUTES, minuteAt, parsePlan, scoreAt } from './simulation';
import { clubOf } from './teams';

interface MatchRow {
  id: number;
  league: string;
  home: string;
  away: string;
  kickoff_at: string;
  plan: string;
  home_score: number;
  away_score: number;
}

/**
 * Live matches: the score so far stored, and each price that moved written with version + 1.
 * The ids of the matches whose score or a price changed.
 */
export async function movePrices(db: Db, now: Date): Promise<number[]> {
  const at = now.toISOString();
  const live = await db
    .selectFrom('sport_matches')
    .select(['id', 'league', 'home', 'away', 'kickoff_at', 'plan', 'home_score', 'away_score'])
    .where('status', '=', 'live')
    .where('ends_at', '>', at)
    .execute();
  const moved: number[] = [];
  for (const match of live) if (await advance(db, match, now)) moved.push(match.id);
  return moved;
}

/** Whether this run changed the match's score or a price (another instance may have done it first). */
async function advance(db: Executor, match: MatchRow, now: Date): Promise<boolean> {
  const minute = minuteAt(match.kickoff_at, now);
  const score = scoreAt(parsePlan(match.plan), minute);
  let changed = 0;
  if (score.home !== match.home_score || score.away !== match.away_score) {
    const scored = await db.updateTable('sport_matches').set({ home_score: score.home, away_score: score.away }).where('id', '=', match.id).where('status', '=', 'live').executeTakeFirst();
    changed += Number(scored.numUpdatedRows);
  }
  const prices = pricesAt(clubOf(match.league, match.home), clubOf(match.league, match.away), score, minute);
  for (const selection of SPORT_SELECTIONS) {
    const priced = await db
      .updateTable('sport_prices')
      .set((eb) => ({ price_hundredths: prices[selection], version: eb('version', '+', 1), updated_at: now.toISOString() }))
      .where('match_id', '=', match.id)
      .where('selection', '=', selection)
      .where('price_hundredths', '!=', prices[selection])
      .executeTakeFirst();
    changed += Number(priced.numUpdatedRows);
  }
  return changed > 0;
}

/**
 * Matches past full time (in play, or never seen live by a stopped clock) finished with their
 * plan's score; the ids of those this run finished.
 */
export async function finishDue(db: Db, now: Date): Promise<number[]> {
  const due = await db
    .selectFrom('sport_matches')
    .select(['id', 'plan'])
    .where('status', 'in', ['scheduled', 'live'])
    .where('ends_at', '<=', now.toISOString())
    .execute();
  const finished: number[] = [];
  for (const match of due) if (await finishMatch(db, match.id, match.plan)) finished.push(match.id);
  return finished;
}

/** Full time: the plan's full score, once (a conditional update); false when it was finished already. */
export async function finishMatch(db: Executor, id: number, planJson: string, endsAt?: string): Promise<boolean> {
  const score = scoreAt(parsePlan(planJson), MATCH_MINUTES);
  const result = await db
    .updateTable('sport_matches')
    .set({ status: 'finished', home_score: score.home, away_score: score.away, ...(endsAt ? { ends_at: endsAt } : {}) })
    .where('id', '=', id)
    .where('status', 'in', ['scheduled', 'live'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
