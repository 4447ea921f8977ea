/** What every route module needs, passed in explicitly so tests can build an app on any database. */
import type { Db } from './db/connection';
import type { Env } from './env';

export interface Logger {
  error(message: string, error?: unknown): void;
}

export interface AppDeps {
  db: Db;
  env: Env;
  log?: Logger;
  /** The live stream's heartbeat period (src/api/live-events.ts LIVE_HEARTBEAT_MS unless told; tests shorten it). */
  liveHeartbeatMs?: number;
}
