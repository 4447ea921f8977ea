/**
 * The header balance (SPEC §2 "Balance drop menu"): the app's one money format
 * (src/api/money.ts) in the operator's currency, masked when hidden, refreshing or not known yet.
 */
import { formatAmount } from '../api/money';

export const BALANCE_MASK = '****';

export function formatBalance(
  amount: number | null | undefined,
  state: { hidden: boolean; refreshing: boolean } = { hidden: false, refreshing: false },
  locale = 'en',
  currency?: string | null,
): string {
  // Not known yet (just signed in, or offline with no copy) is not zero: masked, as while refreshing.
  if (state.hidden || state.refreshing || typeof amount !== 'number') return BALANCE_MASK;
  return formatAmount(amount, locale, currency);
}
