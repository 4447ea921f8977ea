/**
 * Once per run of the server suite, on either engine: the databases every test database is copied
 * from, since a copy takes milliseconds and migrating and seeding take seconds — ninety-odd test
 * servers would otherwise spend most of the suite writing the same demo data.
 *
 * - SQLite: one seeded file; each test server copies it into its own temp dir.
 * - PostgreSQL: a migrated template (for tests that seed or fill their own), a seeded template
 *   made from it, and at the end the drop of every database the run created.
 *
 * The seed is dated relative to the moment it is written, as on a first start: written here, it is
 * minutes old when the last file runs: a test that settles "everything due by the seed" asks its
 * server when that was (`seededAt`), never the clock. A test that moves the clock before its
 * server starts seeds its own (tests/server/helpers.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase, openPostgres, type Db } from '../server/db/connection';
import { migrateToLatest } from '../server/db/migrate';
import { generateSeed, writeSeed } from '../server/seed/index';
import { createDatabase, databaseUrl, dropDatabasesStartingWith, POSTGRES_URL } from './server/postgres';
import { TEST_SEED_GAMES } from './server/seed-template';

async function seeded(db: Db): Promise<void> {
  try {
    await migrateToLatest(db);
    await writeSeed(db, generateSeed(TEST_SEED_GAMES));
  } finally {
    // A template must have no open connections when it is copied (a SQLite file: closed, WAL merged).
    await db.destroy();
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!POSTGRES_URL) {
    const dir = mkdtempSync(join(tmpdir(), 'lobby-seed-'));
    const file = join(dir, 'lobby.db');
    await seeded(openDatabase(file));
    project.provide('seededAt', new Date().toISOString());
    project.provide('postgres', null);
    project.provide('seededSqlite', file);
    return async () => rmSync(dir, { recursive: true, force: true });
  }
  const prefix = `lobby_test_${Date.now().toString(36)}_${process.pid}_`;
  const template = `${prefix}template`;
  const seededTemplate = `${prefix}seeded`;
  await createDatabase(template);
  const db = openPostgres(databaseUrl(template), { max: 1 });
  try {
    await migrateToLatest(db);
  } finally {
    await db.destroy();
  }
  await createDatabase(seededTemplate, template);
  await seeded(openPostgres(databaseUrl(seededTemplate), { max: 1 }));
  project.provide('seededAt', new Date().toISOString());
  project.provide('postgres', { template, seededTemplate, prefix });
  project.provide('seededSqlite', null);
  return () => dropDatabasesStartingWith(prefix);
}
