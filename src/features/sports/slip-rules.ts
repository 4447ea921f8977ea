/**
 * The bet slip's pure rules (DOM-free, tested on their own): adding and removing selections,
 * when an accumulator is possible, what a slip costs and may return, how a placement reads as a
 * request, and how the prices an `odds_changed` refusal carries differ from the slip's.
 */
import { toCents, toUnits } from '../../api/money';
import {
  ACCUMULATOR_LEGS,
  MAX_SINGLES,
  type OddsChangedValue,
  type SportBetMode,
  type SportMatch,
  type SportSelection,
} from '../../api/sports-wire';

/** A selection as it was when added: the price the player saw, and enough to show it offline. */
export interface SlipLeg {
  matchId: number;
  selection: SportSelection;
  price: number;
  league: string;
  home: string;
  away: string;
  kickoffAt: string;
}

export interface Slip {
  mode: SportBetMode;
  /** The stake as typed (validated on placing), so a half-typed amount survives a reload. */
  stake: string;
  legs: SlipLeg[];
}

export const EMPTY_SLIP: Slip = { mode: 'single', stake: '', legs: [] };

const sameLeg = (leg: Pick<SlipLeg, 'matchId' | 'selection'>, matchId: number, selection: SportSelection) =>
  leg.matchId === matchId && leg.selection === selection;

export const isSelected = (slip: Slip, matchId: number, selection: SportSelection) => slip.legs.some((leg) => sameLeg(leg, matchId, selection));

/** Why a selection could not be added (the slip holds at most MAX_SINGLES). */
export type ToggleRefusal = 'slip_full' | 'market_closed';

/**
 * A tap on a price: the selection leaves the slip if it is in it, else joins it at the price
 * shown. A closed market adds nothing; nor does a full slip.
 */
export function toggleSelection(slip: Slip, match: SportMatch, selection: SportSelection): { slip: Slip; refused: ToggleRefusal | null } {
  if (isSelected(slip, match.id, selection)) {
    return { slip: { ...slip, legs: slip.legs.filter((leg) => !sameLeg(leg, match.id, selection)) }, refused: null };
  }
  const price = match.prices?.[selection];
  if (!match.open || price === undefined) return { slip, refused: 'market_closed' };
  if (slip.legs.length >= MAX_SINGLES) return { slip, refused: 'slip_full' };
  const leg: SlipLeg = { matchId: match.id, selection, price, league: match.league, home: match.home, away: match.away, kickoffAt: match.kickoffAt };
  return { slip: { ...slip, legs: [...slip.legs, leg] }, refused: null };
}

export const removeLeg = (slip: Slip, matchId: number, selection: SportSelection): Slip => ({
  ...slip,
  legs: slip.legs.filter((leg) => !sameLeg(leg, matchId, selection)),
});

export type AccumulatorProblem = 'too_few' | 'too_many' | 'same_match';

/** Why these legs cannot make an accumulator, or null when they can (2–8 legs, distinct matches). */
export function accumulatorProblem(legs: readonly Pick<SlipLeg, 'matchId'>[]): AccumulatorProblem | null {
  if (legs.length < ACCUMULATOR_LEGS.min) return 'too_few';
  if (legs.length > ACCUMULATOR_LEGS.max) return 'too_many';
  if (new Set(legs.map((leg) => leg.matchId)).size !== legs.length) return 'same_match';
  return null;
}

/** Hundredths of a decimal price, free of float noise (1.95 → 195). */
const hundredths = (price: number) => BigInt(Math.round(price * 100));

/**
 * floor(stake × Π prices × 100) / 100, computed exactly: in cents × hundredths with integers, so
 * 10 × 1.95 × 2.10 is 40.95 and never 40.94 from a float that fell short.
 */
export function potentialReturn(stake: number, prices: readonly number[]): number {
  let numerator = BigInt(toCents(stake));
  let denominator = 1n;
  for (const price of prices) {
    numerator *= hundredths(price);
    denominator *= 100n;
  }
  return Number(numerator / denominator) / 100;
}

