/**
 * One tick of the lottery's clock: open the draws ahead, close those past their close time, draw
 * and settle those past their draw time. Safe to run on several instances at once: every step is
 * a conditional update or an insert that does nothing on a taken draw number, and wins are paid
 * under unique ledger keys.
 *
 * Each draw this run closed or drew is a live `draw` event (public): the game's page shows its
 * next draw or its result without waiting for its poll.
 */
import type { Db } from '../db/connection';
import { publishLive } from '../live/publish';
import type { RandomInt } from '../play/outcomes';
import { closeDue, drawDue, fillHistory, openAhead, type DrawName } from './draws';
import { lotteryGames } from './games';
import { secureRandom } from './result';
import { settleDraw } from './settle';

export async function lotteryTick(db: Db, now: Date, random: RandomInt = secureRandom): Promise<void> {
  const games = await lotteryGames(db);
  await openAhead(db, games, now);
  // Cheap when nothing is missing (one indexed read per game); after a stop it fills the gap.
  await fillHistory(db, games, now, random);
  const closed = await closeDue(db, now);
  const drawn = await drawDue(db, games, now, random);
  await settleDue(db, now);
  for (const draw of [...closed, ...drawn]) await publishDraw(db, draw);
}

/** The live `draw` event of a draw that closed or was drawn. */
export function publishDraw(db: Db, draw: DrawName): Promise<void> {
  return publishLive(db, { kind: 'draw', game: draw.game_code, drawNo: draw.draw_no });
}

/** Settles every drawn draw, oldest first. */
export async function settleDue(db: Db, now: Date): Promise<void> {
  const drawn = await db.selectFrom('lottery_draws').select('id').where('status', '=', 'drawn').orderBy('draws_at').orderBy('id').execute();
  for (const { id } of drawn) await settleDraw(db, id, now);
}
