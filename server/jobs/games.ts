/**
 * The game clocks (server/lottery/job.ts, server/sports/job.ts): a tick every few seconds, so a
 * countdown that reaches zero sees its draw close and a match's minute moves on. Each tick's steps
 * are conditional updates and unique ledger keys, so several instances ticking side by side move
 * each draw and match once and pay each win once.
 */
import { lotteryTick } from '../lottery/job';
import { sportsTick } from '../sports/job';
import { every, type JobDeps } from './scheduler';

export const GAME_TICK_MS = 5_000;

export function startGameClocks({ db, log, intervalMs = GAME_TICK_MS, now = () => new Date() }: JobDeps): () => Promise<void> {
  const stopLottery = every(intervalMs, () => lotteryTick(db, now()), log, 'Lottery tick failed; the next one tries again');
  const stopSports = every(intervalMs, () => sportsTick(db, now()), log, 'Sports tick failed; the next one tries again');
  return async () => {
    await Promise.all([stopLottery(), stopSports()]);
  };
}
