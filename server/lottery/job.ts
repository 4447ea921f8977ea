/**
 * One tick of the lottery's clock: open the draws ahead, close those past their close time, draw
 * and settle those past their draw time. Safe to run on several instances at once: every step is
 * a conditional update or an insert that does nothing on a taken draw number, and wins are paid
 * under unique ledger keys.
 */
import type { Db } from '../db/connection';
import type { RandomInt } from '../play/outcomes';
import { closeDue, drawDue, fillHistory, openAhead } from './draws';
import { lotteryGames } from './games';
import { secureRandom } from './result';
import { settleDraw } from './settle';

export async function lotteryTick(db: Db, now: Date, random: RandomInt = secureRandom): Promise<void> {
  const games = await lotteryGames(db);
  await openAhead(db, games, now);
  // Cheap when nothing is missing (one indexed read per game); after a stop it fills the gap.
  await fillHistory(db, games, now, random);
  await closeDue(db, now);
  await drawDue(db, games, now, random);
  await settleDue(db, now);
}

/** Settles every drawn draw, oldest first. */
export async function settleDue(db: Db, now: Date): Promise<void> {
  const drawn = await db.selectFrom('lottery_draws').select('id').where('status', '=', 'drawn').orderBy('draws_at').orderBy('id').execute();
  for (const { id } of drawn) await settleDraw(db, id, now);
}
