/**
 * Bet records and the reward centre on the wire (SPEC §2 /m/gameRecord, /m/rewardCenter). Amounts
 * are currency units with two decimals, like the header's sumBalance; the server counts in cents.
 * Times are ISO-8601 UTC; days are UTC days (YYYY-MM-DD).
 */

/** The first and last days the date picker offers (SPEC §5). */
export const RECORD_DAY_MIN = '2000-01-01';
export const RECORD_DAY_MAX = '2030-12-31';
/** SPEC §9. */
export const RECORD_PAGE_SIZE = 36;

/** What a round dealt, short enough for one line of the list (the page words it). */
export type OutcomeSummary =
  | { kind: 'slots'; winningLines: number }
  | { kind: 'baccarat'; pick: string; result: string; playerPoints: number; bankerPoints: number }
  | { kind: 'pick'; pick: string; result: string }
  /** A shot at a fish: its kind, whether it was caught and what it pays per stake. */
  | { kind: 'fishing'; target: string; hit: boolean; multiplier: number }
  /** A lottery suborder; result null until its draw. Stored as is in bets.outcome. */
  | { kind: 'lottery'; gameCode: string; drawNo: string; betType: string; pick: string; result: string | null }
  /** A sports bet; `title` names a single's match and pick, or an accumulator's legs. Stored as is in bets.outcome. */
  | { kind: 'sports'; betNo: string; mode: 'single' | 'accumulator'; legs: number; price: number; title: string };

export interface BetRecord {
  id: number;
  roundId: string;
  nodeId: number;
  gameName: string;
  vendor: string;
  vendorName: string;
  /** The game's category (SLOT, LIVE, …): the game type filter's value. */
  gameType: string;
  stake: number;
  /** What the round paid back, stake included (0 on a loss). */
  win: number;
  /** win − stake. */
  net: number;
  createdAt: string;
  /**
   * open: a lottery suborder or sports bet waiting for its draw or full time (win 0 until then);
   * void: cancelled and its stake refunded (in no total).
   */
  status: 'open' | 'settled' | 'void';
  outcome: OutcomeSummary;
}

/** Over the WHOLE filtered range, not just the page. */
export interface BetTotals {
  count: number;
  stake: number;
  win: number;
  net: number;
}

export interface BetFilterOptions {
  /** Game types the member has bets in, in the catalogue's order. */
  gameTypes: string[];
  vendors: { code: string; name: string }[];
}

export interface BetRecordPage {
  list: BetRecord[];
  total: number;
  pageNo: number;
  pageSize: number;
  totals: BetTotals;
  filters: BetFilterOptions;
}

export const MISSION_KINDS = ['daily_signin', 'deposit', 'turnover', 'new_game'] as const;
export type MissionKind = (typeof MISSION_KINDS)[number];

/** SPEC §4 activity status labels, the ones a mission can be in. */
export type MissionStatus = 'process' | 'claim' | 'claimed' | 'coming soon' | 'close';

export interface Mission {
  code: string;
  kind: MissionKind;
  title: string;
  description: string;
  period: 'daily' | 'once';
  /** The UTC day of a daily mission, 'once' for a one-off. */
  periodKey: string;
  /** 'money' (progress and target in units: deposits, turnover) or 'count' (sign-ins, games). */
  unit: 'money' | 'count';
  /** Capped at the target. */
  progress: number;
  target: number;
  reward: number;
  status: MissionStatus;
  startsAt: string | null;
  endsAt: string | null;
}

export interface MissionList {
  /** Today's UTC day: what the daily missions count. */
  day: string;
  /** Whether the member signed in today. */
  signedIn: boolean;
  missions: Mission[];
}

export interface SignInValue {
  day: string;
  /** False when today's sign-in was already there (the call is idempotent per day). */
  created: boolean;
}

export interface MissionClaimValue {
  code: string;
  periodKey: string;
  status: 'claimed';
  reward: number;
  /** The main wallet right after. */
  balance: number;
}
