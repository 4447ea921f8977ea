/** Kysely tables — The game kinds of their own: lottery draws and orders, sports matches, prices and bets, live tables. */
import type { Generated } from 'kysely';

export interface LotteryDrawTable {
  id: Generated<number>;
  game_code: string;
  draw_no: string;
  opens_at: string;
  closes_at: string;
  draws_at: string;
  status: Generated<'open' | 'closed' | 'drawn' | 'settled'>;
  result: string | null;
  /** JSON [{tier, numbers}] of a VN-style draw (lottery-wire.ts VnResult). */
  tiers: string | null;
  settled_at: string | null;
}

export interface LotteryOrderTable {
  id: Generated<number>;
  order_no: string;
  member_id: number;
  node_id: number;
  game_code: string;
  draw_id: number;
  created_at: string;
  /** The Idempotency-Key the order was placed under (029): a retry finds this order. */
  op_key: Generated<string | null>;
}

export interface LotterySuborderTable {
  id: Generated<number>;
  order_id: number;
  bet_type: string;
  pick: string;
  stake_cents: number;
  odds_hundredths: number;
  status: Generated<'open' | 'cancelled' | 'won' | 'lost'>;
  payout_cents: Generated<number>;
  bet_id: number | null;
  cancelled_at: string | null;
  settled_at: string | null;
}

export interface SportMatchTable {
  id: Generated<number>;
  league: string;
  home: string;
  away: string;
  kickoff_at: string;
  ends_at: string;
  status: Generated<'scheduled' | 'live' | 'finished' | 'settled'>;
  home_score: Generated<number>;
  away_score: Generated<number>;
  /** JSON: the server's goal plan (never sent). */
  plan: string;
  settled_at: string | null;
}

export interface SportPriceTable {
  match_id: number;
  selection: string;
  price_hundredths: number;
  version: Generated<number>;
  updated_at: string;
}

export interface SportBetTable {
  id: Generated<number>;
  bet_no: string;
  member_id: number;
  node_id: number;
  mode: 'single' | 'accumulator';
  stake_cents: number;
  price_hundredths: number;
  status: Generated<'open' | 'won' | 'lost' | 'void'>;
  payout_cents: Generated<number>;
  bet_id: number | null;
  created_at: string;
  settled_at: string | null;
  /** The Idempotency-Key the bet was placed under and its place in the slip, `<key>#<n>` (029): a retry finds this bet. */
  op_key: Generated<string | null>;
}

export interface SportBetLegTable {
  bet_id: number;
  leg_no: number;
  match_id: number;
  selection: string;
  price_hundredths: number;
  result: Generated<'open' | 'won' | 'lost' | 'void'>;
}

export interface LiveTableTable {
  room_id: string;
  node_id: number;
  dealer_name: string;
  /** Picks the dealer's generated picture. */
  dealer_seed: number;
  min_bet_cents: number;
  max_bet_cents: number;
}
