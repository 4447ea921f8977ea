/**
 * `npm run seed -- --games N`: regenerate the catalogue of DATA_DIR's database, or DATABASE_URL's
 * (replacing catalogue and content rows; operator settings are kept). Useful for scale tests with tens of thousands of games.
 */
import { parseArgs } from 'node:util';
import { openDatabaseFromEnv } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { loadEnv, MIN_SEED_GAMES } from '../env';
import { siteMode } from '../env-production';
import { generateSeed, writeSeed } from './index';

async function main(): Promise<void> {
  const env = loadEnv();
  const { values } = parseArgs({ options: { games: { type: 'string' } }, strict: true });
  const games = values.games === undefined ? env.SEED_GAMES : Number(values.games);
  if (!Number.isInteger(games) || games < MIN_SEED_GAMES) {
    throw new Error(`--games must be a whole number ≥ ${MIN_SEED_GAMES}, got ${values.games}`);
  }
  const { db, where } = openDatabaseFromEnv(env);
  try {
    await migrateToLatest(db);
    // Production reseeds the catalogue only: never the demo's accounts.
    const data = generateSeed(games, siteMode(env));
    await writeSeed(db, data);
    console.log(`Seeded ${data.games.length} games from ${data.vendors.length} vendors into ${where}`);
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
