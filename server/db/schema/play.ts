/** Kysely tables — Demo games: the launches and their rounds. */
import type { Generated } from 'kysely';

/** A launch: the one-time token in the /play URL, later exchanged for the play token (DESIGN §6). */
export interface PlaySessionTable {
  id: Generated<number>;
  launch_hash: string;
  play_hash: string | null;
  member_id: number;
  node_id: number;
  /** The lobby session that launched it: play ends with it. */
  session_hash: string;
  created_at: string;
  launch_expires_at: string;
  exchanged_at: string | null;
}

/** One round of a demo game; `round_id` is the client's, so a retry finds the first result. */
export interface BetTable {
  id: Generated<number>;
  member_id: number;
  node_id: number;
  round_id: string;
  stake_cents: number;
  payout_cents: number;
  /** JSON text: what was dealt or spun (server/play/outcomes.ts). */
  outcome: string;
  created_at: string;
  /**
   * 'settled' as played (instant rounds), or 'open' until its draw or full time (024); 'void' once
   * cancelled, its stake refunded (026). Only 'settled' counts toward rebate, VIP, missions, pay.
   */
  status: Generated<BetStatus>;
  /** Null for an instant round (settled as created), an open or a void bet. */
  settled_at: string | null;
  /** 026: the rebate claim that covered this settled bet; null until one does. */
  rebate_claim_id: Generated<number | null>;
}

export type BetStatus = 'open' | 'settled' | 'void';
