/**
 * The arena pages' rules, pure so they are tested without a browser: the rank period from the
 * address, the podium's order, when an answer is a kept copy, and how a table's road is worded.
 */
import { RANK_PERIODS, type RankEntry, type RankPeriod, type RoadMark } from '../../api/arena-wire';
import type { MessageKey } from '../../i18n';

export const DEFAULT_PERIOD: RankPeriod = 'week';

/** The period an address asks for; anything else is the default (the server's too). */
export function periodOf(value: string | null): RankPeriod {
  return (RANK_PERIODS as readonly string[]).includes(value ?? '') ? (value as RankPeriod) : DEFAULT_PERIOD;
}

export const PERIOD_KEYS: Record<RankPeriod, MessageKey> = {
  day: 'arena_period_day',
  week: 'arena_period_week',
  month: 'arena_period_month',
};

/** How many places stand on the podium; the rest are a list. */
export const PODIUM_SIZE = 3;

/** The podium as it stands: second, first, third (first in the middle); the list after it. */
export function podiumOf(list: readonly RankEntry[]): { podium: RankEntry[]; rest: RankEntry[] } {
  const top = list.slice(0, PODIUM_SIZE);
  const podium = top.length === PODIUM_SIZE ? [top[1]!, top[0]!, top[2]!] : top.length === 2 ? [top[1]!, top[0]!] : top;
  return { podium, rest: list.slice(PODIUM_SIZE) };
}

/**
 * An answer older than this is the service worker's kept copy, not a fresh read: say so. Generous
 * enough for a device whose clock runs a little off.
 */
export const STALE_AFTER_MS = 120_000;

export const isStale = (asOf: string, now: number, online: boolean) => !online || now - Date.parse(asOf) > STALE_AFTER_MS;

/** Live tables shown before "show all": the game list below stays within reach. */
export const TABLES_SHOWN = 4;

export const ROAD_KEYS: Record<RoadMark, MessageKey> = { P: 'arena_road_P', B: 'arena_road_B', T: 'arena_road_T' };

/** The time of day an answer was made, in the reader's language. */
export const timeOf = (iso: string, language: string) => new Date(iso).toLocaleTimeString(language, { hour: '2-digit', minute: '2-digit' });
