/**
 * The lottery slip's rules: adding picks (no duplicates, never past the slip's size), removing one,
 * stakes kept within the bet type's limits by the stepper, the total summed in cents, and the slip
 * stored per game in localStorage — read back whatever the storage holds.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LOTTERY_MAX_SUBORDERS, LOTTERY_STAKE } from '../../src/api/lottery-rules';
import {
  addLines,
  clampStake,
  DEFAULT_STAKE,
  defaultStake,
  fitStakes,
  lineId,
  parseSlip,
  removeLine,
  setLineStake,
  slipStorageKey,
  slipTotal,
  stepStake,
  type SlipLine,
} from '../../src/features/lottery/slip-rules';
import { loadSlip, saveSlip } from '../../src/features/lottery/slip-store';

const limits = { min: 1, max: 5_000 };

describe('adding and removing', () => {
  it('adds new picks at the stake given and counts them', () => {
    const outcome = addLines([], [{ betType: 'last1', pick: '7' }, { betType: 'big_small', pick: 'big' }], 10);
    expect(outcome.added).toBe(2);
    expect(outcome.lines).toEqual([
      { betType: 'last1', pick: '7', stake: 10 },
      { betType: 'big_small', pick: 'big', stake: 10 },
    ]);
  });

  it('never adds a pick twice; the same digits on another bet type are another line', () => {
    const first = addLines([], [{ betType: 'last1', pick: '7' }], 10).lines;
    const again = addLines(first, [{ betType: 'last1', pick: '7' }, { betType: 'last2', pick: '07' }], 25);
    expect(again.duplicates).toBe(1);
    expect(again.added).toBe(1);
    // The line already there keeps its stake.
    expect(again.lines[0]).toEqual({ betType: 'last1', pick: '7', stake: 10 });
    expect(again.lines).toHaveLength(2);
  });

  it('stops at the slip size and says how many were left out', () => {
    const picks = Array.from({ length: 25 }, (_, n) => ({ betType: 'last2' as const, pick: String(n).padStart(2, '0') }));
    const outcome = addLines([], picks, 5, LOTTERY_MAX_SUBORDERS);
    expect(outcome.lines).toHaveLength(LOTTERY_MAX_SUBORDERS);
    expect(outcome.added).toBe(LOTTERY_MAX_SUBORDERS);
    expect(outcome.overflow).toBe(25 - LOTTERY_MAX_SUBORDERS);
    expect(addLines([], picks.slice(0, 3), 5, 2).overflow).toBe(1);
  });

  it('removes one line by its id and changes one stake, leaving the rest', () => {
    const lines = addLines([], [{ betType: 'odd_even', pick: 'odd' }, { betType: 'odd_even', pick: 'even' }], 10).lines;
    expect(removeLine(lines, 'odd_even:odd')).toEqual([{ betType: 'odd_even', pick: 'even', stake: 10 }]);
    expect(setLineStake(lines, lineId({ betType: 'odd_even', pick: 'even' }), 30).map((line) => line.stake)).toEqual([10, 30]);
  });
});

describe('stakes', () => {
  it('clamps to the limits, to the cent', () => {
    expect(clampStake(0.5, limits)).toBe(1);
    expect(clampStake(9_999, limits)).toBe(5_000);
    expect(clampStake(12.345, limits)).toBe(12.35);
    expect(clampStake(Number.NaN, limits)).toBe(1);
  });

  it('steps by 1 under 10, 10 under 100, 100 under 1,000, then 1,000 — and back down the same way', () => {
    expect(stepStake(1, 1, limits)).toBe(2);
    expect(stepStake(9, 1, limits)).toBe(10);
    expect(stepStake(10, 1, limits)).toBe(20);
    expect(stepStake(100, 1, limits)).toBe(200);
    expect(stepStake(1_000, 1, limits)).toBe(2_000);
    expect(stepStake(10, -1, limits)).toBe(9);
    expect(stepStake(100, -1, limits)).toBe(90);
    expect(stepStake(1_000, -1, limits)).toBe(900);
    expect(stepStake(2_000, -1, limits)).toBe(1_000);
  });

  it('never steps outside the limits', () => {
    expect(stepStake(1, -1, limits)).toBe(1);
    expect(stepStake(5_000, 1, limits)).toBe(5_000);
    expect(stepStake(4_500, 1, limits)).toBe(5_000);
    expect(stepStake(3, 1, { min: 2, max: 3 })).toBe(3);
  });

  it('starts a line at the default stake, or the nearest limit', () => {
    expect(defaultStake(limits)).toBe(DEFAULT_STAKE);
    expect(defaultStake({ min: 20, max: 100 })).toBe(20);
    expect(defaultStake({ min: 1, max: 5 })).toBe(5);
  });

  it('brings kept lines inside the limits the menu gives now', () => {
    const lines: SlipLine[] = [
      { betType: 'last1', pick: '1', stake: 800 },
      { betType: 'last2', pick: '12', stake: 3 },
    ];
    const fitted = fitStakes(lines, (type) => (type === 'last1' ? { min: 1, max: 500 } : undefined));
    expect(fitted.map((line) => line.stake)).toEqual([500, 3]);
  });
});

describe('total', () => {
  it('sums in cents: 0.1 + 0.2 is 0.30, not 0.30000000000000004', () => {
    const lines: SlipLine[] = [
      { betType: 'last1', pick: '1', stake: 0.1 },
      { betType: 'last1', pick: '2', stake: 0.2 },
    ];
    expect(slipTotal(lines)).toBe(0.3);
    expect(slipTotal([])).toBe(0);
    const many = Array.from({ length: 20 }, (_, n) => ({ betType: 'last2' as const, pick: String(n).padStart(2, '0'), stake: 12.34 }));
    expect(slipTotal(many)).toBe(246.8);
  });
});

describe('stored slip', () => {
  it('keeps only well-formed lines of a known bet type with a valid pick, once each', () => {
    const text = JSON.stringify([
      { betType: 'last1', pick: '7', stake: 10 },
      { betType: 'last1', pick: '7', stake: 99 },
      { betType: 'last2', pick: '7', stake: 10 },
      { betType: 'bogus', pick: '1', stake: 10 },
      { betType: 'big_small', pick: 'odd', stake: 10 },
      { betType: 'odd_even', pick: 'odd', stake: '10' },
      null,
      { betType: 'last3', pick: '123', stake: 99_999 },
    ]);
    expect(parseSlip(text)).toEqual([
      { betType: 'last1', pick: '7', stake: 10 },
      { betType: 'last3', pick: '123', stake: LOTTERY_STAKE.max },
    ]);
  });

  it('reads nothing from nothing, bad JSON or a non-list', () => {
    expect(parseSlip(null)).toEqual([]);
    expect(parseSlip('{')).toEqual([]);
    expect(parseSlip('{"betType":"last1"}')).toEqual([]);
  });

  it('never returns more than a full slip', () => {
    const lines = Array.from({ length: 30 }, (_, n) => ({ betType: 'last2', pick: String(n).padStart(2, '0'), stake: 1 }));
    expect(parseSlip(JSON.stringify(lines))).toHaveLength(LOTTERY_MAX_SUBORDERS);
  });

  describe('in localStorage, per game', () => {
    const store = new Map<string, string>();
    beforeEach(() => {
      store.clear();
      globalThis.localStorage = {
        getItem: (key: string) => store.get(key) ?? null,
        setItem: (key: string, value: string) => void store.set(key, value),
        removeItem: (key: string) => void store.delete(key),
      } as Storage;
    });
    afterEach(() => {
      delete (globalThis as { localStorage?: Storage }).localStorage;
    });

    it('survives a reload: saved, read back the same, each game its own', () => {
      const slip = addLines([], [{ betType: 'last1', pick: '3' }, { betType: 'big_small', pick: 'small' }], 15).lines;
      saveSlip('FAST1', slip);
      saveSlip('FAST2', [{ betType: 'odd_even', pick: 'even', stake: 2 }]);
      expect(loadSlip('FAST1')).toEqual(slip);
      expect(loadSlip('FAST2')).toEqual([{ betType: 'odd_even', pick: 'even', stake: 2 }]);
      expect(loadSlip('OTHER')).toEqual([]);
    });

    it('an empty slip leaves nothing behind', () => {
      saveSlip('FAST1', [{ betType: 'last1', pick: '3', stake: 1 }]);
      saveSlip('FAST1', []);
      expect(store.has(slipStorageKey('FAST1'))).toBe(false);
    });

    it('storage that throws loses the slip for the visit, never the page', () => {
      globalThis.localStorage = {
        getItem: () => {
          throw new Error('denied');
        },
        setItem: () => {
          throw new Error('full');
        },
        removeItem: () => undefined,
      } as unknown as Storage;
      expect(() => saveSlip('FAST1', [{ betType: 'last1', pick: '3', stake: 1 }])).not.toThrow();
      expect(loadSlip('FAST1')).toEqual([]);
    });
  });
});
