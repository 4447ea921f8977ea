/** The wallet page's summary (SPEC §7 wallet): every balance computed from the ledger's accounts. */
import type { Executor } from '../db/connection';
import type { WalletSummary } from '../../src/api/wallet-wire';
import { ACCOUNTS, balanceOf } from '../ledger';
import { bonusWagering } from './bonus-wagering';
import { ownWalletVendors } from './vendor-wallets';
import { toCents } from '../../src/api/money';

const units = (cents: number) => cents / 100;

export async function walletSummary(db: Executor, memberId: number, now = new Date()): Promise<WalletSummary> {
  const [main, held, vendors] = await Promise.all([
    balanceOf(db, ACCOUNTS.wallet(memberId)),
    balanceOf(db, ACCOUNTS.hold(memberId)),
    ownWalletVendors(db),
  ]);
  const vendorBalances = await Promise.all(vendors.map((vendor) => balanceOf(db, ACCOUNTS.vendor(memberId, vendor.code))));
  const bonus = await bonusWagering(db, memberId, now);
  const lockedCents = toCents(bonus?.locked ?? 0);
  return {
    main: units(main),
    held: units(held),
    vendors: vendors.map((vendor, i) => ({ code: vendor.code, name: vendor.name, balance: units(vendorBalances[i] ?? 0) })),
    // Money at a vendor comes back to the main wallet by a transfer before it can be withdrawn;
    // a wagering bonus keeps what it locks.
    withdrawable: units(Math.max(0, main - lockedCents)),
    bonus,
  };
}
