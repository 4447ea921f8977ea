/** The wallet page's pure rules: which tab, how a line is labelled and signed, the picker's range. */
import { MAIN_WALLET, type TransactionLine, type WalletSummary } from '../../api/wallet-wire';
import type { MessageKey } from '../../i18n';

export const WALLET_TABS = ['summary', 'transactions', 'transfer'] as const;
export type WalletTab = (typeof WALLET_TABS)[number];

export const TAB_KEYS: Record<WalletTab, MessageKey> = {
  summary: 'wallet_tab_summary',
  transactions: 'wallet_tab_transactions',
  transfer: 'wallet_tab_transfer',
};

/** SPEC §5 date picker: 2000 to 2030. */
export const DATE_MIN = '2000-01-01';
export const DATE_MAX = '2030-12-31';

/** Empty is "no bound"; a typed date outside the picker's range or after `to` is a problem. */
export function rangeProblem(from: string, to: string): boolean {
  const outside = (day: string) => day !== '' && (day < DATE_MIN || day > DATE_MAX);
  return outside(from) || outside(to) || (from !== '' && to !== '' && from > to);
}

/** Kinds with a label finer than their type's. */
const KIND_KEYS: Partial<Record<string, MessageKey>> = {
  transfer_out: 'wallet_kind_transfer_out',
  transfer_in: 'wallet_kind_transfer_in',
  withdraw_hold: 'wallet_kind_withdraw_hold',
  withdraw_void: 'wallet_kind_withdraw_void',
  opening: 'wallet_kind_opening',
  trial_credit: 'wallet_kind_trial_credit',
};

export const TYPE_KEYS: Record<TransactionLine['type'], MessageKey> = {
  deposit: 'wallet_type_deposit',
  withdraw: 'wallet_type_withdraw',
  bet: 'wallet_type_bet',
  win: 'wallet_type_win',
  bonus: 'wallet_type_bonus',
  rebate: 'wallet_type_rebate',
  transfer: 'wallet_type_transfer',
  other: 'wallet_type_other',
};

export function lineLabelKey(line: Pick<TransactionLine, 'type' | 'kind'>): MessageKey {
  return KIND_KEYS[line.kind] ?? TYPE_KEYS[line.type];
}

export interface WalletOption {
  code: string;
  name: string;
  balance: number;
}

/** What a transfer can leave from or go to: the main wallet first, then each game wallet. */
export function walletOptions(summary: WalletSummary, mainName: string): WalletOption[] {
  return [{ code: MAIN_WALLET, name: mainName, balance: summary.main }, ...summary.vendors];
}

/** One side is always main: choosing a game wallet on one side puts main on the other. */
export function pairFor(side: 'from' | 'to', code: string, current: { from: string; to: string }, firstVendor: string): { from: string; to: string } {
  const other = code === MAIN_WALLET ? (side === 'from' ? current.to : current.from) : MAIN_WALLET;
  const fixedOther = code === MAIN_WALLET && other === MAIN_WALLET ? firstVendor : other;
  return side === 'from' ? { from: code, to: fixedOther } : { from: fixedOther, to: code };
}
