/**
 * The sportsbook on the wire (SPEC §1 sports; §2 /m/sport-games, /m/in-play). Simulated football
 * matches with a 1X2 market: prices are decimal odds with two decimals (1.95 pays 1.95 per 1.00
 * staked, stake included). Every read carries `asOf` (see lottery-wire.ts): a copy kept for
 * offline shows how old its odds are, and the page marks them stale.
 */

export const SPORT_SELECTIONS = ['home', 'draw', 'away'] as const;
export type SportSelection = (typeof SPORT_SELECTIONS)[number];

/** scheduled: before kick-off; live: in play; finished: full time (bets being or been settled). */
export type MatchStatus = 'scheduled' | 'live' | 'finished';

export interface SportMatch {
  id: number;
  league: string;
  home: string;
  away: string;
  kickoffAt: string;
  status: MatchStatus;
  /** The match minute while live (1–90), 90 when finished, null before kick-off. */
  minute: number | null;
  homeScore: number;
  awayScore: number;
  /** Current prices; null when the market is closed (finished). */
  prices: Record<SportSelection, number> | null;
  /** Goes up every time a price moves. */
  priceVersion: number;
  /** Taking bets now. */
  open: boolean;
}

/** GET /wps/sports/matches?status=upcoming|live|finished */
export interface MatchList {
  asOf: string;
  list: SportMatch[];
}

/** Slip limits, in currency units and legs. */
export const SPORTS_STAKE = { min: 1, max: 10_000 } as const;
export const ACCUMULATOR_LEGS = { min: 2, max: 8 } as const;
/** Singles placed together from one slip. */
export const MAX_SINGLES = 10;

export type SportBetMode = 'single' | 'accumulator';
export type SportBetStatus = 'open' | 'won' | 'lost' | 'void';
export type LegResult = 'open' | 'won' | 'lost' | 'void';

export interface SportBetLeg {
  matchId: number;
  league: string;
  home: string;
  away: string;
  kickoffAt: string;
  selection: SportSelection;
  price: number;
  result: LegResult;
  /** '2-1' once finished, else the live score, null before kick-off. */
  score: string | null;
}

export interface SportBet {
  betNo: string;
  mode: SportBetMode;
  stake: number;
  /** The product of the legs' prices (a single: its one price), two decimals. */
  price: number;
  /** stake × price, floored to the cent. */
  potentialPayout: number;
  status: SportBetStatus;
  payout: number;
  createdAt: string;
  settledAt: string | null;
  legs: SportBetLeg[];
}

/** GET /wps/sports/bets?status=open|settled&pageNo= */
export interface SportBetPage {
  asOf: string;
  list: SportBet[];
  pageNo: number;
  totalPages: number;
}

/** POST /wps/sports/bets: the bets made (one accumulator, or one single per leg) and the wallet after. */
export interface SportBetResult {
  bets: SportBet[];
  balance: number;
}

/** The failure value of `odds_changed`: every leg's current price, to show and confirm. */
export interface OddsChangedValue {
  prices: { matchId: number; selection: SportSelection; price: number; open: boolean }[];
}
