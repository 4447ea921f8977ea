/**
 * The agent home's periods (SPEC §7 "Agent": team KPI over a period). Days are UTC days, as the
 * server counts them (src/api/agent-wire.ts), both ends inclusive; every choice spans at most
 * AGENT_PERIOD_MAX_DAYS, which the server refuses beyond.
 */
import { AGENT_PERIOD_MAX_DAYS } from '../../api/agent-wire';

export type PeriodKind = 'today' | 'yesterday' | 'last7' | 'thisMonth' | 'lastMonth';

/** In the picker's order; last 7 days is the default (the server's default too). */
export const PERIOD_KINDS: readonly PeriodKind[] = ['today', 'yesterday', 'last7', 'thisMonth', 'lastMonth'];
export const DEFAULT_PERIOD: PeriodKind = 'last7';

export interface Period {
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;

/** YYYY-MM-DD of the UTC day `ms` falls in. */
export const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The UTC days `kind` stands for at `now`. */
export function periodOf(kind: PeriodKind, now: Date): Period {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  switch (kind) {
    case 'today':
      return { from: utcDay(today), to: utcDay(today) };
    case 'yesterday':
      return { from: utcDay(today - DAY_MS), to: utcDay(today - DAY_MS) };
    case 'last7':
      return { from: utcDay(today - 6 * DAY_MS), to: utcDay(today) };
    case 'thisMonth':
      return { from: utcDay(Date.UTC(year, month, 1)), to: utcDay(today) };
    case 'lastMonth':
      // Day 0 of this month is the last day of the one before (Date.UTC rolls the year back in January).
      return { from: utcDay(Date.UTC(year, month - 1, 1)), to: utcDay(Date.UTC(year, month, 0)) };
  }
}

/** Days in a period, both ends counted. */
export const spanDays = ({ from, to }: Period) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/** A period the server takes: ordered and no longer than AGENT_PERIOD_MAX_DAYS. */
export const isValidPeriod = (period: Period) => period.from <= period.to && spanDays(period) <= AGENT_PERIOD_MAX_DAYS;
