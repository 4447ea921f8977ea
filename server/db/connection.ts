/**
 * Opens the database behind Kysely: the embedded SQLite file (the default) or PostgreSQL when
 * DATABASE_URL names one. Only this module knows the dialect; every query elsewhere is the same
 * portable SQL on both (DESIGN §6).
 */
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresAdapter, PostgresDialect, SqliteDialect, type Transaction } from 'kysely';
import pg from 'pg';
import { CatalogueWriteWatch } from './catalogue-watch';
import type { LobbyDatabase } from './schema';

export type Db = Kysely<LobbyDatabase>;
/** What a query runs on: the database, or a transaction open on it. */
export type Executor = Db | Transaction<LobbyDatabase>;

export const DB_FILE_NAME = 'lobby.db';

/** PostgreSQL's type ids for int8 (bigint: count(*), bigint columns) and numeric (sum of bigints). */
const INT8_OID = 20;
const NUMERIC_OID = 1700;

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
  return new Kysely<LobbyDatabase>({ dialect: new SqliteDialect({ database: sqlite }), plugins: [new CatalogueWriteWatch()] });
}

/**
 * pg hands int8 and numeric over as strings (they can exceed 2^53). Here they are cents, counts
 * and sums of cents, far below 2^53, so they come back as numbers: the same shapes SQLite gives,
 * and no caller has to know which engine answered. Scoped to our pools, not pg's global table.
 */
const numericTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8_OID || oid === NUMERIC_OID) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

export interface PostgresOptions {
  /** Connections in the pool; pg's default of 10 unless told. */
  max?: number;
  /** Where a pooled connection's background error goes (a restarted or dropped database). */
  onError?: (error: Error) => void;
}

export function openPostgres(url: string, options: PostgresOptions = {}): Db {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10, types: numericTypes });
  // An idle connection the server closes emits 'error' on the pool; unheard, it would end the process.
  pool.on('error', options.onError ?? ((error) => console.error('PostgreSQL connection error:', error.message)));
  // Each handle counts its own catalogue writes (./catalogue-watch.ts): the in-memory answers notice them at once.
  return new Kysely<LobbyDatabase>({ dialect: new PostgresDialect({ pool }), plugins: [new CatalogueWriteWatch()] });
}

/** True when the database is PostgreSQL: for the few places that need the engine's own words. */
export function isPostgres(db: { getExecutor(): { readonly adapter: unknown } }): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** A URL's place with any password hidden, for logs and messages. */
export function describeDatabaseUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

export interface OpenedDatabase {
  db: Db;
  /** Where it lives, for messages: the SQLite file or the PostgreSQL URL without its password. */
  where: string;
}

/** DATABASE_URL when set (PostgreSQL), otherwise DATA_DIR's SQLite file. */
export function openDatabaseFromEnv(env: { DATA_DIR: string; DATABASE_URL?: string | undefined }): OpenedDatabase {
  if (env.DATABASE_URL) return { db: openPostgres(env.DATABASE_URL), where: describeDatabaseUrl(env.DATABASE_URL) };
  const file = databasePath(env.DATA_DIR);
  return { db: openDatabase(file), where: file };
}
