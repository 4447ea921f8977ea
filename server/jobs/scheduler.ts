/**
 * Background jobs of a running server: the contract settlement (services/agent-settlement.ts) at
 * start and every few minutes, so a completed day, hour or half month is paid soon after it ends.
 * Started by server/main.ts only, never by createApp: tests settle when they choose.
 *
 * - One run at a time: a tick that finds the previous run still going is skipped.
 * - A failing run is logged and the next tick tries again; it never takes the server down.
 * - The timer is unref'd: it never keeps the process alive on its own.
 * - Several instances may run this side by side: each (contract, period) has one payment row,
 *   unique in the database, written in the transaction that moves the money, so whoever writes it
 *   first pays and the others find it there and pay nothing.
 */
import type { Db } from '../db/connection';
import type { Logger } from '../deps';
import { settle } from '../services/agent-settlement';

export const SETTLEMENT_INTERVAL_MS = 5 * 60_000;

export interface JobDeps {
  db: Db;
  log: Logger;
  intervalMs?: number;
  /** The clock the runs settle by. */
  now?: () => Date;
}

/** Start the jobs; the answer stops them and resolves once a run in progress has finished. */
export function startJobs({ db, log, intervalMs = SETTLEMENT_INTERVAL_MS, now = () => new Date() }: JobDeps): () => Promise<void> {
  let running: Promise<void> | undefined;
  let stopped = false;

  const tick = () => {
    if (running || stopped) return;
    running = settle(db, now())
      .then(() => undefined)
      .catch((error: unknown) => log.error('Contract settlement failed; the next run tries again', error))
      .finally(() => {
        running = undefined;
      });
  };

  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();

  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
