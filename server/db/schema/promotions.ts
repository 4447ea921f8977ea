/** Kysely tables — Promotions as a member meets them: categories, terms, a member's standing, and the deposit bonus with its wagering rule. */
import type { Generated } from 'kysely';

export interface PromotionCategoryTable {
  id: number;
  language: string;
  name: string;
  sort: number;
}

export type PromotionAction = 'none' | 'join' | 'apply';

export interface PromotionTermsTable {
  promotion_id: number;
  action: PromotionAction;
}

/** A member's standing in a promotion once they acted; wire PromotionStatus values. */
export interface PromotionMemberTable {
  member_id: number;
  promotion_id: number;
  status: string;
  updated_at: string;
}

/** 025: who may have a deposit promotion's bonus, and the wagering that frees it. */
export interface PromotionBonusRuleTable {
  promotion_id: number;
  eligibility: 'first_deposit' | 'any_deposit';
  requires: 'nothing' | 'joined' | 'approved';
  /** Null: once per member; N: once per N days. */
  period_days: number | null;
  wagering_multiple: number;
  locks_deposit: number;
  /** JSON array of game types whose settled stakes count; empty: all. */
  game_types: string;
}

/** 025: a bonus paid on a deposit, locked until its settled turnover is met. */
export interface BonusGrantTable {
  id: Generated<number>;
  member_id: number;
  promotion_id: number;
  order_id: number;
  bonus_cents: number;
  locked_cents: number;
  required_cents: number;
  game_types: string;
  state: 'active' | 'completed' | 'forfeited';
  granted_at: string;
  closed_at: string | null;
  forfeited_cents: Generated<number>;
}
