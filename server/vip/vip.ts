/**
 * VIP rank and progress (SPEC §4 "VIP progress = completed / total conditions when a rank label
 * exists, else 1"; §7 MCSFE_getPlayerRankProgress), computed from the member's rows every time:
 * turnover is the sum of their SETTLED stakes (./settled-stakes.ts: an open bet that can still be
 * cancelled lifts no level), deposits the sum of their paid deposit orders. The rank is the
 * highest level whose conditions are all met.
 *
 * `members.club_label` is not the rank: it is the operator's free tag on the account (the
 * agent's is "Agent") that the member info keeps answering as clubLabel. The VIP pages and the
 * member centre show the computed rank; the demo's seed makes the two agree (Gold).
 */
import type { Executor } from '../db/connection';
import type { VipBenefit, VipCondition, VipLevel, VipProgress } from '../../src/api/vip-wire';
import { SETTLED, settledAtOf } from '../records/settled-stakes';

export interface Level {
  level: number;
  name: string;
  minTurnoverCents: number;
  minDepositCents: number;
  benefits: VipBenefit[];
  /** Percent per game type. */
  rates: Record<string, number>;
}

export interface MemberFacts {
  turnoverCents: number;
  depositCents: number;
}

function parsed<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/** The ladder, lowest first. */
export async function loadLevels(db: Executor): Promise<Level[]> {
  const rows = await db.selectFrom('vip_levels').selectAll().orderBy('level').execute();
  return rows.map((row) => ({
    level: row.level,
    name: row.name,
    minTurnoverCents: Number(row.min_turnover_cents),
    minDepositCents: Number(row.min_deposit_cents),
    benefits: parsed<VipBenefit[]>(row.benefits, []),
    rates: parsed<Record<string, number>>(row.rebate_rates, {}),
  }));
}

export const levelToWire = (level: Level): VipLevel => ({
  level: level.level,
  name: level.name,
  minTurnover: level.minTurnoverCents / 100,
  minDeposit: level.minDepositCents / 100,
  benefits: level.benefits,
  rebateRates: level.rates,
});

/**
 * The member's settled turnover and paid deposits; with `asOf`, only what had settled or was paid
 * by then (the seed replays the past with it).
 */
export async function memberFacts(db: Executor, memberId: number, asOf?: Date): Promise<MemberFacts> {
  let bets = db
    .selectFrom('bets')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('stake_cents'), eb.lit(0)).as('cents'))
    .where('member_id', '=', memberId)
    .where('status', '=', SETTLED);
  let deposits = db
    .selectFrom('deposit_orders')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_cents'), eb.lit(0)).as('cents'))
    .where('member_id', '=', memberId)
    .where('state', '=', 'paid');
  if (asOf) {
    bets = bets.where(settledAtOf(), '<=', asOf.toISOString());
    deposits = deposits.where((eb) => eb.fn.coalesce('decided_at', 'created_at'), '<=', asOf.toISOString());
  }
  const [turnover, deposited] = await Promise.all([bets.executeTakeFirstOrThrow(), deposits.executeTakeFirstOrThrow()]);
  return { turnoverCents: Number(turnover.cents), depositCents: Number(deposited.cents) };
}

/** One condition from the member's cents against the level's: the shortfall in cents too, so no float leaves a stray cent. */
function condition(kind: VipCondition['kind'], currentCents: number, targetCents: number): VipCondition {
  return {
    kind,
    current: currentCents / 100,
    target: targetCents / 100,
    remaining: Math.max(0, targetCents - currentCents) / 100,
    met: currentCents >= targetCents,
  };
}

function conditionsOf(level: Level, facts: MemberFacts): VipCondition[] {
  return [condition('turnover', facts.turnoverCents, level.minTurnoverCents), condition('deposit', facts.depositCents, level.minDepositCents)];
}

const meets = (level: Level, facts: MemberFacts) => conditionsOf(level, facts).every((c) => c.met);

/** The highest level met (null below the first) and the one after it (null at the top). */
export function rankOf(levels: Level[], facts: MemberFacts): { current: Level | null; next: Level | null } {
  let current: Level | null = null;
  for (const level of levels) if (meets(level, facts)) current = level;
  const next = levels.find((level) => level.level > (current?.level ?? 0)) ?? null;
  return { current, next };
}

export function progressOf(levels: Level[], facts: MemberFacts): VipProgress {
  const { current, next } = rankOf(levels, facts);
  const conditions = next ? conditionsOf(next, facts) : [];
  const completed = conditions.filter((c) => c.met).length;
  return {
    level: current?.level ?? 0,
    labelName: current?.name ?? '',
    playerRankProgress: next ? { labelId: next.level, labelName: next.name } : null,
    currentProgress: { completedConditions: completed, totalExpectedConditions: conditions.length },
    progress: next && conditions.length > 0 ? completed / conditions.length : 1,
    conditions,
    turnover: facts.turnoverCents / 100,
    deposits: facts.depositCents / 100,
  };
}

/** The member's level now, with its rates (the rebate pays at these). */
export async function currentLevel(db: Executor, memberId: number, asOf?: Date): Promise<Level | null> {
  const [levels, facts] = await Promise.all([loadLevels(db), memberFacts(db, memberId, asOf)]);
  return rankOf(levels, facts).current;
}

export async function vipProgress(db: Executor, memberId: number): Promise<VipProgress> {
  const [levels, facts] = await Promise.all([loadLevels(db), memberFacts(db, memberId)]);
  return progressOf(levels, facts);
}
