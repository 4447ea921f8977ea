/**
 * The lobby's live side on the wire (SPEC §7 "rank list", "live-model list", "/lgw/games/popular"):
 * the live tables with their dealers, the players' ranking and the games most played. Every figure
 * is computed from bets; amounts are currency units with two decimals.
 */
import type { WireGame } from './catalogue-wire';

export interface LiveDealer {
  name: string;
  /** A picture of the dealer (generated media on the reference server). */
  pictureUrl: string;
}

/** A baccarat road entry: player, banker or tie. */
export type RoadMark = 'P' | 'B' | 'T';

export interface LiveTable {
  roomId: string;
  nodeId: number;
  gameName: string;
  vendor: string;
  vendorName: string;
  /** The game's classification (BACCARAT, ROULETTE, …). */
  gameClassify: string;
  dealer: LiveDealer;
  minBet: number;
  maxBet: number;
  /** Members who played this table in the last 15 minutes. */
  players: number;
  /** The table's latest results, oldest first (baccarat tables; empty for others). */
  road: RoadMark[];
}

/** GET /wps/live/tables (the live-model list) */
export interface LiveTableList {
  asOf: string;
  list: LiveTable[];
}

export const RANK_PERIODS = ['day', 'week', 'month'] as const;
export type RankPeriod = (typeof RANK_PERIODS)[number];

export interface RankEntry {
  rank: number;
  /** Masked like the winner board ("ab***yz"). */
  name: string;
  /** Settled winnings less stakes over the period; only players ahead are ranked. */
  winnings: number;
  bets: number;
}

/** GET /wps/games/rank?period= : the top players by winnings over the period (UTC days). */
export interface RankList {
  asOf: string;
  period: RankPeriod;
  from: string;
  to: string;
  list: RankEntry[];
}

export interface PopularGame extends WireGame {
  /** Rounds played over the counted days. */
  plays: number;
}

/** GET /lgw/games/popular?gameType=&limit= : games by play count over the last 7 days. */
export interface PopularGames {
  asOf: string;
  days: number;
  list: PopularGame[];
}
