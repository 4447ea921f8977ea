/** The two ways the seed writes rows: many at once, and reference rows the operator owns once written. */
import type { Kysely } from 'kysely';
import type { LobbyDatabase, NewRow } from '../db/schema';

/** Rows per statement: well under SQLite's and Postgres's bound-parameter limits for the widest table. */
export const BATCH_ROWS = 400;

/** Inserts any number of rows, a batch per statement. */
export async function insertAll<T extends keyof LobbyDatabase>(db: Kysely<LobbyDatabase>, table: T, rows: readonly NewRow<T>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH_ROWS) await db.insertInto(table).values(rows.slice(i, i + BATCH_ROWS) as never).execute();
}

/**
 * Inserts the rows whose key is not there yet and leaves the others alone: settings, deposit
 * methods and missions belong to the operator once written, so a reseed adds what is missing and
 * keeps what was changed.
 */
export async function insertMissing<T extends keyof LobbyDatabase>(
  db: Kysely<LobbyDatabase>,
  table: T,
  rows: readonly NewRow<T>[],
  key: keyof NewRow<T> & string,
): Promise<void> {
  for (const row of rows) {
    await db
      .insertInto(table)
      .values(row as never)
      .onConflict((oc) => oc.column(key as never).doNothing())
      .execute();
  }
}
