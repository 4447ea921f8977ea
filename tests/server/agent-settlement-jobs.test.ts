/**
 * The scheduled settlement: a run at start, stop() waiting for the run in progress, a failing run
 * logged without taking anything down, and no second run while one is going.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../server/db/connection';
import { startJobs } from '../../server/jobs/scheduler';
import { addMember, insertContract, paymentsOf, round, wideCaps } from './agent-contracts-helpers';
import { startTestServer, type TestServer } from './helpers';
import { expectFailingRunLogged } from './job-helpers';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  // The rate is paid in full: this file is about the job, not the caps.
  await wideCaps(server);
}, 60_000);
afterAll(async () => server.close());

/** A long interval: only the run at start happens within a test. */
const HOUR_MS = 3_600_000;

describe('the settlement job', () => {
  it('settles at start, and stop() resolves once that run has written its payments', async () => {
    const root = await addMember(server, 1);
    const d = await addMember(server, 1, root.id);
    const id = await insertContract(server, { kind: 'salary', uplineId: root.id, downlineId: d.id, tiers: [{ minTurnoverCents: 0, minActive: 1, rateBp: 100 }], decidedAt: '2025-09-01T00:00:00.000Z', endedAt: '2025-09-03T00:00:00.000Z' });
    await round(server, d.id, 7_000, 0, new Date('2025-09-02T09:00:00.000Z'));
    const log = { error: vi.fn() };
    const stop = startJobs({ db: server.db, log, intervalMs: HOUR_MS, now: () => new Date('2025-09-03T00:05:00.000Z') });
    await stop();
    expect((await paymentsOf(server, id)).map((p) => [p.period_key, Number(p.amount_cents)])).toEqual([
      ['2025-09-01', 0],
      ['2025-09-02', 70],
    ]);
    expect(log.error).not.toHaveBeenCalled();
  });

  it('logs a failing run and goes on', async () => {
    await expectFailingRunLogged('selectFrom', (db, log) => startJobs({ db, log, intervalMs: HOUR_MS }));
  });

  it('starts no run while one is going', async () => {
    vi.useFakeTimers();
    try {
      // A database whose first query waits until released: the first run stays in progress.
      let release: () => void = () => {};
      const held = new Promise<unknown[]>((resolve) => (release = () => resolve([])));
      const query: object = new Proxy({}, { get: (_target, name) => (name === 'execute' ? () => held : () => query) });
      const db = { isTransaction: false, selectFrom: () => query } as unknown as Db;
      let runs = 0;
      const log = { error: vi.fn() };
      const stop = startJobs({
        db,
        log,
        intervalMs: 1_000,
        now: () => {
          runs += 1;
          return new Date('2025-09-03T00:05:00.000Z');
        },
      });
      // Ten intervals pass while the first run waits.
      await vi.advanceTimersByTimeAsync(10_000);
      expect(runs).toBe(1);
      release();
      await stop();
      expect(log.error).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});
