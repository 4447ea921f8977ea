/**
 * The periods contracts are paid for (src/api/agent-wire.ts ContractPayment): UTC days for the
 * daily salary, UTC hours for the hourly salary, half months for the dividend (the 1st–15th and
 * the 16th to the month's end). A period is [start, end): end exclusive, so a bet at 00:00:00 of
 * the next day belongs to the next day. Pure date arithmetic, no database.
 */
import type { ContractKind } from '../db/schema';

export interface ContractPeriod {
  /** Unique per contract: 2025-06-01 (day), 2025-06-01T13 (hour), 2025-06-H1 / 2025-06-H2 (half month). */
  key: string;
  start: Date;
  end: Date;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * How far back a run looks for periods it has not settled yet (the last completed one included):
 * a server down for a while still pays what it missed, without a run walking years of history.
 */
export const CATCH_UP_PERIODS: Record<ContractKind, number> = { salary: 31, hourly: 48, dividend: 4 };

const pad = (n: number) => String(n).padStart(2, '0');
const dayText = (d: Date) => d.toISOString().slice(0, 10);

function dayPeriod(start: Date): ContractPeriod {
  return { key: dayText(start), start, end: new Date(start.getTime() + DAY_MS) };
}

function hourPeriod(start: Date): ContractPeriod {
  return { key: `${dayText(start)}T${pad(start.getUTCHours())}`, start, end: new Date(start.getTime() + HOUR_MS) };
}

/** The half month starting at `start` (the 1st or the 16th, 00:00 UTC). */
function halfMonthPeriod(start: Date): ContractPeriod {
  const [year, month, first] = [start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate() === 1];
  const end = first ? new Date(Date.UTC(year, month, 16)) : new Date(Date.UTC(year, month + 1, 1));
  return { key: `${year}-${pad(month + 1)}-H${first ? 1 : 2}`, start, end };
}

/** The period of `kind` that contains the instant `at`. */
export function periodContaining(kind: ContractKind, at: Date): ContractPeriod {
  const ms = at.getTime();
  if (kind === 'salary') return dayPeriod(new Date(ms - (((ms % DAY_MS) + DAY_MS) % DAY_MS)));
  if (kind === 'hourly') return hourPeriod(new Date(ms - (((ms % HOUR_MS) + HOUR_MS) % HOUR_MS)));
  const day = at.getUTCDate() < 16 ? 1 : 16;
  return halfMonthPeriod(new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), day)));
}

/** The period just before `period`. */
export function previousPeriod(kind: ContractKind, period: ContractPeriod): ContractPeriod {
  return periodContaining(kind, new Date(period.start.getTime() - 1));
}

/**
 * The completed periods a run at `at` considers, newest first: the last one that ended at or
 * before `at`, then earlier ones, at most CATCH_UP_PERIODS[kind] in all.
 */
export function completedPeriods(kind: ContractKind, at: Date, count = CATCH_UP_PERIODS[kind]): ContractPeriod[] {
  const current = periodContaining(kind, at);
  // `at` exactly on a boundary: the period starting there has not begun to count yet.
  let period = previousPeriod(kind, current);
  const periods: ContractPeriod[] = [];
  for (let i = 0; i < count; i++) {
    periods.push(period);
    period = previousPeriod(kind, period);
  }
  return periods;
}
