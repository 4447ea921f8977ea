/**
 * The dev helper devLotteryDraw: a game's current draw closed, drawn and settled now rather than
 * at its time, through the same steps the tick takes, so an e2e test sees an order settle in
 * seconds. Its close and draw times become now: the row says when it really closed and drew.
 * Drawing early uses up the draw that was opened ahead, so the next free slot is opened at once:
 * the game always has a draw taking orders, however often the helper runs.
 */
import type { Db } from '../db/connection';
import type { RandomInt } from '../play/outcomes';
import { currentSlotIndex, slotOf } from './clock';
import { drawOne, openAhead, openSlot, takenSlots } from './draws';
import type { LotteryGame } from './games';
import { publishDraw } from './job';
import { secureRandom } from './result';
import { settleDraw } from './settle';

/** The draw's number and result; undefined when the game has no draw taking orders. */
export async function drawNow(db: Db, game: LotteryGame, now: Date, random: RandomInt = secureRandom): Promise<{ drawNo: string; result: string } | undefined> {
  const at = now.toISOString();
  await openAhead(db, [game], now);
  const current = await db
    .selectFrom('lottery_draws')
    .select(['id', 'draw_no'])
    .where('game_code', '=', game.gameCode)
    .where('status', '=', 'open')
    .where('closes_at', '>', at)
    .orderBy('draws_at')
    .limit(1)
    .executeTakeFirst();
  if (!current) return undefined;
  const closed = await db.updateTable('lottery_draws').set({ status: 'closed', closes_at: at, draws_at: at }).where('id', '=', current.id).where('status', '=', 'open').executeTakeFirst();
  if (Number(closed.numUpdatedRows) === 0) return undefined;
  await drawOne(db, game, current, random);
  await settleDraw(db, current.id, now);
  await openNextFree(db, game, now);
  const drawn = await db.selectFrom('lottery_draws').select(['draw_no', 'result']).where('id', '=', current.id).executeTakeFirstOrThrow();
  await publishDraw(db, { game_code: game.gameCode, draw_no: drawn.draw_no });
  return { drawNo: drawn.draw_no, result: drawn.result ?? '' };
}

/** Opens the first slot from now on that has no row yet, unless a draw is still taking orders. */
async function openNextFree(db: Db, game: LotteryGame, now: Date): Promise<void> {
  const open = await db
    .selectFrom('lottery_draws')
    .select('id')
    .where('game_code', '=', game.gameCode)
    .where('status', '=', 'open')
    .where('closes_at', '>', now.toISOString())
    .executeTakeFirst();
  if (open) return;
  const first = currentSlotIndex(game.schedule, now);
  const slots = Array.from({ length: 64 }, (_, i) => slotOf(game.schedule, first + i));
  const taken = await takenSlots(db, game, slots);
  const free = slots.find((slot) => !taken.has(slot.drawNo));
  if (free) await openSlot(db, game, free);
}
