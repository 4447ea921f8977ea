/** Shared by the lottery tests: a fixed clock, a random that draws a chosen result, the games, and a test server on that clock. */
import { afterAll, beforeAll, vi } from 'vitest';
import type { Db } from '../../server/db/connection';
import { lotteryGames, type LotteryGame } from '../../server/lottery/games';
import { lotteryTick } from '../../server/lottery/job';
import type { RandomInt } from '../../server/play/outcomes';
import { late, startTestServer, type TestServer } from './helpers';
import { walletClient } from './wallet-helpers';

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

/**
 * A test server for the file at T0 (only Date is faked), its first lottery tick drawn with
 * `random`, and the one-minute game the orders go to; the clock is real again after the last test.
 */
export function lotteryServerForFile(random: RandomInt): { server: TestServer; api: ReturnType<typeof walletClient>; game: LotteryGame } {
  let server: TestServer | undefined;
  let api: ReturnType<typeof walletClient> | undefined;
  let game: LotteryGame | undefined;
  // A longer wait than a test: a seeded database (and the first tick) is slow when the whole suite runs side by side.
  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(T0);
    server = await startTestServer();
    api = walletClient(server);
    game = await gameNamed(server.db, 'Fast 3 (1 min)');
    await lotteryTick(server.db, T0, random);
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    vi.useRealTimers();
  });
  return { server: late(() => server, 'The test server'), api: late(() => api, 'The client'), game: late(() => game, 'The game') };
}
