/**
 * The column types and checks that differ between the engines, shared by the migrations. What
 * they answer is part of the DDL every applied migration created (pinned by
 * tests/server/migration-schema.test.ts), so they never change; a new engine difference gets a
 * function of its own.
 */
import { PostgresAdapter, type Kysely } from 'kysely';

export function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** An auto-assigned integer key: SQLite's `integer primary key` (the rowid), Postgres's serial. */
export function idType(db: Kysely<unknown>): 'serial' | 'integer' {
  return isPostgres(db) ? 'serial' : 'integer';
}

/** Raw bytes: Postgres's bytea, SQLite's blob. */
export function blobType(db: Kysely<unknown>): 'bytea' | 'blob' {
  return isPostgres(db) ? 'bytea' : 'blob';
}
