/**
 * The ledger's invariants (the same check as `npm run ledger:check`) over a database e2e specs
 * played, paid, deposited and withdrew against: the shared server's once every spec has run
 * (Playwright's global teardown), and each spec-owned server's when it stops (own-server.ts).
 * Prints the one JSON line and fails when money does not balance.
 */
import { existsSync } from 'node:fs';
import { databasePath, openDatabase } from '../server/db/connection';
import { checkLedger, ledgerHealthy } from '../server/ledger';

export async function assertLedgerBalances(dataDir: string, label: string): Promise<void> {
  if (!existsSync(databasePath(dataDir))) return;
  const db = openDatabase(databasePath(dataDir));
  try {
    const report = await checkLedger(db);
    console.log(`ledger after ${label}: ${JSON.stringify(report)}`);
    if (!ledgerHealthy(report)) throw new Error(`The ledger does not balance after ${label}: ${JSON.stringify(report)}`);
  } finally {
    await db.destroy();
  }
}

export default async function ledgerTeardown(): Promise<void> {
  const dir = process.env.E2E_DATA_DIR;
  if (dir) await assertLedgerBalances(dir, 'the e2e run');
}
