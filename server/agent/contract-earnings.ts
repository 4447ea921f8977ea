/**
 * What a contract earns for one period, bounded twice so agent pay can never outgrow the house's
 * edge, however the contracts are stacked:
 *
 * 1. Per game type (agent-caps.ts): salary and hourly salary pay the tier's rate on a type's
 *    turnover, but never more than the kind's part of that type's allowance; a dividend pays the
 *    rate × the team's net loss (nothing when the team won), never more than its part of the
 *    allowance × the turnover. The tier itself is chosen on the whole team's figures.
 * 2. Along the chain: a contract an agent gives is paid out of the agent's own. An agent's pay for
 *    a period is what its contract earns on its team less what the contracts of the kind it gave
 *    its direct downlines earned on theirs, subtrees included, and never below 0. So whatever the
 *    depth, the site pays on a unit of turnover no more than one capped contract would: the most
 *    any contract in the chain earns on it.
 *
 * Whole cents, rounded down, in integers (BigInt): no float noise on large turnovers.
 */
import type { Executor } from '../db/connection';
import type { ContractKind } from '../../src/api/agent-wire';
import { bpToScale, CAP_SCALE, capOf, type IncentiveCaps } from './caps';
import type { ContractPeriod } from './contract-periods';
import { parseTiers, type ContractRow, type StoredTier } from './contract-wire';
import { contractsGivenBy } from './contracts';
import { teamPlay, type TeamPlay } from './team-play';

export interface PeriodFigures {
  turnoverCents: number;
  activeMembers: number;
  /** Stakes minus payouts: negative when the team won. */
  netLossCents: number;
  rateBp: number;
  /** What the contract earned on its team (capped per game type). */
  earnedCents: number;
  /** What it pays: earned less what the contracts it gave earned (never below 0). */
  amountCents: number;
}

/** The highest tier the figures meet (tiers ascend), or undefined when none is met. */
export function tierMet(tiers: readonly StoredTier[], turnoverCents: number, activeMembers: number): StoredTier | undefined {
  return [...tiers].reverse().find((t) => turnoverCents >= t.minTurnoverCents && activeMembers >= t.minActive);
}

const floorDiv = (scaled: bigint) => Number(scaled / BigInt(CAP_SCALE));

/** What a contract of `kind` with `tiers` earns on a period's play, capped per game type. */
export function earnedOn(kind: ContractKind, tiers: readonly StoredTier[], play: TeamPlay, caps: IncentiveCaps): Omit<PeriodFigures, 'amountCents'> {
  const netLossCents = play.turnoverCents - play.payoutCents;
  const rateBp = tierMet(tiers, play.turnoverCents, play.activeMembers)?.rateBp ?? 0;
  let earnedCents: number;
  if (kind === 'dividend') {
    const onLoss = (BigInt(Math.max(0, netLossCents)) * BigInt(rateBp)) / 10_000n;
    let allowed = 0n;
    for (const [category, typePlay] of play.byType) allowed += BigInt(typePlay.turnoverCents) * BigInt(capOf(caps, category).perStake.dividend);
    earnedCents = Math.min(Number(onLoss), floorDiv(allowed));
  } else {
    let scaled = 0n;
    for (const [category, typePlay] of play.byType) {
      const perStake = Math.min(bpToScale(rateBp), capOf(caps, category).perStake[kind]);
      scaled += BigInt(typePlay.turnoverCents) * BigInt(perStake);
    }
    earnedCents = floorDiv(scaled);
  }
  return { turnoverCents: play.turnoverCents, activeMembers: play.activeMembers, netLossCents, rateBp, earnedCents };
}

/**
 * Active at the period's end: accepted before it and not ended before it. A contract is active
 * over [decided_at, ended_at), and a period's `end` is already the next period's first instant,
 * so a contract accepted exactly at midnight starts with the new day, not the one that ended.
 */
export function activeAtEnd(contract: Pick<ContractRow, 'decided_at' | 'ended_at'>, period: ContractPeriod): boolean {
  if (!contract.decided_at || Date.parse(contract.decided_at) >= period.end.getTime()) return false;
  return !contract.ended_at || Date.parse(contract.ended_at) >= period.end.getTime();
}

/** The contracts of the kind the member gave its direct downlines that were active at the period's end. */
async function contractsGiven(db: Executor, uplineId: number, kind: ContractKind, period: ContractPeriod): Promise<ContractRow[]> {
  const rows = await contractsGivenBy(db, uplineId, kind, ['active', 'ended']).where('decided_at', '<', period.end.toISOString()).execute();
  return rows.filter((row) => activeAtEnd(row, period));
}

interface Settled {
  figures: PeriodFigures;
  /** What the site pays, for this period, on the contract and every contract below it of the kind. */
  subtreeCents: number;
}

async function settleSubtree(db: Executor, contract: ContractRow, period: ContractPeriod, caps: IncentiveCaps): Promise<Settled> {
  const play = await teamPlay(db, contract.downline_id, period.start.toISOString(), period.end.toISOString());
  const own = earnedOn(contract.kind, parseTiers(contract.tiers), play, caps);
  let givenCents = 0;
  for (const given of await contractsGiven(db, contract.downline_id, contract.kind, period)) {
    givenCents += (await settleSubtree(db, given, period, caps)).subtreeCents;
  }
  const amountCents = Math.max(0, own.earnedCents - givenCents);
  return { figures: { ...own, amountCents }, subtreeCents: amountCents + givenCents };
}

/** What a contract pays for the period (see the module comment). */
export async function contractPeriodFigures(db: Executor, contract: ContractRow, period: ContractPeriod, caps: IncentiveCaps): Promise<PeriodFigures> {
  return (await settleSubtree(db, contract, period, caps)).figures;
}
