import { describe, expect, it } from 'vitest';
import { formatJackpot, popupsHiddenToday, sortWinners, today, winnersScroll } from '../../src/features/home/home-rules';
import { perSlide, toSlides } from '../../src/features/home/slides';
import { HOME_LISTS, listKey } from '../../src/api/game-lists';
import { knownLists } from '../../src/features/games/sync-known';
import { currentSlide, nextSlide } from '../../src/ui/BannerStrip';
import { TICKER_SPEED_PX_S, tickerDurationS } from '../../src/ui/ticker-frames';
import { JACKPOT, nextDelayMs, nextStep, startAmount } from '../../worker/jackpot';

describe('home rules', () => {
  it('shows winnings highest first', () => {
    const sorted = sortWinners([{ vo: { winAmount: 5 } }, { vo: { winAmount: 50 } }, { vo: { winAmount: 20 } }]);
    expect(sorted.map((w) => w.vo.winAmount)).toEqual([50, 20, 5]);
  });

  it('scrolls the winner board only with more than 3 winners', () => {
    expect(winnersScroll(3)).toBe(false);
    expect(winnersScroll(4)).toBe(true);
    // Reduced motion: a still list, however many winners.
    expect(winnersScroll(40, true)).toBe(false);
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

  it('moves the ticker at 40 px/s: one pass crosses the window and the whole track', () => {
    expect(TICKER_SPEED_PX_S).toBe(40);
    // 360 px of window + 840 px of titles = 1200 px at 40 px/s.
    expect(tickerDurationS(360, 840)).toBe(30);
    expect(tickerDurationS(316, 694)).toBe(25.25);
    // Twice the titles, twice as long minus the window's share: the speed, not the time, is fixed.
    expect(tickerDurationS(360, 1680) / tickerDurationS(360, 840)).toBeCloseTo(2040 / 1200);
    expect(tickerDurationS(0, 0)).toBe(0);
    expect(tickerDurationS(-5, 0)).toBe(0);
  });

  it('autoplays the banners to the next slide and loops from the last to the first', () => {
    expect(currentSlide(0, 362, 5)).toBe(0);
    expect(currentSlide(362, 362, 5)).toBe(1);
    // Mid-swipe counts as the nearest slide; past the end stays on the last.
    expect(currentSlide(560, 362, 5)).toBe(2);
    expect(currentSlide(99_999, 362, 5)).toBe(4);
    expect(currentSlide(100, 0, 5)).toBe(0);
    expect([0, 1, 2, 3, 4].map((i) => nextSlide(i, 5))).toEqual([1, 2, 3, 4, 0]);
  });

  it('tells a home list still on its way from one the server answered empty', () => {
    const names = Object.keys(HOME_LISTS) as (keyof typeof HOME_LISTS)[];
    const known = (keys: string[]) => knownLists(names, keys, (name, language) => listKey(HOME_LISTS[name], language));
    expect(Object.values(known([])).every((k) => !k)).toBe(true);
    // Stored in any language counts; another list's key (PP slots) does not.
    expect(known(['games?language=bn&vassalage=JILI', 'games?gameType=FISH&language=en', 'games?gameType=RNG&language=en&vassalage=PP'])).toEqual({
      jili: true,
      fc: false,
      pge: false,
      slots: false,
      bingo: false,
      fish: true,
    });
    const all = known([
      'games?language=en&vassalage=JILI',
      'games?language=en&vassalage=FC',
      'games?language=en&vassalage=PGE',
      'games?gameType=RNG&language=en',
      'games?gameClassify=BG&gameType=RNG&language=en',
      'games?gameType=FISH&language=en',
    ]);
    expect(Object.values(all).every(Boolean)).toBe(true);
  });

  it('runs the jackpot within the SPEC §9 bounds', () => {
    expect(startAmount(() => 0)).toBe(JACKPOT.min);
    expect(startAmount(() => 0.999999999)).toBe(JACKPOT.max);
    expect(nextStep(() => 0)).toBe(10_000);
    expect(nextStep(() => 0.999999999)).toBe(50_000);
    expect([0, 0.5, 0.99].map((r) => nextDelayMs(() => r))).toEqual([3000, 4000, 5000]);
    expect(formatJackpot(123456789)).toBe('123,456,789');
    expect(formatJackpot(123456789.9, 'bn')).toBe('১২,৩৪,৫৬,৭৮৯');
  });
});
