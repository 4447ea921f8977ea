/**
 * devSportsFinish: play a match to full time now (its ends_at becomes now and its score the
 * plan's full score), then settle it, so a test sees its bets settle within seconds. A match
 * already finished is only settled (if it was not yet) and answers its final score.
 */
import type { Db } from '../db/connection';
import { publishLive } from '../live/publish';
import { finishMatch } from './in-play';
import { settleMatch } from './settle';

/** Ids are 32-bit integers on both engines: a larger one names no match (and must not reach SQL). */
const MAX_ID = 2 ** 31 - 1;

export async function finishNow(db: Db, matchId: number, now: Date): Promise<{ matchId: number; homeScore: number; awayScore: number } | undefined> {
  if (matchId > MAX_ID) return undefined;
  const match = await db.selectFrom('sport_matches').select(['id', 'plan']).where('id', '=', matchId).executeTakeFirst();
  if (!match) return undefined;
  const finished = await finishMatch(db, match.id, match.plan, now.toISOString());
  const settled = await settleMatch(db, match.id, now);
  if (finished || settled) await publishLive(db, { kind: 'matches', matchIds: [match.id] });
  const final = await db.selectFrom('sport_matches').select(['home_score', 'away_score']).where('id', '=', matchId).executeTakeFirstOrThrow();
  return { matchId, homeScore: final.home_score, awayScore: final.away_score };
}
