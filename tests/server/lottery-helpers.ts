/** Shared by the lottery tests: a fixed clock, a random that draws a chosen result, the games. */
import type { Db } from '../../server/db/connection';
import { lotteryGames, type LotteryGame } from '../../server/lottery/games';
import type { RandomInt } from '../../server/play/outcomes';

/** 20 s into a minute: a one-minute game's current draw draws at 12:01:00 and closes at 12:00:50. */
export const T0 = new Date('2026-11-24T12:00:20.000Z');
export const at = (base: Date | string, ms: number) => new Date(new Date(base).getTime() + ms);

/** Answers the digits of `result` in turn, over and over: every draw made with it draws `result`. */
export function resultRandom(result: string): RandomInt {
  let call = 0;
  return () => Number(result[call++ % result.length]);
}

export async function gameNamed(db: Db, name: string): Promise<LotteryGame> {
  const game = (await lotteryGames(db)).find((g) => g.name === name);
  if (!game) throw new Error(`No lottery game named ${name}`);
  return game;
}
