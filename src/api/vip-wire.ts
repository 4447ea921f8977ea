/**
 * VIP levels, rank progress and rebates on the wire (SPEC §2 /m/member/benefits,
 * /m/member/manualRebate; §4 "VIP progress"; §7 MCSFE_getPlayerRankProgress). Amounts are currency
 * units with two decimals; rates are percent of turnover; times ISO-8601 UTC.
 */

/** What a level grants; the page words each key (catalogue `vip_benefit_<key>`). */
export const VIP_BENEFIT_KEYS = ['withdrawals_per_day', 'upgrade_bonus', 'birthday_bonus', 'fast_withdrawal', 'personal_manager', 'exclusive_events'] as const;
export type VipBenefitKey = (typeof VIP_BENEFIT_KEYS)[number];

export interface VipBenefit {
  key: VipBenefitKey;
  /** A count (withdrawals a day) or an amount in units (bonuses); absent for a plain perk. */
  value?: number;
}

export interface VipLevel {
  level: number;
  name: string;
  /** What reaching the level takes: total bet stakes and total paid deposits, in units. */
  minTurnover: number;
  minDeposit: number;
  benefits: VipBenefit[];
  /** Percent of the turnover of each game type paid back as rebate. */
  rebateRates: Record<string, number>;
}

export interface VipLevels {
  levels: VipLevel[];
}

export type VipConditionKind = 'turnover' | 'deposit';

/** One condition of the next level: where the member stands against it. */
export interface VipCondition {
  kind: VipConditionKind;
  current: number;
  target: number;
  /** What is still missing (target less current, never below 0): 0 once met. */
  remaining: number;
  met: boolean;
}

/** MCSFE_getPlayerRankProgress, with the figures behind it. */
export interface VipProgress {
  /** The member's level now (0 when not even the first level's conditions are met). */
  level: number;
  labelName: string;
  /** SPEC §3 rank progress: the rank label, absent at the top of the ladder. */
  playerRankProgress: { labelId: number; labelName: string } | null;
  /** The next level's conditions met so far, of all of them. */
  currentProgress: { completedConditions: number; totalExpectedConditions: number };
  /** SPEC §4: completed / total when there is a next rank, else 1. */
  progress: number;
  /** The next level's conditions (empty at the top). */
  conditions: VipCondition[];
  turnover: number;
  deposits: number;
}

/** Rebate earned on one game type in a period. */
export interface RebateLine {
  gameType: string;
  turnover: number;
  /** Percent. */
  rate: number;
  amount: number;
}

/** What the member has earned since the last claim, at the current level's rates. */
export interface RebateSummary {
  /** The period: from the end of the last claim (or the account's start) until now. */
  from: string;
  to: string;
  level: number;
  labelName: string;
  lines: RebateLine[];
  turnover: number;
  amount: number;
}

export interface RebateClaim {
  id: number;
  from: string;
  to: string;
  /** The level whose rates paid it, and its name. */
  level: number;
  labelName: string;
  amount: number;
  lines: RebateLine[];
  createdAt: string;
}

export interface RebateClaimValue {
  claim: RebateClaim;
  /** The main wallet right after. */
  balance: number;
}

export interface RebateHistory {
  list: RebateClaim[];
  total: number;
  page: number;
  pageSize: number;
}
