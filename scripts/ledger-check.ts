/**
 * `npm run ledger:check`: the ledger's invariants over DATA_DIR's database, or DATABASE_URL's
 * (server/ledger/check.ts), as one JSON line; exits 1 when any is broken. Migrates first, so an
 * older database is checked as the server would see it. A SQLite file may be named as argument.
 */
import { existsSync } from 'node:fs';
import { databasePath, openDatabase, openDatabaseFromEnv, type OpenedDatabase } from '../server/db/connection';
import { migrateToLatest } from '../server/db/migrate';
import { loadEnv } from '../server/env';
import { checkLedger, ledgerHealthy } from '../server/ledger/check';

const env = loadEnv();
const named = process.argv[2];

function open(): OpenedDatabase {
  if (named === undefined && env.DATABASE_URL) return openDatabaseFromEnv(env);
  const file = named ?? databasePath(env.DATA_DIR);
  // Opening a missing SQLite file would create an empty one and report it healthy.
  if (!existsSync(file)) {
    console.error(`No database at ${file}: start the server once (npm start) or pass a file.`);
    process.exit(2);
  }
  return { db: openDatabase(file), where: file };
}

const { db } = open();
try {
  await migrateToLatest(db);
  const report = await checkLedger(db);
  console.log(JSON.stringify(report));
  process.exitCode = ledgerHealthy(report) ? 0 : 1;
} finally {
  await db.destroy();
}
