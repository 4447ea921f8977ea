/**
 * The bet records' rules, pure so they are tested without a browser: the default day range (the
 * last 7 UTC days, SPEC §5 picker 2000–2030), the filters read from the query string, the outcome
 * line and the status chip.
 */
import { formatOdds } from '../../api/money';
import { RECORD_DAY_MAX, RECORD_DAY_MIN, type BetRecord, type OutcomeSummary } from '../../api/records-wire';
import type { MessageKey } from '../../i18n';

export const DAY_MIN = RECORD_DAY_MIN;
export const DAY_MAX = RECORD_DAY_MAX;
/** The default range spans this many days, today included. */
export const DEFAULT_DAYS = 7;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A UTC day (the server counts in UTC days). */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

export function defaultRange(now = new Date()): { from: string; to: string } {
  return { from: utcDay(new Date(now.getTime() - (DEFAULT_DAYS - 1) * 86_400_000)), to: utcDay(now) };
}

export interface BetFilters {
  from: string;
  to: string;
  gameType: string;
  vendor: string;
}

const validDay = (v: string | null) => (v && DAY.test(v) && v >= DAY_MIN && v <= DAY_MAX ? v : null);
const code = (v: string | null) => (v && /^[A-Za-z0-9_.-]{1,32}$/.test(v) ? v : '');

/** The filters a /m/gameRecord address carries; a missing or broken day takes the default. */
export function filtersOf(search: string, now = new Date()): BetFilters {
  const params = new URLSearchParams(search);
  const fallback = defaultRange(now);
  return {
    from: validDay(params.get('from')) ?? fallback.from,
    to: validDay(params.get('to')) ?? fallback.to,
    gameType: code(params.get('gameType')),
    vendor: code(params.get('vendor')),
  };
}

/** Why the range cannot be asked for, if it cannot. */
export function rangeProblem(from: string, to: string): MessageKey | null {
  return from && to && from > to ? 'records_range_invalid' : null;
}

export const TYPE_KEYS: Record<string, MessageKey> = {
  RNG: 'records_type_RNG',
  FISH: 'records_type_FISH',
  LIVE: 'records_type_LIVE',
  PVP: 'records_type_PVP',
  SPORTS: 'records_type_SPORTS',
  BINGO: 'records_type_BINGO',
  LOTT: 'records_type_LOTT',
  ELOTT: 'records_type_ELOTT',
  ESPORTS: 'records_type_ESPORTS',
  COCKFIGHT: 'records_type_COCKFIGHT',
  INHOUSE: 'records_type_INHOUSE',
};

const SIDE_KEYS: Record<string, MessageKey> = { player: 'records_side_player', banker: 'records_side_banker', tie: 'records_side_tie' };

/** Fish, lottery bet types and lottery word picks, worded by the page (the server sends codes). */
const TERM_KEYS: Record<string, MessageKey> = {
  clownfish: 'records_fish_clownfish',
  puffer: 'records_fish_puffer',
  turtle: 'records_fish_turtle',
  lionfish: 'records_fish_lionfish',
  shark: 'records_fish_shark',
  dragon: 'records_fish_dragon',
  last1: 'records_bet_last1',
  last2: 'records_bet_last2',
  last3: 'records_bet_last3',
  big_small: 'records_bet_big_small',
  odd_even: 'records_bet_odd_even',
  big: 'records_pick_big',
  small: 'records_pick_small',
  odd: 'records_pick_odd',
  even: 'records_pick_even',
};


/**
 * One line saying what the round dealt: a catalogue key, its values, and which values are words
 * for the page to translate (`sides` through sideKey, `terms` through termKey). `gameName` names
 * a lottery suborder's game; a sports price is shown as the sportsbook shows it (two decimals, in
 * the reader's locale). A void (cancelled) suborder was never drawn.
 */
export function outcomeLine(
  outcome: OutcomeSummary,
  gameName = '',
  locale = 'en',
  status: BetRecord['status'] = 'settled',
): { key: MessageKey; params: Record<string, string>; sides: string[]; terms?: string[] } {
  if (outcome.kind === 'fishing') {
    const params = { fish: outcome.target, multiplier: String(outcome.multiplier) };
    return { key: outcome.hit ? 'records_outcome_fish_hit' : 'records_outcome_fish_miss', params, sides: [], terms: ['fish'] };
  }
  if (outcome.kind === 'lottery') {
    const params = { game: gameName || outcome.gameCode, draw: outcome.drawNo, betType: outcome.betType, pick: outcome.pick, result: outcome.result ?? '' };
    const key = status === 'void' ? 'records_outcome_lottery_void' : outcome.result === null ? 'records_outcome_lottery_open' : 'records_outcome_lottery';
    return { key, params, sides: [], terms: ['betType', 'pick'] };
  }
  if (outcome.kind === 'sports') {
    const price = (value: number) => formatOdds(value, locale);
    return outcome.mode === 'accumulator'
      ? { key: 'records_outcome_accumulator', params: { legs: String(outcome.legs), price: price(outcome.price) }, sides: [] }
      : { key: 'records_outcome_single', params: { title: outcome.title, price: price(outcome.price) }, sides: [] };
  }
  if (outcome.kind === 'slots') {
    return outcome.winningLines > 0
      ? { key: 'records_outcome_lines', params: { count: String(outcome.winningLines) }, sides: [] }
      : { key: 'records_outcome_no_line', params: {}, sides: [] };
  }
  if (outcome.kind === 'baccarat') {
    const params = { pick: outcome.pick, result: outcome.result, player: String(outcome.playerPoints), banker: String(outcome.bankerPoints) };
    return { key: outcome.result === 'tie' ? 'records_outcome_tie' : 'records_outcome_baccarat', params, sides: ['pick', 'result'] };
  }
  return { key: 'records_outcome_pick', params: { pick: outcome.pick, result: outcome.result }, sides: [] };
}

export const sideKey = (side: string): MessageKey | null => SIDE_KEYS[side] ?? null;
export const termKey = (term: string): MessageKey | null => TERM_KEYS[term] ?? null;

/**
 * What a bet shows instead of its win and net while it has none: an open bet (a draw or a match
 * still to come) is pending, a void one was cancelled and refunded; a settled bet shows no chip.
 */
export function statusChip(record: { status: BetRecord['status'] }): MessageKey | null {
  if (record.status === 'open') return 'records_pending';
  if (record.status === 'void') return 'records_cancelled';
  return null;
}
