/** Shared by the scheduled jobs' tests (settlement, cleanup). */
import { expect, vi, type Mock } from 'vitest';
import type { Db } from '../../server/db/connection';

type Log = { error: Mock<(message: string, error?: unknown) => void> };

/**
 * Starts a job on a database that is down (its `entry` query builder throws) and stops it: the one
 * run logs the failure once and takes nothing down, so stop() resolves.
 */
export async function expectFailingRunLogged(entry: 'selectFrom' | 'deleteFrom', start: (db: Db, log: Log) => () => Promise<void>): Promise<void> {
  const broken = {
    [entry]: () => {
      throw new Error('database unavailable');
    },
    isTransaction: false,
  } as unknown as Db;
  const log: Log = { error: vi.fn() };
  await start(broken, log)();
  expect(log.error).toHaveBeenCalledTimes(1);
  expect(String(log.error.mock.calls[0]?.[1])).toContain('database unavailable');
}
