/**
 * Opens the SQLite file behind Kysely. Only this module knows the dialect: switching to Postgres
 * (DATABASE_URL) means another dialect here, not new queries elsewhere.
 */
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { LobbyDatabase } from './schema';

export type Db = Kysely<LobbyDatabase>;

export const DB_FILE_NAME = 'lobby.db';

export function databasePath(dataDir: string): string {
  return join(dataDir, DB_FILE_NAME);
}

export function openDatabase(file: string): Db {
  mkdirSync(dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  // WAL lets the seed CLI write while a running server keeps reading.
  sqlite.pragma('journal_mode = WAL');
  // Chosen, not inherited from the build: the ledger acknowledges money once its transaction
  // commits, so a commit must survive a power loss. FULL syncs the WAL at every commit; NORMAL
  // (the usual WAL choice) can lose the last commits on power loss, though never corrupts.
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<LobbyDatabase>({ dialect: new SqliteDialect({ database: sqlite }) });
}
