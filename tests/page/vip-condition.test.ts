/** Each VIP condition's own progress, shown beside the conditions-met figure of SPEC §4. */
import { describe, expect, it } from 'vitest';
import { conditionPercent, formatPercent } from '../../src/features/vip/vip-rules';

describe('a condition’s own progress', () => {
  it('reads 19,980 of 20,000 as 99.9 %, never as a 100 that is not met', () => {
    expect(conditionPercent({ current: 19_980, target: 20_000, met: false })).toBe(99.9);
    expect(conditionPercent({ current: 19_999.99, target: 20_000, met: false })).toBe(99.9);
  });

  it('rounds down to one decimal and starts at 0', () => {
    expect(conditionPercent({ current: 600, target: 1_000, met: false })).toBe(60);
    expect(conditionPercent({ current: 1, target: 3_000, met: false })).toBe(0);
    expect(conditionPercent({ current: 0, target: 300, met: false })).toBe(0);
  });

  it('reads a met condition as 100 whatever it overshoots by', () => {
    expect(conditionPercent({ current: 3_250, target: 3_000, met: true })).toBe(100);
  });

  it('writes the percent in the reader’s digits, one decimal at most', () => {
    expect(formatPercent(99.9, 'en')).toBe('99.9%');
    expect(formatPercent(100, 'en')).toBe('100%');
    expect(formatPercent(99.9, 'bn')).toBe(`${(99.9).toLocaleString('bn')}%`);
  });
});
