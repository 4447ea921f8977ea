/** Kysely tables — The member centre: real-name documents, feedback, missions and sign-ins, VIP levels and rebate claims. */
import type { Generated } from 'kysely';

/** A member's real-name verification submission (018): reviewed once by the operator. */
export interface VerificationDocTable {
  id: Generated<number>;
  member_id: number;
  state: 'review' | 'verified' | 'rejected';
  /** At most 140 characters (SPEC §9). */
  remark: string;
  /** JSON array of at most 3 `uploads` ids. */
  upload_ids: string;
  created_at: string;
  decided_at: string | null;
  /** The operator's reason, shown to the member when rejected. */
  note: string;
}

/** A member's feedback (018, SPEC §7 /wps/feedback) and the operator's reply. */
export interface FeedbackTable {
  id: Generated<number>;
  member_id: number;
  content: string;
  /** JSON array of at most 3 `uploads` ids. */
  upload_ids: string;
  created_at: string;
  reply: string | null;
  replied_at: string | null;
}

/** A reward-centre mission (server/records/missions.ts); its progress is computed, never stored. */
export interface MissionTable {
  code: string;
  kind: 'daily_signin' | 'deposit' | 'turnover' | 'new_game';
  /** JSON text: per language. */
  title: string;
  description: string;
  /** Cents for deposit and turnover; a count for sign-ins and new games. */
  target: number;
  reward_cents: number;
  period: 'daily' | 'once';
  sort: number;
  starts_at: string | null;
  ends_at: string | null;
  created_at: string;
}

/** A member's daily sign-in (UTC day). */
export interface SigninTable {
  member_id: number;
  day: string;
  created_at: string;
}

/** What a member was paid for a mission in one period; the money is the transfer `transfer_key`. */
export interface MissionClaimTable {
  id: Generated<number>;
  member_id: number;
  mission_code: string;
  /** The UTC day for a daily mission, 'once' for a one-off. */
  period_key: string;
  amount_cents: number;
  transfer_key: string;
  created_at: string;
}

/** A VIP level (016): the operator's ladder; a member's rank is computed, never stored. */
export interface VipLevelTable {
  level: number;
  name: string;
  min_turnover_cents: number;
  min_deposit_cents: number;
  /** JSON array of {key, value?}. */
  benefits: string;
  /** JSON object: percent per game type. */
  rebate_rates: string;
}

/**
 * A rebate paid (016): once, for the bets that carry its id in bets.rebate_claim_id (026).
 * after_bet_id and through_bet_id are the span of those ids (lowest − 1, highest): before 026
 * they were the range itself; (member, after_bet_id) stays unique.
 */
export interface RebateClaimTable {
  id: Generated<number>;
  member_id: number;
  period_from: string;
  period_to: string;
  after_bet_id: number;
  through_bet_id: number;
  level: number;
  amount_cents: number;
  /** JSON array of {gameType, turnoverCents, rate, amountCents}. */
  breakdown: string;
  transfer_key: string;
  created_at: string;
}
