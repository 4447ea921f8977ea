/** Shared by the sportsbook tests: a fixed clock, a random that plans the same goals in every match. */
import type { RandomInt } from '../../server/play/outcomes';
import { MATCH_MINUTES, type Goal } from '../../server/sports/simulation';

/** 12:00:10 on a slot boundary's day: kick-offs fall at 11:54, 11:57, 12:00 … 12:30. */
export const T0 = new Date('2026-11-24T12:00:10.000Z');
export const at = (base: Date, ms: number) => new Date(base.getTime() + ms);

/** Goals at these minutes in every match scheduled with it: 2-1 to the home side at full time. */
export const PLAN: Goal[] = [
  { minute: 10, side: 'home' },
  { minute: 30, side: 'away' },
  { minute: 60, side: 'home' },
];

/**
 * drawPlan asks twice a minute (home, then away) and scores on a draw below the chance: this
 * answers 0 (a goal) exactly at the plan's minutes and the top value otherwise, match after match.
 */
export function plannedRandom(plan: readonly Goal[] = PLAN): RandomInt {
  let call = 0;
  return (max) => {
    const i = call % (MATCH_MINUTES * 2);
    call += 1;
    const minute = Math.floor(i / 2) + 1;
    const side = i % 2 === 0 ? 'home' : 'away';
    return plan.some((g) => g.minute === minute && g.side === side) ? 0 : max - 1;
  };
}
