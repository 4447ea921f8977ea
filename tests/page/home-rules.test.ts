import { describe, expect, it } from 'vitest';
import { formatJackpot, formatWin, popupsHiddenToday, sortWinners, today, winnersScroll } from '../../src/features/home/home-rules';
import { perSlide, toSlides } from '../../src/features/home/slides';
import { shouldDrawFrame } from '../../src/ui/ticker-frames';
import { JACKPOT, nextDelayMs, nextStep, startAmount } from '../../worker/jackpot';

describe('home rules', () => {
  it('shows winnings with 2 decimals and the currency symbol, highest first', () => {
    expect(formatWin(1234567.5, '$')).toBe('$1,234,567.50');
    const sorted = sortWinners([{ vo: { winAmount: 5 } }, { vo: { winAmount: 50 } }, { vo: { winAmount: 20 } }]);
    expect(sorted.map((w) => w.vo.winAmount)).toEqual([50, 20, 5]);
  });

  it('scrolls the winner board only with more than 3 winners', () => {
    expect(winnersScroll(3)).toBe(false);
    expect(winnersScroll(4)).toBe(true);
  });

  it('hides the popups for the rest of the calendar day only', () => {
    const noon = new Date(2025, 4, 6, 12);
    expect(today(noon)).toBe('2025-05-06');
    expect(popupsHiddenToday('2025-05-06', noon)).toBe(true);
    expect(popupsHiddenToday('2025-05-05', noon)).toBe(false);
  });

  it('puts 3 games per slide, and 6 in a popular block of 6 or more', () => {
    expect(perSlide(9, false)).toBe(3);
    expect(perSlide(5, true)).toBe(3);
    expect(perSlide(6, true)).toBe(6);
    expect(toSlides([1, 2, 3, 4, 5, 6, 7], 3)).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
  });

  it('draws the ticker at 30 fps: every other 60 Hz frame', () => {
    expect(shouldDrawFrame(16.7, 0)).toBe(false);
    expect(shouldDrawFrame(33.4, 0)).toBe(true);
  });

  it('runs the jackpot within the SPEC §9 bounds', () => {
    expect(startAmount(() => 0)).toBe(JACKPOT.min);
    expect(startAmount(() => 0.999999999)).toBe(JACKPOT.max);
    expect(nextStep(() => 0)).toBe(10_000);
    expect(nextStep(() => 0.999999999)).toBe(50_000);
    expect([0, 0.5, 0.99].map((r) => nextDelayMs(() => r))).toEqual([3000, 4000, 5000]);
    expect(formatJackpot(123456789)).toBe('123,456,789');
  });
});
