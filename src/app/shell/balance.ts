/** The header balance (SPEC §2 "Balance drop menu"): 2 decimals, masked when hidden or refreshing. */
export const BALANCE_MASK = '****';

export function formatBalance(
  amount: number | null | undefined,
  state: { hidden: boolean; refreshing: boolean } = { hidden: false, refreshing: false },
): string {
  if (state.hidden || state.refreshing) return BALANCE_MASK;
  const value = typeof amount === 'number' && Number.isFinite(amount) ? amount : 0;
  // Thousands grouped by hand: Intl's output differs by locale and the header has no room for that.
  const [whole, cents] = Math.abs(value).toFixed(2).split('.');
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${value < 0 ? '-' : ''}${grouped}.${cents}`;
}