/** The accumulator's combined price as shown: the product rounded to two decimals. */
export function combinedPrice(prices: readonly number[]): number {
  return Math.round(prices.reduce((product, price) => product * price, 1) * 100) / 100;
}

export interface SlipTotals {
  /** What leaves the wallet: the stake once (accumulator) or once per selection (singles). */
  totalStake: number;
  /** What comes back if every bet wins. */
  potential: number;
  /** Bets the slip places. */
  bets: number;
}

export function slipTotals(mode: SportBetMode, stake: number, legs: readonly Pick<SlipLeg, 'price'>[]): SlipTotals {
  if (legs.length === 0) return { totalStake: 0, potential: 0, bets: 0 };
  if (mode === 'accumulator') return { totalStake: stake, potential: potentialReturn(stake, legs.map((leg) => leg.price)), bets: 1 };
  // Summed in cents: ten singles of 0.10 are 1.00, not 0.9999999.
  const potentialCents = legs.reduce((sum, leg) => sum + toCents(potentialReturn(stake, [leg.price])), 0);
  return { totalStake: toUnits(toCents(stake) * legs.length), potential: toUnits(potentialCents), bets: legs.length };
}

/** The body of the placement (endpoints/sports.ts sportsPlaceBet). */
export function placementOf(gameCode: string, slip: Slip, stake: number) {
  return {
    gameCode,
    mode: slip.mode,
    stake,
    legs: slip.legs.map(({ matchId, selection, price }) => ({ matchId, selection, price })),
  };
}

export interface OddsChange {
  matchId: number;
  selection: SportSelection;
  home: string;
  away: string;
  from: number;
  to: number;
  /** The market is suspended: the leg cannot be placed at any price now. */
  open: boolean;
}

/** The slip's legs whose price moved (or whose market closed) by the current prices of a refusal. */
export function oddsChanges(legs: readonly SlipLeg[], value: OddsChangedValue): OddsChange[] {
  return legs.flatMap((leg) => {
    const now = value.prices.find((p) => sameLeg(p, leg.matchId, leg.selection));
    if (!now || (now.open && now.price === leg.price)) return [];
    return [{ matchId: leg.matchId, selection: leg.selection, home: leg.home, away: leg.away, from: leg.price, to: now.price, open: now.open }];
  });
}

/** The slip with the refusal's current prices (the player accepted them). */
export function acceptOdds(slip: Slip, value: OddsChangedValue): Slip {
  return {
    ...slip,
    legs: slip.legs.map((leg) => {
      const now = value.prices.find((p) => sameLeg(p, leg.matchId, leg.selection));
      return now ? { ...leg, price: now.price } : leg;
    }),
  };
}

/** Legs of a suspended market (an odds refusal said so): they must be removed before placing. */
export function suspendedLegs(value: OddsChangedValue): string[] {
  return value.prices.filter((p) => !p.open).map((p) => legId(p.matchId, p.selection));
}

export const legId = (matchId: number, selection: SportSelection) => `${matchId}:${selection}`;

/** A slip read back from storage, or the empty one when the stored text is not a slip. */
export function parseSlip(text: string | null): Slip {
  if (!text) return EMPTY_SLIP;
  try {
    const value = JSON.parse(text) as Partial<Slip>;
    if (!Array.isArray(value.legs)) return EMPTY_SLIP;
    const legs = value.legs.filter(
      (leg): leg is SlipLeg =>
        typeof leg === 'object' && leg !== null && Number.isInteger(leg.matchId) && typeof leg.price === 'number' && ['home', 'draw', 'away'].includes(leg.selection),
    );
    return { mode: value.mode === 'accumulator' ? 'accumulator' : 'single', stake: typeof value.stake === 'string' ? value.stake : '', legs: legs.slice(0, MAX_SINGLES) };
  } catch {
    return EMPTY_SLIP;
  }
}
