/**
 * The transaction list (SPEC §7): one wallet's ledger lines — the main wallet's or an own-wallet
 * vendor's — newest first, each signed from that wallet's side with the balance right after. The
 * list filters by type, each type standing for the ledger kinds it covers. Held withdrawals show
 * on the main wallet as the money leaving it (withdraw_hold) and, if refused, coming back
 * (withdraw_void); the payout itself moves the hold, not the wallet.
 */
import type { Executor } from '../db/connection';
import { MAIN_WALLET, type TransactionLine, type TransactionPage, type TransactionType } from '../../src/api/wallet-wire';
import { ACCOUNTS, statementOf } from '../ledger';
import { findOwnWalletVendor } from './vendor-wallets';

const KINDS: Record<TransactionType, readonly string[]> = {
  deposit: ['deposit'],
  withdraw: ['withdraw_hold', 'withdraw_post', 'withdraw_void'],
  bet: ['bet', 'bet_refund'],
  win: ['win'],
  bonus: ['bonus', 'bonus_forfeit', 'reward'],
  rebate: ['rebate'],
  transfer: ['transfer_out', 'transfer_in', 'agent_transfer'],
  other: ['opening', 'trial_credit', 'salary', 'hourly_salary', 'dividend'],
};

/** The type a ledger kind shows under; a kind no type names yet shows as other. */
export function typeOfKind(kind: string): TransactionType {
  for (const [type, kinds] of Object.entries(KINDS)) if (kinds.includes(kind)) return type as TransactionType;
  return 'other';
}

export interface TransactionQuery {
  account: string;
  type?: TransactionType;
  /** UTC days, both inclusive. */
  from?: string;
  to?: string;
  page: number;
  pageSize: number;
}

/** The day after a YYYY-MM-DD, as the exclusive ISO bound of an inclusive `to`. */
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString();

/** undefined when `account` is neither main nor an own-wallet vendor. */
export async function transactions(db: Executor, memberId: number, query: TransactionQuery): Promise<TransactionPage | undefined> {
  const isMain = query.account.toLowerCase() === MAIN_WALLET;
  const vendor = isMain ? undefined : await findOwnWalletVendor(db, query.account);
  if (!isMain && !vendor) return undefined;
  const ref = vendor ? ACCOUNTS.vendor(memberId, vendor.code) : ACCOUNTS.wallet(memberId);
  const { lines, total } = await statementOf(db, ref, {
    kinds: query.type ? KINDS[query.type] : undefined,
    from: query.from ? `${query.from}T00:00:00.000Z` : undefined,
    to: query.to ? dayAfter(query.to) : undefined,
    page: query.page,
    pageSize: query.pageSize,
  });
  const list = lines.map(
    (line): TransactionLine => ({
      id: line.key,
      type: typeOfKind(line.kind),
      kind: line.kind,
      amount: line.amountCents / 100,
      balanceAfter: line.balanceAfterCents / 100,
      createdAt: line.createdAt,
    }),
  );
  return { account: vendor ? vendor.code : MAIN_WALLET, list, total, page: query.page, pageSize: query.pageSize };
}
