/**
 * The header balance (SPEC §2 "Balance drop menu"): the app's one money format
 * (src/api/money.ts) in the operator's currency, masked when hidden or refreshing.
 */
import { formatAmount } from '../api/money';

export const BALANCE_MASK = '****';

export function formatBalance(
  amount: number | null | undefined,
  state: { hidden: boolean; refreshing: boolean } = { hidden: false, refreshing: false },
  locale = 'en',
  currency?: string | null,
): string {
  if (state.hidden || state.refreshing) return BALANCE_MASK;
  return formatAmount(typeof amount === 'number' ? amount : 0, locale, currency);
}
