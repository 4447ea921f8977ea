/**
 * Background jobs of a running server, started by server/main.ts only, never by createApp (tests
 * run them when they choose):
 * - the contract settlement (agent/settlement.ts) at start and every few minutes, so a
 *   completed day, hour or half month is paid soon after it ends;
 * - the cleanup (jobs/cleanup.ts) at start and every 10 minutes.
 *
 * Each job, by `every`:
 * - One run at a time: a tick that finds the previous run still going is skipped.
 * - A failing run is logged and the next tick tries again; it never takes the server down.
 * - The timer is unref'd: it never keeps the process alive on its own.
 * - stop() starts no new run and resolves once a run in progress has finished, so the database
 *   can close after it.
 *
 * Several instances may run these side by side: each (contract, period) has one payment row,
 * unique in the database, written in the transaction that moves the money, so whoever writes it
 * first pays and the others find it there and pay nothing; the cleanup only deletes rows that no
 * longer count, so two instances deleting them is no harm.
 */
import type { Db } from '../db/connection';
import type { Logger } from '../deps';
import { settle } from '../agent/settlement';
import { cleanup } from './cleanup';

export const SETTLEMENT_INTERVAL_MS = 5 * 60_000;
export const CLEANUP_INTERVAL_MS = 10 * 60_000;

export interface JobDeps {
  db: Db;
  log: Logger;
  intervalMs?: number;
  /** The clock the runs go by. */
  now?: () => Date;
}

/** Run `job` now and every `intervalMs`, one run at a time; the answer stops it (see above). */
export function every(intervalMs: number, job: () => Promise<unknown>, log: Logger, failed: string): () => Promise<void> {
  let running: Promise<void> | undefined;
  let stopped = false;

  const tick = () => {
    if (running || stopped) return;
    running = Promise.resolve()
      .then(job)
      .then(() => undefined)
      .catch((error: unknown) => log.error(failed, error))
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

/** The contract settlement; the answer stops it and resolves once a run in progress has finished. */
export function startJobs({ db, log, intervalMs = SETTLEMENT_INTERVAL_MS, now = () => new Date() }: JobDeps): () => Promise<void> {
  return every(intervalMs, () => settle(db, now()), log, 'Contract settlement failed; the next run tries again');
}

/** The cleanup job; the answer stops it and resolves once a run in progress has finished. */
export function startCleanup({ db, log, intervalMs = CLEANUP_INTERVAL_MS, now = () => new Date() }: JobDeps): () => Promise<void> {
  return every(intervalMs, () => cleanup(db, now()), log, 'Cleanup failed; the next run tries again');
}
