/**
 * Once per PostgreSQL run of the server suite: a migrated template database every test database
 * is copied from (a copy takes a fraction of running the migrations), and at the end the drop of
 * every database the run created. The seed is not in the template: the demo team's history is
 * dated relative to the moment it is written, as on a first start, so each server seeds its own.
 */
import type { TestProject } from 'vitest/node';
import { openPostgres } from '../server/db/connection';
import { migrateToLatest } from '../server/db/migrate';
import { createDatabase, databaseUrl, dropDatabasesStartingWith, POSTGRES_URL } from './server/postgres';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!POSTGRES_URL) {
    project.provide('postgres', null);
    return async () => {};
  }
  const prefix = `lobby_test_${Date.now().toString(36)}_${process.pid}_`;
  const template = `${prefix}template`;
  await createDatabase(template);
  const db = openPostgres(databaseUrl(template), { max: 1 });
  try {
    await migrateToLatest(db);
  } finally {
    // A template must have no open connections when it is copied.
    await db.destroy();
  }
  project.provide('postgres', { template, prefix });
  return () => dropDatabasesStartingWith(prefix);
}
