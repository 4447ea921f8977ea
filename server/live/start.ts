/**
 * The live channel's background work, started by server/main.ts beside the jobs (never by
 * createApp: a test app on SQLite needs none of it): on PostgreSQL the instance's LISTEN connection
 * (./listener.ts), and on both engines the catalogue version watch (./catalogue-news.ts).
 */
import type { Db } from '../db/connection';
import type { Logger } from '../deps';
import { every } from '../jobs/scheduler';
import { liveBus } from './bus';
import { CATALOGUE_CHECK_MS, catalogueNews } from './catalogue-news';
import { startLiveListener } from './listener';

export interface LiveWork {
  /** Settles once the LISTEN connection's first attempt has (at once on SQLite). */
  ready: Promise<void>;
  /**
   * Closes the open streams, so the server's close is not held up by them, and refuses new ones
   * (503, as while notifications are down); then stops the work.
   */
  stop(): Promise<void>;
}

export function startLive({ db, log, databaseUrl }: { db: Db; log: Logger; databaseUrl?: string | undefined }): LiveWork {
  const bus = liveBus(db);
  bus.log = log;
  const listener = databaseUrl ? startLiveListener(db, { url: databaseUrl, log }) : undefined;
  const stopWatch = every(CATALOGUE_CHECK_MS, catalogueNews(db), log, 'Catalogue version check failed; the next one tries again');
  return {
    ready: listener?.ready ?? Promise.resolve(),
    async stop() {
      bus.setHealthy(false);
      await Promise.all([stopWatch(), listener?.stop()]);
    },
  };
}
