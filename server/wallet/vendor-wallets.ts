/**
 * Vendors that keep a wallet of their own (vendors.own_wallet, migration 015): the member moves
 * money between the main wallet and the vendor's, and that vendor's games bet from and win into
 * the vendor wallet. Every other vendor's games play from the main wallet.
 */
import type { Executor } from '../db/connection';
import type { MemberRecord } from '../db/schema';
import { ACCOUNTS, type AccountRef } from '../ledger';
import { TRIAL_TYPE } from '../member/members';

export interface OwnWalletVendor {
  code: string;
  name: string;
}

/** Own-wallet vendors in the operator's order. */
export async function ownWalletVendors(db: Executor): Promise<OwnWalletVendor[]> {
  const rows = await db.selectFrom('vendors').select(['code', 'display_name']).where('own_wallet', '=', 1).orderBy('sort').orderBy('code').execute();
  return rows.map((row) => ({ code: row.code, name: row.display_name }));
}

/** The own-wallet vendor with this code (any letter case); undefined for any other code. */
export async function findOwnWalletVendor(db: Executor, code: string): Promise<OwnWalletVendor | undefined> {
  const vendors = await ownWalletVendors(db);
  return vendors.find((vendor) => vendor.code.toUpperCase() === code.toUpperCase());
}

/**
 * The account a game's bets come from and wins go to. A trial guest always plays from the main
 * wallet: the trial credit lands there and a trial guest cannot transfer.
 */
export async function playAccount(db: Executor, member: MemberRecord, vendorCode: string): Promise<AccountRef> {
  if (member.type === TRIAL_TYPE) return ACCOUNTS.wallet(member.id);
  const vendor = await findOwnWalletVendor(db, vendorCode);
  return vendor ? ACCOUNTS.vendor(member.id, vendor.code) : ACCOUNTS.wallet(member.id);
}
