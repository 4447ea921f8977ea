/**
 * Who may have a deposit promotion's bonus (promotion_bonus_rules, 025). The same check answers
 * when the order is placed (a refusal stores nothing) and again inside the transaction that pays
 * it, under the member's wallet lock: an order placed while eligible but paid after another
 * deposit or another grant pays its deposit and no bonus, and two payments racing grant once.
 */
import type { Executor } from '../db/connection';
import { isString, jsonListOf } from '../lib/json-list';
import { standingOf } from '../support/promotions';

export interface BonusRules {
  eligibility: 'first_deposit' | 'any_deposit';
  requires: 'nothing' | 'joined' | 'approved';
  /** Null: once per member; N: once per N UTC days. */
  periodDays: number | null;
  wageringMultiple: number;
  locksDeposit: boolean;
  /** Game types whose settled stakes count toward the wagering; empty: every type. */
  gameTypes: string[];
}

/** A deposit promotion with no row of its own: the strictest terms, never a free bonus. */
export const DEFAULT_BONUS_RULES: BonusRules = {
  eligibility: 'first_deposit',
  requires: 'nothing',
  periodDays: null,
  wageringMultiple: 1,
  locksDeposit: true,
  gameTypes: [],
};

/** The standings that say the operator approved the member's application (and it is not used). */
const APPROVED = 'claim';
const JOINED = 'joined';

export async function bonusRulesOf(db: Executor, promotionId: number): Promise<BonusRules> {
  const row = await db.selectFrom('promotion_bonus_rules').selectAll().where('promotion_id', '=', promotionId).executeTakeFirst();
  if (!row) return DEFAULT_BONUS_RULES;
  return {
    eligibility: row.eligibility,
    requires: row.requires,
    periodDays: row.period_days === null ? null : Number(row.period_days),
    wageringMultiple: Number(row.wagering_multiple),
    locksDeposit: Number(row.locks_deposit) === 1,
    gameTypes: jsonListOf(row.game_types, isString),
  };
}

/** Where the rule's period began: the start of the UTC day N−1 days ago; the epoch for "once per member". */
export function periodStart(rules: Pick<BonusRules, 'periodDays'>, now: Date): string {
  if (rules.periodDays === null) return new Date(0).toISOString();
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(today - (rules.periodDays - 1) * 86_400_000).toISOString();
}

export type Ineligible = 'needsApplication' | 'needsJoin' | 'notFirstDeposit' | 'alreadyGranted' | 'bonusActive';

const REASONS: Record<Ineligible, string> = {
  needsApplication: 'this bonus needs an approved application first',
  needsJoin: 'join the promotion first',
  notFirstDeposit: 'this bonus is for the first deposit only',
  alreadyGranted: 'this bonus was already given for the period',
  bonusActive: 'another bonus is still wagering: one bonus at a time',
};

export const ineligibleMessage = (reason: Ineligible) => `promotionId: ${REASONS[reason]}`;

/**
 * Why this member may not have the promotion's bonus on a deposit now, or null when they may.
 * `orderId` is the order being paid: it is not "another" deposit.
 */
export async function whyIneligible(db: Executor, input: { memberId: number; promotionId: number; orderId?: number; now: Date }): Promise<Ineligible | null> {
  const rules = await bonusRulesOf(db, input.promotionId);
  if (rules.requires !== 'nothing') {
    const standing = await standingOf(db, input.memberId, input.promotionId);
    if (rules.requires === 'approved' && standing !== APPROVED) return 'needsApplication';
    if (rules.requires === 'joined' && standing !== JOINED) return 'needsJoin';
  }
  const since = periodStart(rules, input.now);
  const active = await db.selectFrom('bonus_grants').select('id').where('member_id', '=', input.memberId).where('state', '=', 'active').executeTakeFirst();
  if (active) return 'bonusActive';
  const granted = await db
    .selectFrom('bonus_grants')
    .select('id')
    .where('member_id', '=', input.memberId)
    .where('promotion_id', '=', input.promotionId)
    .where('granted_at', '>=', since)
    .executeTakeFirst();
  if (granted) return 'alreadyGranted';
  if (rules.eligibility === 'first_deposit') {
    let paid = db
      .selectFrom('deposit_orders')
      .select('id')
      .where('member_id', '=', input.memberId)
      .where('state', '=', 'paid')
      .where('decided_at', '>=', since);
    if (input.orderId !== undefined) paid = paid.where('id', '<>', input.orderId);
    if (await paid.executeTakeFirst()) return 'notFirstDeposit';
  }
  return null;
}
