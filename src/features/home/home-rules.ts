/** Small pure rules of home (SPEC §2, §9), kept apart from the views so they are unit-tested. */
import { formatWholeAmount } from '../../api/money';

/** SPEC §2: sorted descending by vo.winAmount. */
export function sortWinners<W extends { vo: { winAmount: number } }>(winners: readonly W[]): W[] {
  return [...winners].sort((a, b) => b.vo.winAmount - a.vo.winAmount);
}

/**
 * SPEC §9: the board scrolls (3000 ms delay, 500 ms speed) only with more than 3 winners, and never
 * for a player who asked for less motion (it then lists every winner, still).
 */
export const WINNER_SCROLL = { delayMs: 3000, speedMs: 500, visible: 3 } as const;
export function winnersScroll(count: number, reducedMotion = false): boolean {
  return count > WINNER_SCROLL.visible && !reducedMotion;
}

/** The jackpot as whole units grouped by thousands, in the page's digits and the operator's currency (a demo counter). */
export function formatJackpot(amount: number, language = 'en', currency?: string | null): string {
  return formatWholeAmount(amount, language, currency);
}

/** "Hide for today" remembers the local calendar date; another day shows the popups again. */
export function today(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
export function popupsHiddenToday(stored: string | null, now = new Date()): boolean {
  return stored === today(now);
}
