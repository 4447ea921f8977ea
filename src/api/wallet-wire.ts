/**
 * "My wallet" on the wire (SPEC §7 wallet, transfer, transaction list). Amounts are currency
 * units with two decimals, like the header's sumBalance; the server counts in cents.
 */
import type { BonusWagering } from './bonus-wire';

/** A vendor that keeps its own wallet per member, and what the member holds there. */
export interface VendorWallet {
  code: string;
  name: string;
  balance: number;
}

export interface WalletSummary {
  /** The main wallet: what the header shows and deposits land in. */
  main: number;
  /** Withdrawals waiting for the operator: out of the main wallet, not paid yet. */
  held: number;
  vendors: VendorWallet[];
  /** What a withdrawal may take now: the main wallet less what a wagering bonus locks (vendor money comes back by a transfer first). */
  withdrawable: number;
  /** The member's latest deposit bonus and its wagering; null when they never had one. */
  bonus: BonusWagering | null;
}

/** What the type filter offers; each stands for one or more ledger kinds. */
export const TRANSACTION_TYPES = ['deposit', 'withdraw', 'bet', 'win', 'bonus', 'rebate', 'transfer', 'other'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

export interface TransactionLine {
  /** The movement's key: unique, stable, fit for a list key. */
  id: string;
  type: TransactionType;
  /** The ledger's own kind (transfer_in, withdraw_hold, …) for a finer label. */
  kind: string;
  /** Signed from the wallet's side: + in, − out. */
  amount: number;
  balanceAfter: number;
  /** ISO-8601 UTC. */
  createdAt: string;
}

export interface TransactionPage {
  /** 'main' or a vendor's code: whose lines these are. */
  account: string;
  list: TransactionLine[];
  total: number;
  page: number;
  pageSize: number;
}

/** Where a transfer leaves from or goes to: the main wallet or a vendor's code. */
export const MAIN_WALLET = 'main';

export interface TransferValue {
  from: string;
  to: string;
  amount: number;
  /** Both sides right after. */
  fromBalance: number;
  toBalance: number;
}

export interface BonusClaimValue {
  promotionId: number;
  status: 'claimed';
  bonus: number;
  /** The main wallet right after. */
  balance: number;
}
