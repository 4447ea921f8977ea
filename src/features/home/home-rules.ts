/** Small pure rules of home (SPEC §2, §9), kept apart from the views so they are unit-tested. */
import { formatAmount, formatWholeAmount } from '../../api/money';

/** SPEC §2 winner board: the header balance's format (src/api/money.ts) after the currency symbol. */
export const CURRENCY_SYMBOL: string = import.meta.env.VITE_CURRENCY_SYMBOL ?? '$';

export function formatWin(amount: number, locale = 'en', symbol = CURRENCY_SYMBOL): string {
  const value = Number.isFinite(amount) ? amount : 0;
  return `${value < 0 ? '-' : ''}${symbol}${formatAmount(Math.abs(value), locale)}`;
}

/** SPEC §2: sorted descending by vo.winAmount. */
export function sortWinners<W extends { vo: { winAmount: number } }>(winners: readonly W[]): W[] {
  return [...winners].sort((a, b) => b.vo.winAmount - a.vo.winAmount);
}

/** SPEC §9: the board scrolls (3000 ms delay, 500 ms speed) only with more than 3 winners. */
export const WINNER_SCROLL = { delayMs: 3000, speedMs: 500, visible: 3 } as const;
export function winnersScroll(count: number): boolean {
  return count > WINNER_SCROLL.visible;
}

/** The jackpot as whole units grouped by thousands, in the page's digits (a demo counter). */
export function formatJackpot(amount: number, language = 'en'): string {
  return formatWholeAmount(amount, language);
}

/** "Hide for today" remembers the local calendar date; another day shows the popups again. */
export function today(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
export function popupsHiddenToday(stored: string | null, now = new Date()): boolean {
  return stored === today(now);
}
