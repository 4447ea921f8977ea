/**
 * The arena pages' pure rules (period from the address, the podium, kept copies, road words) and
 * how the bet records word the new kinds: fishing shots, lottery suborders, sports bets, open bets.
 * Every key they name exists in all three languages.
 */
import { describe, expect, it } from 'vitest';
import { RANK_PERIODS, type RankEntry } from '../../src/api/arena-wire';
import type { OutcomeSummary } from '../../src/api/records-wire';
import { DEFAULT_PERIOD, isStale, PERIOD_KEYS, periodOf, podiumOf, ROAD_KEYS, STALE_AFTER_MS } from '../../src/features/arena/arena-rules';
import { outcomeLine, statusChip, termKey } from '../../src/features/records/records-rules';
import { catalogue } from './catalogues';

const entry = (rank: number): RankEntry => ({ rank, name: `ab***${rank}${rank}`, winnings: 100 - rank, bets: rank });

describe('leaderboard rules', () => {
  it('reads the period from the address, the week otherwise', () => {
    for (const period of RANK_PERIODS) expect(periodOf(period)).toBe(period);
    expect(DEFAULT_PERIOD).toBe('week');
    for (const bad of [null, '', 'year', 'DAY', 'week ']) expect(periodOf(bad)).toBe('week');
  });

  it('stands the top three second, first, third and lists the rest', () => {
    const list = [1, 2, 3, 4, 5].map(entry);
    const { podium, rest } = podiumOf(list);
    expect(podium.map((e) => e.rank)).toEqual([2, 1, 3]);
    expect(rest.map((e) => e.rank)).toEqual([4, 5]);
    expect(podiumOf([entry(1), entry(2)]).podium.map((e) => e.rank)).toEqual([2, 1]);
    expect(podiumOf([entry(1)])).toEqual({ podium: [entry(1)], rest: [] });
    expect(podiumOf([])).toEqual({ podium: [], rest: [] });
  });

  it('calls an answer a kept copy when offline or older than the limit', () => {
    const now = Date.parse('2026-11-24T10:00:00.000Z');
    const at = (ms: number) => new Date(now - ms).toISOString();
    expect(isStale(at(1_000), now, true)).toBe(false);
    expect(isStale(at(STALE_AFTER_MS), now, true)).toBe(false);
    expect(isStale(at(STALE_AFTER_MS + 1), now, true)).toBe(true);
    expect(isStale(at(0), now, false)).toBe(true);
  });
});

describe('bet records of the new kinds', () => {
  it('words a fishing shot by its fish, multiplier and catch', () => {
    const hit: OutcomeSummary = { kind: 'fishing', target: 'shark', hit: true, multiplier: 20 };
    expect(outcomeLine(hit)).toEqual({ key: 'records_outcome_fish_hit', params: { fish: 'shark', multiplier: '20' }, sides: [], terms: ['fish'] });
    expect(outcomeLine({ ...hit, hit: false }).key).toBe('records_outcome_fish_miss');
    expect(termKey('shark')).toBe('records_fish_shark');
    expect(termKey('dragon')).toBe('records_fish_dragon');
  });

  it('words a lottery suborder with its game, draw, bet type, pick and result, or waiting for the draw', () => {
    const open: OutcomeSummary = { kind: 'lottery', gameCode: 'FAST5D', drawNo: '20261124-0612', betType: 'last2', pick: '48', result: null };
    expect(outcomeLine(open, 'Fast 5D')).toEqual({
      key: 'records_outcome_lottery_open',
      params: { game: 'Fast 5D', draw: '20261124-0612', betType: 'last2', pick: '48', result: '' },
      sides: [],
      terms: ['betType', 'pick'],
    });
    const drawn = outcomeLine({ ...open, result: '01248' }, 'Fast 5D');
    expect(drawn.key).toBe('records_outcome_lottery');
    expect(drawn.params.result).toBe('01248');
    expect(outcomeLine(open).params.game).toBe('FAST5D');
    expect(termKey('last2')).toBe('records_bet_last2');
    expect(termKey('big')).toBe('records_pick_big');
    expect(termKey('48')).toBeNull();
  });

  it('words a single by its title and price, an accumulator by its legs and price', () => {
    const single: OutcomeSummary = { kind: 'sports', betNo: 'S1', mode: 'single', legs: 1, price: 2.1, title: 'Arsenal v Chelsea: Home' };
    expect(outcomeLine(single)).toEqual({ key: 'records_outcome_single', params: { title: 'Arsenal v Chelsea: Home', price: '2.10' }, sides: [] });
    expect(outcomeLine({ ...single, mode: 'accumulator', legs: 3, price: 8.4, title: '' })).toEqual({ key: 'records_outcome_accumulator', params: { legs: '3', price: '8.40' }, sides: [] });
  });

  it('marks an open bet pending, a void one cancelled, and a settled one with no chip', () => {
    expect(statusChip({ status: 'open' })).toBe('records_pending');
    expect(statusChip({ status: 'void' })).toBe('records_cancelled');
    expect(statusChip({ status: 'settled' })).toBeNull();
  });

  it('words a cancelled (void) lottery suborder as refunded, not as waiting for its draw', () => {
    const placed: OutcomeSummary = { kind: 'lottery', gameCode: 'FAST3', drawNo: '20261124-0721', betType: 'last1', pick: '5', result: null };
    expect(outcomeLine(placed, 'Fast 3', 'en', 'open').key).toBe('records_outcome_lottery_open');
    expect(outcomeLine(placed, 'Fast 3', 'en', 'void').key).toBe('records_outcome_lottery_void');
  });

  it('has every key these rules name in all three languages, with the same placeholders', () => {
    const recordKeys = [
      'records_pending', 'records_cancelled', 'records_outcome_lottery_void', 'records_outcome_fish_hit', 'records_outcome_fish_miss', 'records_outcome_lottery', 'records_outcome_lottery_open',
      'records_outcome_single', 'records_outcome_accumulator',
      ...['clownfish', 'puffer', 'turtle', 'lionfish', 'shark', 'dragon', 'last1', 'last2', 'last3', 'big_small', 'odd_even', 'big', 'small', 'odd', 'even'].map((term) => termKey(term)!),
    ];
    const arenaKeys = [...Object.values(PERIOD_KEYS), ...Object.values(ROAD_KEYS)];
    const placeholders = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
    for (const [area, keys] of [['records', recordKeys], ['arena', arenaKeys]] as const) {
      const en = catalogue('en', area);
      for (const language of ['en', 'bn', 'zh']) {
        const texts = catalogue(language, area);
        for (const key of keys) {
          expect(texts[key], `${language} ${key}`).toBeTruthy();
          expect(placeholders(texts[key]!), `${language} ${key}`).toEqual(placeholders(en[key]!));
        }
      }
    }
  });
});
