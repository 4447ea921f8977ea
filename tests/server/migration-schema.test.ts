/**
 * What the migrations build, held as text: the DDL each engine ends with after every migration.
 * An applied migration never runs again, so a change to a migration or to the helper it writes its
 * columns with (server/db/migrations/columns.ts) must leave this text as it was; a new migration
 * changes it on purpose (update with `npx vitest run tests/server/migration-schema.test.ts -u`,
 * on both engines).
 */
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { isPostgres, type Db } from '../../server/db/connection';
import { makeTempDir, openTestDb, removeTestDb, TEST_ENGINE } from './helpers';

async function sqliteSchema(db: Db): Promise<string[]> {
  const { rows } = await sql<{ name: string; sql: string | null }>`select name, sql from sqlite_master order by name`.execute(db);
  return rows.map((row) => `${row.name}: ${row.sql ?? '(implicit)'}`);
}

async function postgresSchema(db: Db): Promise<string[]> {
  const columns = await sql<Record<string, unknown>>`
    select table_name, column_name, data_type, character_maximum_length, is_nullable, column_default
    from information_schema.columns where table_schema = 'public' order by table_name, ordinal_position`.execute(db);
  const constraints = await sql<Record<string, unknown>>`
    select conrelid::regclass::text as table_name, conname, pg_get_constraintdef(oid) as definition
    from pg_constraint where connamespace = 'public'::regnamespace order by 1, 2`.execute(db);
  const indexes = await sql<Record<string, unknown>>`
    select indexname, indexdef from pg_indexes where schemaname = 'public' order by 1`.execute(db);
  return [...columns.rows, ...constraints.rows, ...indexes.rows].map((row) => JSON.stringify(row));
}

it(`the migrations build the same ${TEST_ENGINE} schema as before`, async () => {
  const dir = makeTempDir();
  const db = await openTestDb(dir);
  try {
    const lines = isPostgres(db) ? await postgresSchema(db) : await sqliteSchema(db);
    expect(lines.length).toBeGreaterThan(100);
    await expect(`${lines.join('\n')}\n`).toMatchFileSnapshot(`./schema/${TEST_ENGINE}.txt`);
  } finally {
    await db.destroy();
    await removeTestDb(dir);
  }
});
