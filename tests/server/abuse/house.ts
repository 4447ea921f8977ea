/**
 * The site's own result, read off the ledger, for the abuse suite: every scripted strategy takes a
 * snapshot before and after and shows the site is not worse off than its games' edge says.
 *
 * The site's result is the balance of its own accounts that take or pay for play: the house
 * (stakes in, wins out) and the expenses (bonuses, rebates, agent pay, trial credit). Deposits
 * and withdrawals only move money between a member and a clearing account, so they change
 * nothing here; what a member takes out beyond what they put in shows up as a loss of these.
 */
import type { Db } from '../../../server/db/connection';
import { ACCOUNTS } from '../../../server/ledger';

/** The accounts whose balances make the site's result (positive: the site is ahead). */
export const SITE_RESULT_ACCOUNTS = [
  ACCOUNTS.house.code,
  ACCOUNTS.bonusExpense.code,
  ACCOUNTS.rebateExpense.code,
  ACCOUNTS.agentExpense.code,
  ACCOUNTS.trialExpense.code,
] as const;

export interface SiteSnapshot {
  /** Cents per account code. */
  byAccount: Record<string, number>;
  /** Their sum, cents. */
  totalCents: number;
}

export async function siteSnapshot(db: Db): Promise<SiteSnapshot> {
  const rows = await db
    .selectFrom('ledger_accounts')
    .select(['code', 'balance_cents'])
    .where('code', 'in', [...SITE_RESULT_ACCOUNTS])
    .execute();
  const byAccount: Record<string, number> = Object.fromEntries(SITE_RESULT_ACCOUNTS.map((code) => [code, 0]));
  for (const row of rows) byAccount[row.code] = Number(row.balance_cents);
  return { byAccount, totalCents: Object.values(byAccount).reduce((sum, cents) => sum + cents, 0) };
}

/** What the site gained (positive) or lost (negative) between two snapshots, in cents, per account and in all. */
export function siteResult(before: SiteSnapshot, after: SiteSnapshot): SiteSnapshot {
  const byAccount = Object.fromEntries(
    Object.keys(after.byAccount).map((code) => [code, (after.byAccount[code] ?? 0) - (before.byAccount[code] ?? 0)]),
  );
  return { byAccount, totalCents: after.totalCents - before.totalCents };
}
