/**
 * A simulated match: 90 match minutes played over 10 real minutes. Its goals are planned at
 * scheduling (the `plan`, kept secret on the server); the score at any moment is the plan's goals
 * up to the current minute, so every instance and every read agrees on it without storing ticks.
 */
import type { RandomInt } from '../play/outcomes';
import type { Club } from './teams';

export const MATCH_MINUTES = 90;
export const MATCH_MS = 10 * 60_000;
export const MINUTE_MS = MATCH_MS / MATCH_MINUTES;
/** The market stays shut for this many match minutes from a goal's minute on, and for the last ones. */
export const SUSPEND_AFTER_GOAL_MINUTES = 2;
export const CLOSED_LAST_MINUTES = 2;

export type Side = 'home' | 'away';
export interface Goal {
  minute: number;
  side: Side;
}

/** Average goals a side scores in 90 minutes against an equal side; home sides get a little more. */
const BASE_GOALS = 1.25;
const HOME_ADVANTAGE = 1.12;

/** Expected goals over a full match for each side, from the two strengths. */
export function expectedGoals(home: Club, away: Club): { home: number; away: number } {
  const ratio = home.strength / away.strength;
  return { home: BASE_GOALS * HOME_ADVANTAGE * ratio ** 1.5, away: (BASE_GOALS / HOME_ADVANTAGE) * ratio ** -1.5 };
}

const CHANCE_SCALE = 1_000_000;

/**
 * The goal plan: each minute each side scores with its expected goals / 90, drawn with `random`
 * (node:crypto in the server, fixed in tests).
 */
export function drawPlan(home: Club, away: Club, random: RandomInt): Goal[] {
  const rates = expectedGoals(home, away);
  const plan: Goal[] = [];
  for (let minute = 1; minute <= MATCH_MINUTES; minute += 1) {
    for (const side of ['home', 'away'] as const) {
      if (random(CHANCE_SCALE) < Math.round((rates[side] / MATCH_MINUTES) * CHANCE_SCALE)) plan.push({ minute, side });
    }
  }
  return plan;
}

export function parsePlan(json: string): Goal[] {
  return JSON.parse(json) as Goal[];
}

/** 0 before kick-off, 1–90 while in play (minute n runs from (n−1)·MINUTE_MS), 90 from full time. */
export function minuteAt(kickoffAt: string, now: Date): number {
  const elapsed = now.getTime() - Date.parse(kickoffAt);
  if (elapsed < 0) return 0;
  return Math.min(MATCH_MINUTES, Math.floor(elapsed / MINUTE_MS) + 1);
}

export function scoreAt(plan: readonly Goal[], minute: number): { home: number; away: number } {
  let home = 0;
  let away = 0;
  for (const goal of plan) {
    if (goal.minute > minute) continue;
    if (goal.side === 'home') home += 1;
    else away += 1;
  }
  return { home, away };
}

/** In play and taking bets: not in the minutes right after a goal, nor in the closing minutes. */
export function marketOpenAt(plan: readonly Goal[], minute: number): boolean {
  if (minute === 0) return true;
  if (minute > MATCH_MINUTES - CLOSED_LAST_MINUTES) return false;
  return !plan.some((goal) => minute >= goal.minute && minute < goal.minute + SUSPEND_AFTER_GOAL_MINUTES);
}

export type Phase = 'scheduled' | 'live' | 'finished';

/** Where a match stands at `now`, from its times alone (the job's status can lag a tick behind). */
export function phaseAt(match: { kickoff_at: string; ends_at: string; status: string }, now: Date): Phase {
  if (match.status === 'finished' || match.status === 'settled') return 'finished';
  const t = now.toISOString();
  if (t >= match.ends_at) return 'finished';
  return t >= match.kickoff_at ? 'live' : 'scheduled';
}
