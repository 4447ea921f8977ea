/**
 * The match list's pure rules: which tab the address asks for, how often each tab re-reads, when
 * odds count as stale, which prices moved since the last read, how leagues group, and the words
 * of each refusal a placement can get.
 */
import type { ErrorCode } from '../../api/error-codes';
import type { SportMatch, SportSelection } from '../../api/sports-wire';
import type { MessageKey } from '../../i18n';
import { refusalKey } from '../../ui/refusal';
import { sportsEndpoints } from '../../api/endpoints/sports';

export const SPORTS_TABS = ['upcoming', 'live', 'bets'] as const;
export type SportsTab = (typeof SPORTS_TABS)[number];

/** Live prices move every few seconds; the upcoming ones rarely. */
export const REFRESH_MS: Record<'upcoming' | 'live', number> = { live: 5_000, upcoming: 30_000 };

/** Odds older than this may no longer be offered. */
export const STALE_AFTER_MS = 30_000;

/** Stale: read while offline (a device copy), or older than STALE_AFTER_MS by the server's asOf. */
export function isStale(asOf: string, now: number, online: boolean): boolean {
  if (!online) return true;
  const at = Date.parse(asOf);
  return !Number.isFinite(at) || now - at > STALE_AFTER_MS;
}

export type PriceMove = 'up' | 'down';

/** `matchId:selection` → which way its price went between two reads of the list. */
export function priceMoves(before: readonly SportMatch[] | undefined, after: readonly SportMatch[]): Map<string, PriceMove> {
  const moves = new Map<string, PriceMove>();
  if (!before) return moves;
  const old = new Map(before.map((match) => [match.id, match]));
  for (const match of after) {
    const previous = old.get(match.id);
    if (!previous?.prices || !match.prices || previous.priceVersion === match.priceVersion) continue;
    for (const selection of ['home', 'draw', 'away'] as const satisfies readonly SportSelection[]) {
      const from = previous.prices[selection];
      const to = match.prices[selection];
      if (to > from) moves.set(`${match.id}:${selection}`, 'up');
      else if (to < from) moves.set(`${match.id}:${selection}`, 'down');
    }
  }
  return moves;
}

/** Matches by league, in the order the list has them (leagues in order of first appearance). */
export function byLeague(matches: readonly SportMatch[]): { league: string; matches: SportMatch[] }[] {
  const groups = new Map<string, SportMatch[]>();
  for (const match of matches) {
    const group = groups.get(match.league);
    if (group) group.push(match);
    else groups.set(match.league, [match]);
  }
  return [...groups].map(([league, list]) => ({ league, matches: list }));
}



/** A placement's refusal, in the words its registry entry declares. */
export const placeErrorKey = (code: ErrorCode): MessageKey => refusalKey(sportsEndpoints.sportsPlaceBet, code, 'sports_error_failed');
