/**
 * Where a page opens after a history change (scroll-memory.ts acts on it). Pure.
 * - a new page (pushed or replaced) opens at the top;
 * - the same page with another query (a tab, a filter) stays where it is;
 * - going back or forward returns to the position the entry was left at (top if unknown).
 */
export type HistoryMove = 'push' | 'replace' | 'pop';

/** The scroll position to apply, or null to leave the page where it is. */
export function scrollTargetFor(move: HistoryMove, samePage: boolean, saved: number | undefined): number | null {
  if (move === 'pop') return saved ?? 0;
  return samePage ? null : 0;
}
