/**
 * One tick of the lottery's clock: open the draws ahead, close those past their close time, draw
 * and settle those past their draw time. Safe to run on several instances at once.
 */
import type { Db } from '../db/connection';

export async function lotteryTick(_db: Db, _now: Date): Promise<void> {}
