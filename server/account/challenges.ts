/**
 * The rows behind captchas and slider challenges, which live alike: single use, short-lived, and
 * kept a while past their expiry so a late answer still reads "expired" rather than "unknown".
 */
import type { Db } from '../db/connection';

type ChallengeTable = 'captchas' | 'slider_challenges';

/** How long a challenge's row outlives its expiry before it is purged. */
export const CHALLENGE_KEEP_AFTER_EXPIRY_MS = 60 * 60_000;

/** Deletes the table's challenges that expired longer ago than they are kept; how many went. */
export async function purgeChallenges(db: Db, table: ChallengeTable, now: Date): Promise<number> {
  const before = new Date(now.getTime() - CHALLENGE_KEEP_AFTER_EXPIRY_MS).toISOString();
  const result = await db.deleteFrom(table).where('expires_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Uses up a live, unused challenge and says whether this call was the one that did. Claimed before
 * its answer is compared: of two concurrent answers only one finds it unused, so each challenge
 * allows one guess whatever the outcome.
 */
export async function claimChallenge(db: Db, table: ChallengeTable, id: string, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const claimed = await db
    .updateTable(table)
    .set({ used_at: at })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', at)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}
