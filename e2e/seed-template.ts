/**
 * Playwright's global setup: one seeded database, written once per run, that each spec-owned
 * server starts from (own-server.ts copies the file into its data directory). A first start
 * migrates and seeds for two to three seconds; a copy takes milliseconds, and eighteen specs start
 * a server of their own. The seed is what `npm start` writes on a first start (the default
 * catalogue, demo mode), dated when written: minutes old by the last spec, as the shared server's is.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { databasePath, openDatabase } from '../server/db/connection';
import { migrateToLatest } from '../server/db/migrate';
import { loadEnv } from '../server/env';
import { seedIfEmpty } from '../server/seed/index';

/** The variable the workers read the template's path from (set here, inherited by them). */
export const SEED_TEMPLATE_VARIABLE = 'E2E_SEED_TEMPLATE';

export default async function seedTemplate(): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'lobby-e2e-seed-'));
  const db = openDatabase(databasePath(dir));
  try {
    await migrateToLatest(db);
    await seedIfEmpty(db, loadEnv({ NODE_ENV: 'test', DATA_DIR: dir }).SEED_GAMES, 'demo');
  } finally {
    // Closed: the WAL is merged into the file, which can then be copied as it is.
    await db.destroy();
  }
  process.env[SEED_TEMPLATE_VARIABLE] = databasePath(dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
