/**
 * The draws' lifecycle, each step safe to run twice or on two instances at once:
 * - ahead: the current draw and the next one exist for every game (inserts that do nothing on a
 *   taken game and draw number);
 * - history: the recent past draws exist, drawn and settled, so results and numero have
 *   something to count from the first start (the same do-nothing inserts; never over a real draw);
 * - close: open → closed at its close time;
 * - draw: closed → drawn at its draw time, with its result (and a daily game's prize board).
 * Settlement is server/lottery/settle.ts.
 */
import type { Db, Executor } from '../db/connection';
import type { NewRow } from '../db/schema';
import type { RandomInt } from '../play/outcomes';
import { currentSlotIndex, lastDrawnSlotIndex, slotOf, type Slot } from './clock';
import type { LotteryGame } from './games';
import { drawResult, vnTiers } from './result';

/** How many past draws the history keeps ready: the latest 30 of a fast game, 14 days of a daily one. */
export const HISTORY_DRAWS = { fast: 30, daily: 14 } as const;

function insertDraws(db: Executor, rows: NewRow<'lottery_draws'>[]) {
  if (rows.length === 0) return Promise.resolve();
  return db
    .insertInto('lottery_draws')
    .values(rows)
    .onConflict((oc) => oc.columns(['game_code', 'draw_no']).doNothing())
    .execute();
}

const openRow = (game: LotteryGame, slot: Slot): NewRow<'lottery_draws'> => ({
  game_code: game.gameCode,
  draw_no: slot.drawNo,
  opens_at: slot.opensAt,
  closes_at: slot.closesAt,
  draws_at: slot.drawsAt,
  status: 'open',
  result: null,
  tiers: null,
  settled_at: null,
});

/** The numbers of a draw made now: its result and, for a daily game, its prize board (JSON). */
export function drawNumbers(game: Pick<LotteryGame, 'gameCode' | 'schedule'>, drawNo: string, random: RandomInt) {
  const result = drawResult(random);
  const tiers = game.schedule.cadence === 'daily' ? JSON.stringify(vnTiers(game.gameCode, drawNo, result)) : null;
  return { result, tiers };
}

export async function openAhead(db: Executor, games: readonly LotteryGame[], now: Date): Promise<void> {
  const rows = games.flatMap((game) => {
    const n = currentSlotIndex(game.schedule, now);
    return [openRow(game, slotOf(game.schedule, n)), openRow(game, slotOf(game.schedule, n + 1))];
  });
  await insertDraws(db, rows);
}

/**
 * Holds an open draw open until the caller's transaction commits: a no-op update that takes the
 * draw's row, so a tick closing it waits for the commit. False when the draw has closed already.
 */
export async function holdOpenDraw(trx: Executor, drawId: number, now: Date): Promise<boolean> {
  const held = await trx
    .updateTable('lottery_draws')
    .set((eb) => ({ status: eb.ref('status') }))
    .where('id', '=', drawId)
    .where('status', '=', 'open')
    .where('closes_at', '>', now.toISOString())
    .executeTakeFirst();
  return Number(held.numUpdatedRows) !== 0;
}

/** Opens one given slot of a game (nothing when it has a row already). */
export async function openSlot(db: Executor, game: LotteryGame, slot: Slot): Promise<void> {
  await insertDraws(db, [openRow(game, slot)]);
}

/** The draw numbers among `slots` that a game already has a row for. */
export async function takenSlots(db: Executor, game: LotteryGame, slots: readonly Slot[]): Promise<Set<string>> {
  const rows = await db
    .selectFrom('lottery_draws')
    .select('draw_no')
    .where('game_code', '=', game.gameCode)
    .where(
      'draw_no',
      'in',
      slots.map((slot) => slot.drawNo),
    )
    .execute();
  return new Set(rows.map((row) => row.draw_no));
}

/** Fills the recent past draws a game has no row for; a past slot without a row never took an order. */
export async function fillHistory(db: Executor, games: readonly LotteryGame[], now: Date, random: RandomInt): Promise<void> {
  for (const game of games) {
    const last = lastDrawnSlotIndex(game.schedule, now);
    const slots = Array.from({ length: HISTORY_DRAWS[game.schedule.cadence] }, (_, i) => slotOf(game.schedule, last - i));
    const taken = await takenSlots(db, game, slots);
    const missing = slots.filter((s) => !taken.has(s.drawNo)).reverse();
    await insertDraws(
      db,
      missing.map((slot) => ({ ...openRow(game, slot), status: 'settled' as const, ...drawNumbers(game, slot.drawNo, random), settled_at: slot.drawsAt })),
    );
  }
}

/** The draws this run closed (another instance may have closed some first). */
export async function closeDue(db: Executor, now: Date): Promise<DrawName[]> {
  return db
    .updateTable('lottery_draws')
    .set({ status: 'closed' })
    .where('status', '=', 'open')
    .where('closes_at', '<=', now.toISOString())
    .returning(['game_code', 'draw_no'])
    .execute();
}

/** A draw as the live `draw` event names it. */
export interface DrawName {
  game_code: string;
  draw_no: string;
}

/** Draws one closed draw; false when another run drew it first. */
export async function drawOne(db: Executor, game: LotteryGame, draw: { id: number; draw_no: string }, random: RandomInt): Promise<boolean> {
  const numbers = drawNumbers(game, draw.draw_no, random);
  const drawn = await db.updateTable('lottery_draws').set({ status: 'drawn', ...numbers }).where('id', '=', draw.id).where('status', '=', 'closed').executeTakeFirst();
  return Number(drawn.numUpdatedRows) > 0;
}

/** The draws this run drew. */
export async function drawDue(db: Db, games: readonly LotteryGame[], now: Date, random: RandomInt): Promise<DrawName[]> {
  const byCode = new Map(games.map((g) => [g.gameCode, g]));
  const due = await db
    .selectFrom('lottery_draws')
    .select(['id', 'game_code', 'draw_no'])
    .where('status', '=', 'closed')
    .where('draws_at', '<=', now.toISOString())
    .orderBy('draws_at')
    .orderBy('id')
    .execute();
  const drawn: DrawName[] = [];
  for (const draw of due) {
    const game = byCode.get(draw.game_code);
    if (game && (await drawOne(db, game, draw, random))) drawn.push(draw);
  }
  return drawn;
}
