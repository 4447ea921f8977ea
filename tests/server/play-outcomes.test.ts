/** The demo games' rules: payouts include the stake, ties push, and slots return about 95%. */
import { describe, expect, it } from 'vitest';
import { dealBaccarat, drawPick, gameKind, LINE_PAYS, spinSlots, SYMBOLS } from '../../server/play/outcomes';

/** A random source replaying fixed rolls (each taken modulo the asked range). */
const rolls = (...values: number[]) => (max: number) => values.shift()! % max;

describe('demo game rules', () => {
  it('maps categories to slots, a table game or a pick-and-bet', () => {
    expect(['RNG', 'BINGO', 'INHOUSE'].map(gameKind)).toEqual(['slots', 'slots', 'slots']);
    expect(gameKind('FISH')).toBe('fishing');
    expect(['LIVE', 'PVP'].map(gameKind)).toEqual(['baccarat', 'baccarat']);
    expect(['LOTT', 'ELOTT', 'ESPORTS', 'COCKFIGHT', 'SPORTS'].map(gameKind)).toEqual(Array(5).fill('pick'));
  });

  it('returns about 95% on slots (exact expectation over the symbol weights)', () => {
    const weights = { cherry: 30, lemon: 25, bell: 18, star: 12, diamond: 8, seven: 7 };
    const rtp = SYMBOLS.reduce((sum, s) => sum + (weights[s] / 100) ** 3 * LINE_PAYS[s], 0);
    expect(rtp).toBeGreaterThan(0.93);
    expect(rtp).toBeLessThan(0.97);
    // Sevens everywhere: all five lines pay 500x a fifth of the stake.
    expect(spinSlots(500, () => 99).payoutCents).toBe(500 * 500);
  });

  it('pushes player and banker bets on a tie, pays a tie 8:1 plus the stake', () => {
    // Rank index 9 (a 10) and suit 0 for every card: 0 v 0, both draw, still 0 v 0.
    const tens = () => rolls(...Array(12).fill(9));
    expect(dealBaccarat(1000, 'player', tens()).payoutCents).toBe(1000);
    expect(dealBaccarat(1000, 'tie', tens()).payoutCents).toBe(9000);
    const deal = dealBaccarat(1000, 'banker', tens());
    expect(deal.outcome).toMatchObject({ result: 'tie', playerPoints: 0, bankerPoints: 0 });
  });

  it('pays a lottery digit 9.5x and a side 1.9x, nothing on a miss', () => {
    expect(drawPick('LOTT', 1000, '7', () => 7).payoutCents).toBe(9500);
    expect(drawPick('LOTT', 1000, '3', () => 7).payoutCents).toBe(0);
    expect(drawPick('COCKFIGHT', 1000, 'wala', () => 1).payoutCents).toBe(1900);
  });
});
