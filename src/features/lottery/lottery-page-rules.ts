/**
 * The lottery pages' pure rules: what the address asks for, the countdown's text, when what shows
 * is an old copy, how hot a number is, and the words for each refusal. DOM-free.
 */
import { ERROR_CODE, type ErrorCode } from '../../api/error-codes';
import { LOTTERY_BET_TYPES, type LotteryBetType } from '../../api/lottery-rules';
import type { NumeroStat } from '../../api/lottery-wire';
import type { MessageKey } from '../../i18n';
import { refusalKey } from '../../ui/refusal';
import { lotteryEndpoints } from '../../api/endpoints/lottery';
import type { EndpointSpec } from '../../api/endpoints/define';

export const betTypeOf = (query: string | null): LotteryBetType =>
  (LOTTERY_BET_TYPES as readonly string[]).includes(query ?? '') ? (query as LotteryBetType) : 'last1';

export type OrderTab = 'open' | 'settled' | 'all';
export const ORDER_TABS: readonly OrderTab[] = ['open', 'settled', 'all'];
export const orderTabOf = (query: string | null): OrderTab => (query === 'open' || query === 'settled' ? query : 'all');

/** A day as the VN results take it (YYYY-MM-DD), or null for "today". */
export const dayOf = (query: string | null): string | null => (query && /^\d{4}-\d{2}-\d{2}$/.test(query) ? query : null);

/** The bet types picked from a grid of words or digits on the game page; the others are typed or go through numero. */
export const GRID_TYPES: readonly LotteryBetType[] = ['last1', 'big_small', 'odd_even'];
export const NUMERO_TYPES: readonly LotteryBetType[] = ['last2', 'last3'];

/** "04:59" under an hour, "1:04:59" from an hour on; never negative. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const mm = String(minutes).padStart(2, '0');
  const ss = String(seconds).padStart(2, '0');
  return hours > 0 ? `${hours}:${mm}:${ss}` : `${mm}:${ss}`;
}

/** Milliseconds until the draw closes (0 once closed), from the server's closesAt. */
export const msUntil = (iso: string, now: number) => Math.max(0, Date.parse(iso) - now);

/**
 * Whether a suborder can still be cancelled: the server's flag holds only as of its read, so once
 * the draw's close (from the same order) has passed it decides — a copy kept from before the close,
 * or a page left open across it, must not offer a cancel the server refuses.
 * 'closed': still open, but its draw takes no more changes; null: settled or cancelled already.
 */
export function cancelStanding(suborder: { status: string; cancellable: boolean }, drawClosed: boolean): 'cancellable' | 'closed' | null {
  if (suborder.status !== 'open') return null;
  return suborder.cancellable && !drawClosed ? 'cancellable' : 'closed';
}

/**
 * An answer older than this is a copy (the service worker's, kept for offline), not a fresh read:
 * odds and draws on it may have moved. Generous enough for a slow clock on the device.
 */
export const STALE_AFTER_MS = 120_000;

export const isStale = (asOf: string, now: number, online: boolean) => !online || now - Date.parse(asOf) > STALE_AFTER_MS;

export type Heat = 'hot' | 'cold' | 'normal';

/**
 * How a pick has fared over the counted draws against what chance alone would give it: hot at
 * half as many hits again as expected (and at least one); cold under half as many — only where
 * chance would have given it a win at all (over 30 draws a last-3 number is expected 0.03 times:
 * no win is no news).
 */
export function heatOf(stat: NumeroStat, draws: number, pickCount: number): Heat {
  if (draws <= 0 || pickCount <= 0) return 'normal';
  const expected = draws / pickCount;
  if (stat.hits >= Math.max(1, expected * 1.5)) return 'hot';
  if (expected >= 1 && stat.hits < expected * 0.5) return 'cold';
  return 'normal';
}

/** The 100 picks of a last3 page ('300'…'399' for hundred 3). */
export const hundredPicks = (hundred: number) => Array.from({ length: 100 }, (_, n) => String(hundred * 100 + n).padStart(3, '0'));

export const BET_TYPE_KEYS: Record<LotteryBetType, MessageKey> = {
  last1: 'lottery_type_last1',
  last2: 'lottery_type_last2',
  last3: 'lottery_type_last3',
  big_small: 'lottery_type_big_small',
  odd_even: 'lottery_type_odd_even',
};

/** Word picks in the reader's language; digits stay digits. */
export const WORD_PICK_KEYS: Record<string, MessageKey> = {
  big: 'lottery_pick_big',
  small: 'lottery_pick_small',
  odd: 'lottery_pick_odd',
  even: 'lottery_pick_even',
};

/** The order and suborder calls: their declared refusals, each with its own words. */
const ORDER_WRITES: readonly EndpointSpec[] = [lotteryEndpoints.lotteryPlaceOrder, lotteryEndpoints.lotteryCancelSuborder];
export const LOTTERY_ERROR_KEYS: Partial<Record<ErrorCode, MessageKey>> = Object.assign({}, ...ORDER_WRITES.map((call) => call.refusals));

/** A refusal's text; a code without words of its own gets the general one. */
export const lotteryErrorKey = (code: ErrorCode): MessageKey => refusalKey(ORDER_WRITES, code, 'lottery_error_failed');

/**
 * How a money call came back: `unanswered` keeps the operation's key (the answer was lost, or the
 * first request is still being applied: the next tap sends the same request).
 */
export function writeOutcome(result: { ok: true } | { ok: false; code: ErrorCode; transient: boolean }): 'done' | 'offline' | 'unanswered' | 'refused' {
  if (result.ok) return 'done';
  if (result.code === ERROR_CODE.offline) return 'offline';
  return result.transient ? 'unanswered' : 'refused';
}
