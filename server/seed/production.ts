/**
 * The production seed: beside the catalogue and the settings, only the site's own terms — the
 * promotions' bonus terms, the reward centre's missions, the live tables of the LIVE games. No
 * member, no balance, no order, no deposit method (the demo's are a simulated gateway and made-up
 * bank accounts). And the start-up check that a production database holds no demo account with
 * its published password, as it would after `npm start` ran on it first.
 */
import type { Kysely } from 'kysely';
import type { LobbyDatabase } from '../db/schema';
import { verifyPassword } from '../lib/password';
import { accountKey } from '../member/members';
import { generateAccounts } from './accounts';
import { writeDepositsIfAbsent } from './deposits';
import { writeLiveTablesIfAbsent } from './live-tables';
import { writeRewardsSeed } from './rewards';
import { SUBAGENT } from './team-plan';
import { writeWalletSeed } from './wallet';

export async function writeProductionSiteData(db: Kysely<LobbyDatabase>): Promise<void> {
  await writeDepositsIfAbsent(db, { demo: false });
  await writeWalletSeed(db, { demo: false });
  await writeRewardsSeed(db, { demo: false });
  await writeLiveTablesIfAbsent(db);
}

/** The demo accounts whose password is still the one the README publishes. */
export async function demoAccountsPresent(db: Kysely<LobbyDatabase>): Promise<string[]> {
  const published = [...generateAccounts().map((a) => ({ account: a.account, password: a.password })), SUBAGENT];
  const rows = await db
    .selectFrom('members')
    .select(['account_key', 'password_hash'])
    .where('account_key', 'in', published.map((a) => accountKey(a.account)))
    .execute();
  const found: string[] = [];
  for (const { account, password } of published) {
    const row = rows.find((r) => r.account_key === accountKey(account));
    if (row && (await verifyPassword(password, row.password_hash))) found.push(account);
  }
  return found;
}
