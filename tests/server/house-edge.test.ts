/**
 * The house's edge per game type (server/play/house-edge.ts) against the test's own reading of
 * the rules: the slots pay table and weights, baccarat by its own enumeration of the standard
 * tableau over an endless shoe, the pick games, every roll of every fish, the lottery's odds and
 * the sportsbook's margin.
 */
import { describe, expect, it } from 'vitest';
import { baccaratReturns, fishingReturn, houseEdgeOf, houseEdges, lotteryReturn, slotsReturn } from '../../server/play/house-edge';
import { FISH, HIT_NUMERATOR, HIT_SCALE, LINE_PAYS, LINES, PICKS, SYMBOLS, WEIGHTS } from '../../server/play/outcomes';
import { MARGIN } from '../../server/sports/prices';
import { LOTTERY_ODDS_HUNDREDTHS } from '../../src/api/lottery-rules';

/** Punto banco on an endless shoe, written out here: value chances, the tableau, the three picks' returns. */
function baccaratByTableau() {
  const chance = (v: number) => (v === 0 ? 4 / 13 : 1 / 13);
  const bankerDraws = (b: number, third: number | null) => {
    if (third === null) return b <= 5;
    if (b <= 2) return true;
    if (b === 3) return third !== 8;
    if (b === 4) return third >= 2 && third <= 7;
    if (b === 5) return third >= 4 && third <= 7;
    if (b === 6) return third === 6 || third === 7;
    return false;
  };
  const ret = { player: 0, banker: 0, tie: 0 };
  const add = (p: number, b: number, w: number) => {
    if (p === b) {
      ret.player += w;
      ret.banker += w;
      ret.tie += 9 * w;
    } else if (p > b) ret.player += 2 * w;
    else ret.banker += 1.95 * w;
  };
  for (let p1 = 0; p1 < 10; p1++)
    for (let p2 = 0; p2 < 10; p2++)
      for (let b1 = 0; b1 < 10; b1++)
        for (let b2 = 0; b2 < 10; b2++) {
          const w = chance(p1) * chance(p2) * chance(b1) * chance(b2);
          const p = (p1 + p2) % 10;
          const b = (b1 + b2) % 10;
          if (p >= 8 || b >= 8) add(p, b, w);
          else if (p <= 5) {
            for (let t = 0; t < 10; t++) {
              const pt = (p + t) % 10;
              if (bankerDraws(b, t)) for (let u = 0; u < 10; u++) add(pt, (b + u) % 10, w * chance(t) * chance(u));
              else add(pt, b, w * chance(t));
            }
          } else if (bankerDraws(b, null)) for (let u = 0; u < 10; u++) add(p, (b + u) % 10, w * chance(u));
          else add(p, b, w);
        }
  return ret;
}

describe('the house edge per game type', () => {
  it('slots: three of a symbol on a line pays LINE_PAYS over five lines, by the weights', () => {
    const total = SYMBOLS.reduce((sum, s) => sum + WEIGHTS[s], 0);
    let perLine = 0;
    for (const s of SYMBOLS) perLine += (WEIGHTS[s] / total) ** 3 * LINE_PAYS[s];
    expect(slotsReturn()).toBeCloseTo((perLine / LINES.length) * LINES.length, 12);
    expect(houseEdges().RNG).toBeCloseTo(1 - perLine, 12);
  });

  it('baccarat: every deal through the game itself agrees with the tableau written out, the banker the best bet', () => {
    const own = baccaratByTableau();
    const computed = baccaratReturns();
    for (const pick of ['player', 'banker', 'tie'] as const) expect(computed[pick], pick).toBeCloseTo(own[pick], 9);
    expect(houseEdges().LIVE).toBeCloseTo(1 - own.banker, 9);
    expect(houseEdges().PVP).toBe(houseEdges().LIVE);
    // Around the published figure for the banker bet with a 5% commission.
    expect(houseEdges().LIVE).toBeGreaterThan(0.0105);
    expect(houseEdges().LIVE).toBeLessThan(0.0108);
  });

  it('fishing: every roll of every fish, the best fish counted', () => {
    let best = 0;
    for (const { multiplier } of FISH) {
      let hits = 0;
      for (let roll = 0; roll < HIT_SCALE; roll++) if (roll * multiplier < HIT_NUMERATOR) hits += 1;
      best = Math.max(best, (hits / HIT_SCALE) * multiplier);
    }
    expect(fishingReturn()).toBeCloseTo(best, 12);
    expect(houseEdges().FISH).toBeCloseTo(1 - best, 12);
  });

  it('pick games, the lottery and the sportsbook: the best bet each offers', () => {
    for (const category of ['ESPORTS', 'COCKFIGHT'] as const) {
      expect(houseEdges()[category]).toBeCloseTo(1 - PICKS[category]!.payPercent / 100 / PICKS[category]!.options.length, 12);
    }
    // Big/small and odd/even in the e-lottery table: 1.98 on an even chance.
    const lottery = Math.max(LOTTERY_ODDS_HUNDREDTHS.ELOTT.big_small / 200, LOTTERY_ODDS_HUNDREDTHS.LOTT.big_small / 200, LOTTERY_ODDS_HUNDREDTHS.ELOTT.last1 / 1000);
    expect(lotteryReturn()).toBeCloseTo(lottery, 12);
    expect(houseEdges().LOTT).toBeCloseTo(1 - Math.max(lottery, PICKS.LOTT!.payPercent / 1000), 12);
    expect(houseEdges().SPORTS).toBeCloseTo(1 - Math.max(1 / (1 + MARGIN), PICKS.SPORTS!.payPercent / 200), 12);
  });

  it('gives a game type it does not know the smallest edge of all', () => {
    expect(houseEdgeOf('NOPE')).toBe(Math.min(...Object.values(houseEdges())));
    for (const edge of Object.values(houseEdges())) expect(edge).toBeGreaterThan(0);
  });
});
