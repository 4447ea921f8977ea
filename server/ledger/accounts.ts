/**
 * The ledger's accounts by role (DESIGN §6 "Money"). An account is named by a stable code and
 * created the first time a transfer touches it. A member's own accounts never go below zero;
 * the site's accounts (house, clearing, expenses, equity) may, and do: the sum of every balance
 * is zero, so what members hold shows as the site's negative balances.
 *
 * Sign: an account's balance is its credits minus its debits. Money INTO a member's wallet is a
 * credit of the wallet.
 */
export type AccountKind = 'wallet' | 'hold' | 'vendor' | 'house' | 'clearing' | 'expense' | 'equity' | 'agent';

export interface AccountRef {
  code: string;
  kind: AccountKind;
  memberId: number | null;
  /** The balance may never go below zero. */
  noOverdraft: boolean;
}

const own = (memberId: number, kind: AccountKind, suffix: string): AccountRef => ({
  code: `member:${memberId}:${suffix}`,
  kind,
  memberId,
  noOverdraft: true,
});
const site = (code: string, kind: AccountKind): AccountRef => ({ code, kind, memberId: null, noOverdraft: false });

export const ACCOUNTS = {
  /** The member's main wallet: what the header shows and the lobby's games play with. */
  wallet: (memberId: number) => own(memberId, 'wallet', 'wallet'),
  /** Withdrawals waiting for the operator: out of the wallet, not yet paid. */
  hold: (memberId: number) => own(memberId, 'hold', 'hold'),
  /** The member's balance at a vendor that keeps its own wallet (transfers in and out). */
  vendor: (memberId: number, vendor: string) => own(memberId, 'vendor', `vendor:${vendor.toUpperCase()}`),
  /** The agent's commission balance (agent programme). */
  agent: (memberId: number) => own(memberId, 'agent', 'agent'),

  /** Stakes in, wins out. */
  house: site('house:games', 'house'),
  /** Money arriving from outside, per deposit channel (gateway, bank, manual, e-wallet). */
  depositClearing: (channel: string) => site(`clearing:deposit:${channel}`, 'clearing'),
  /** Withdrawals paid out to members' banks. */
  payoutClearing: site('clearing:payout', 'clearing'),
  /** Bonuses the site grants (promotions, rewards). */
  bonusExpense: site('expense:bonus', 'expense'),
  /** Rebates paid on turnover. */
  rebateExpense: site('expense:rebate', 'expense'),
  /** Agent salaries and dividends. */
  agentExpense: site('expense:agent', 'expense'),
  /** The credit a trial (type 4) guest plays with: never money a member can take out. */
  trialExpense: site('expense:trial', 'expense'),
  /** Balances a member had when the ledger began (seed, carried-over play ledger). */
  opening: site('equity:opening', 'equity'),
} as const;

/**
 * What a transfer is for; a statement filters and labels by it. Kinds are open text in the
 * database, so a later area adds its own here without a migration.
 */
export type TransferKind =
  | 'opening'
  | 'trial_credit'
  | 'bet'
  /** A lottery suborder cancelled before its draw, or a void sports bet: the stake comes back. */
  | 'bet_refund'
  | 'win'
  | 'deposit'
  | 'bonus'
  /** A bonus given up before its wagering was met: back from the wallet to the bonus expense. */
  | 'bonus_forfeit'
  | 'withdraw_hold'
  | 'withdraw_post'
  | 'withdraw_void'
  | 'transfer_out'
  | 'transfer_in'
  | 'rebate'
  | 'reward'
  | 'salary'
  | 'hourly_salary'
  | 'dividend'
  | 'agent_transfer';
