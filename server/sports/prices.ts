/**
 * 1X2 prices in hundredths. The chance of each full-time result comes from the score so far and
 * the goals each side is still expected to score in the minutes left (independent Poisson counts);
 * the price is 1 / chance with the house's margin, rounded to 0.05 steps so a price moves now and
 * then rather than on every tick. Before kick-off that gives e.g. home 2.10, draw 3.30, away 3.40.
 */
import type { SportSelection } from '../../src/api/sports-wire';
import { expectedGoals, MATCH_MINUTES } from './simulation';
import type { Club } from './teams';

export type Prices = Record<SportSelection, number>;

/** The book adds up to 1 + MARGIN: about 5% to the house. */
export const MARGIN = 0.05;
export const MIN_PRICE = 101;
export const MAX_PRICE = 5_000;
const STEP = 5;
/** Goals beyond this many more for one side are too unlikely to change a price. */
const MAX_MORE_GOALS = 12;

function poisson(mean: number): number[] {
  const p: number[] = [Math.exp(-mean)];
  for (let k = 1; k <= MAX_MORE_GOALS; k += 1) p.push((p[k - 1]! * mean) / k);
  return p;
}

/** The chances of home win, draw and away win at full time. */
export function resultChances(home: Club, away: Club, score: { home: number; away: number }, minute: number): Prices {
  const left = Math.max(0, MATCH_MINUTES - minute) / MATCH_MINUTES;
  const rates = expectedGoals(home, away);
  const homeMore = poisson(rates.home * left);
  const awayMore = poisson(rates.away * left);
  const chances = { home: 0, draw: 0, away: 0 };
  for (const [h, ph] of homeMore.entries()) {
    for (const [a, pa] of awayMore.entries()) {
      const diff = score.home + h - (score.away + a);
      chances[diff > 0 ? 'home' : diff < 0 ? 'away' : 'draw'] += ph * pa;
    }
  }
  return chances;
}

export function toPrice(chance: number): number {
  if (chance <= 0) return MAX_PRICE;
  const raw = 100 / (chance * (1 + MARGIN));
  const stepped = Math.round(raw / STEP) * STEP;
  return Math.min(MAX_PRICE, Math.max(MIN_PRICE, stepped));
}

/** Prices in hundredths for the score at `minute` (0 before kick-off). */
export function pricesAt(home: Club, away: Club, score: { home: number; away: number }, minute: number): Prices {
  const chances = resultChances(home, away, score, minute);
  return { home: toPrice(chances.home), draw: toPrice(chances.draw), away: toPrice(chances.away) };
}
