/**
 * The house's edge per game type: what the site keeps, on average, of each unit staked. Every
 * incentive that pays on turnover (VIP rebate, agent salary and hourly salary, the dividend's share
 * of net loss) is capped against these figures (server/agent/caps.ts), so they are
 * computed from the very rules that pay the rounds, never typed in:
 * - slots: the symbol weights and LINE_PAYS (three in a line; the flooring of a line's cents only
 *   adds to the edge, so it is left out);
 * - baccarat (LIVE, PVP): every deal of the endless shoe, enumerated through dealBaccarat itself,
 *   for each pick;
 * - the pick games: one right option in n pays payPercent;
 * - fishing: every roll of every fish through shootFish;
 * - lottery (LOTT, ELOTT): every bet type in both prize modes, as the draw's digits are uniform;
 * - the sportsbook (SPORTS): the book's margin.
 * A game type takes the smallest edge of the bets it offers: a player picks the best one.
 */
import { LOTTERY_BET_TYPES, LOTTERY_ODDS_HUNDREDTHS, PRIZE_MODES, picksOf } from '../../src/api/lottery-rules';
import { GAME_CATEGORIES, type GameCategory } from '../../src/api/catalogue-wire';
import { MARGIN } from '../sports/prices';
import { BACCARAT_PICKS, dealBaccarat, FISH_KINDS, gameKind, HIT_SCALE, LINE_PAYS, LINES, PICKS, shootFish, SYMBOLS, WEIGHTS, type BaccaratPick } from './outcomes';

/** Return to player of one slots spin: per line, three of a symbol pay LINE_PAYS / 5 of the stake. */
export function slotsReturn(): number {
  const total = SYMBOLS.reduce((sum, s) => sum + WEIGHTS[s], 0);
  const perLine = SYMBOLS.reduce((sum, s) => sum + (WEIGHTS[s] / total) ** 3 * (LINE_PAYS[s] / LINES.length), 0);
  return perLine * LINES.length;
}

/** A stake large enough that the banker's 0.95 commission is whole cents. */
const STAKE = 1_000_000;
const RANK_COUNT = 13;
/** Card values 0–9: a ten or a face card counts 0 (4 ranks of 13), an ace to a nine its own value. */
const VALUE_WEIGHT = (value: number) => (value === 0 ? 4 : 1) / RANK_COUNT;
/** A rank that has the value (outcomes.ts RANKS: 'A' … '9', '10', …). */
const RANK_OF_VALUE = (value: number) => (value === 0 ? 9 : value - 1);

/**
 * Return to player of each baccarat pick, over every deal. dealBaccarat draws a rank then a suit
 * per card; suits never matter, ranks only by their value and the first two cards of a hand only
 * by their points, so deals are replayed from a prefix of values. A deal that takes more cards
 * than the prefix holds (a third card) is explored again for each value of that card, weighted by
 * its chance.
 */
export function baccaratReturns(): Record<BaccaratPick, number> {
  const returns: Record<BaccaratPick, number> = { player: 0, banker: 0, tie: 0 };
  const deal = (values: readonly number[], pick: BaccaratPick) => {
    let taken = 0;
    const random = (max: number) => (max === RANK_COUNT ? RANK_OF_VALUE(values[taken++] ?? 0) : 0);
    const { payoutCents } = dealBaccarat(STAKE, pick, random);
    return { payoutCents, taken };
  };
  const explore = (values: number[], weight: number) => {
    // The picks deal the same cards: the first tells how many the deal takes.
    if (deal(values, 'player').taken > values.length) {
      for (let value = 0; value < 10; value++) explore([...values, value], weight * VALUE_WEIGHT(value));
      return;
    }
    for (const pick of BACCARAT_PICKS) returns[pick] += (weight * deal(values, pick).payoutCents) / STAKE;
  };
  // Two cards count only by their points: each hand starts as [points, 0] with that total's chance.
  const twoCards = Array.from({ length: 10 }, () => 0);
  for (let a = 0; a < 10; a++) for (let b = 0; b < 10; b++) twoCards[(a + b) % 10]! += VALUE_WEIGHT(a) * VALUE_WEIGHT(b);
  for (let player = 0; player < 10; player++) {
    for (let banker = 0; banker < 10; banker++) explore([player, 0, banker, 0], twoCards[player]! * twoCards[banker]!);
  }
  return returns;
}

/** Return to player of the best fish to shoot at, over every roll. */
export function fishingReturn(): number {
  let best = 0;
  for (const fish of FISH_KINDS) {
    let paid = 0;
    for (let roll = 0; roll < HIT_SCALE; roll++) paid += shootFish(STAKE, fish, () => roll).payoutCents;
    best = Math.max(best, paid / HIT_SCALE / STAKE);
  }
  return best;
}

/** Return to player of a pick game: one right option of n pays payPercent of the stake. */
export function pickReturn(category: string): number {
  const game = PICKS[category]!;
  return game.payPercent / 100 / game.options.length;
}

/** Return to player of the best lottery bet in either prize mode (every pick of a type is as likely). */
export function lotteryReturn(): number {
  let best = 0;
  for (const mode of PRIZE_MODES) {
    for (const type of LOTTERY_BET_TYPES) best = Math.max(best, LOTTERY_ODDS_HUNDREDTHS[mode][type] / 100 / picksOf(type).length);
  }
  return best;
}

/** Return to player of the sportsbook: its prices add up to 1 + MARGIN. */
export const sportsbookReturn = () => 1 / (1 + MARGIN);

function computeEdges(): Record<GameCategory, number> {
  const baccarat = Math.max(...Object.values(baccaratReturns()));
  const returns = (category: GameCategory): number => {
    const kind = gameKind(category);
    if (kind === 'baccarat') return baccarat;
    if (kind === 'fishing') return fishingReturn();
    if (kind === 'slots') return slotsReturn();
    const pick = pickReturn(category);
    if (category === 'LOTT' || category === 'ELOTT') return Math.max(pick, lotteryReturn());
    if (category === 'SPORTS') return Math.max(pick, sportsbookReturn());
    return pick;
  };
  return Object.fromEntries(GAME_CATEGORIES.map((c) => [c, 1 - returns(c)])) as Record<GameCategory, number>;
}

let edges: Record<GameCategory, number> | undefined;

/** The house's edge per game type, a fraction of the stake (0.0106 = 1.06%); computed once. */
export function houseEdges(): Readonly<Record<GameCategory, number>> {
  edges ??= computeEdges();
  return edges;
}

/** A game type's edge; an unknown one gets the smallest edge of all, the safe side for any cap. */
export function houseEdgeOf(category: string): number {
  const all = houseEdges();
  return (all as Record<string, number>)[category] ?? Math.min(...Object.values(all));
}
