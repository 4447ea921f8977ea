/**
 * `npm run ledger:check`: the ledger's invariants over DATA_DIR's database (server/ledger/check.ts),
 * as one JSON line; exits 1 when any is broken. Migrates first, so an older database is checked
 * as the server would see it.
 */
import { existsSync } from 'node:fs';
import { databasePath, openDatabase } from '../server/db/connection';
import { migrateToLatest } from '../server/db/migrate';
import { loadEnv } from '../server/env';
import { checkLedger, ledgerHealthy } from '../server/ledger/check';

const env = loadEnv();
const file = process.argv[2] ?? databasePath(env.DATA_DIR);
if (!existsSync(file)) {
  console.error(`No database at ${file}: start the server once (npm start) or pass a file.`);
  process.exit(2);
}
const db = openDatabase(file);
try {
  await migrateToLatest(db);
  const report = await checkLedger(db);
  console.log(JSON.stringify(report));
  process.exitCode = ledgerHealthy(report) ? 0 : 1;
} finally {
  await db.destroy();
}
