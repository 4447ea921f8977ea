/**
 * One tick of the sportsbook's clock: schedule matches ahead, kick off, advance scores and move
 * prices in play, finish and settle at full time. Safe to run on several instances at once: every
 * step is a conditional update (or an insert that does nothing on a taken key), and settlement
 * pays through unique ledger keys.
 */
import type { Db } from '../db/connection';
import type { RandomInt } from '../play/outcomes';
import { finishDue, movePrices } from './in-play';
import { fillSchedule, secureRandom } from './schedule';
import { settleMatch } from './settle';

export async function sportsTick(db: Db, now: Date, random: RandomInt = secureRandom): Promise<void> {
  await fillSchedule(db, now, random);
  const at = now.toISOString();
  await db.updateTable('sport_matches').set({ status: 'live' }).where('status', '=', 'scheduled').where('kickoff_at', '<=', at).where('ends_at', '>', at).execute();
  await movePrices(db, now);
  await finishDue(db, now);
  const finished = await db.selectFrom('sport_matches').select('id').where('status', '=', 'finished').orderBy('id').execute();
  for (const { id } of finished) await settleMatch(db, id, now);
}
