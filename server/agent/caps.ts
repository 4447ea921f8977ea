/**
 * What the site may pay on a unit of turnover, per game type, so that incentives never eat the
 * house's edge: everything paid on a game type's stakes — the member's rebate at the top VIP level,
 * the agents' salary and hourly salary, the dividend's share of net loss — stays within a share of
 * that type's edge (server/play/house-edge.ts).
 *
 * - The share is the operator's setting `incentiveEdgeShare` (JSON number in (0, 1], default 0.5);
 *   anything else falls back to the default, so a typo cannot open the till.
 * - A type's allowance for agent pay is share × edge − the top VIP rebate rate (never below 0).
 * - The kinds share the allowance in fixed parts (KIND_PARTS), so no mix of contracts can exceed it
 *   whatever each kind's rate: salary and hourly salary pay on a type's turnover at most their part
 *   of its allowance; a dividend at most its part of the allowance times the turnover (its share of
 *   net loss is worth rate × edge per unit staked).
 * - The highest rate a contract of a kind may carry (maxRateBp) is the most any game type lets it
 *   pay, and never above CONTRACT_RATE_CAP: a higher one could never be paid in full anywhere.
 */
import type { Executor } from '../db/connection';
import { CONTRACT_KINDS, CONTRACT_RATE_CAP, type ContractKind } from '../../src/api/agent-wire';
import { GAME_CATEGORIES } from '../../src/api/catalogue-wire';
import { houseEdgeOf } from '../play/house-edge';
import { loadLevels } from '../vip/vip';

export const INCENTIVE_SHARE_KEY = 'incentiveEdgeShare';
export const DEFAULT_INCENTIVE_SHARE = 0.5;
/** How the agent allowance of a game type is shared among the contract kinds. */
export const KIND_PARTS: Record<ContractKind, number> = { salary: 0.4, hourly: 0.2, dividend: 0.4 };

/** Caps as fractions of turnover are kept in hundred-millionths: a basis point is 10 000 of them. */
export const CAP_SCALE = 100_000_000;
const BP_IN_SCALE = CAP_SCALE / 10_000;
/** Float noise (0.7599999…) must not cost a basis point. */
const NOISE = 1e-9;

export interface TypeCap {
  category: string;
  /** The house's edge, a fraction of the stake. */
  edge: number;
  /** The rebate's rate at the top VIP level, a fraction of the stake. */
  topRebate: number;
  /** What agent pay may take of a unit staked: share × edge − topRebate, at least 0. */
  allowance: number;
  /** Per kind, the most it pays per unit staked, in CAP_SCALE units (rounded down). */
  perStake: Record<ContractKind, number>;
}

export interface IncentiveCaps {
  share: number;
  byType: Record<string, TypeCap>;
  /** The highest rate a contract of the kind may carry, in basis points. */
  maxRateBp: Record<ContractKind, number>;
}

export async function readIncentiveShare(db: Executor): Promise<number> {
  const [row] = await db.selectFrom('settings').select('value').where('key', '=', INCENTIVE_SHARE_KEY).execute();
  let value: unknown;
  try {
    value = row ? JSON.parse(row.value) : undefined;
  } catch {
    value = undefined;
  }
  return typeof value === 'number' && Number.isFinite(value) && value > 0 && value <= 1 ? value : DEFAULT_INCENTIVE_SHARE;
}

/** The highest rebate rate any VIP level pays per game type, as fractions. */
async function topRebates(db: Executor): Promise<Map<string, number>> {
  const top = new Map<string, number>();
  for (const level of await loadLevels(db)) {
    for (const [category, percent] of Object.entries(level.rates)) top.set(category, Math.max(top.get(category) ?? 0, percent / 100));
  }
  return top;
}

export function typeCap(category: string, share: number, topRebate: number): TypeCap {
  const edge = houseEdgeOf(category);
  const allowance = Math.max(0, share * edge - topRebate);
  const perStake = Object.fromEntries(CONTRACT_KINDS.map((kind) => [kind, Math.floor(allowance * KIND_PARTS[kind] * CAP_SCALE + NOISE)])) as Record<ContractKind, number>;
  return { category, edge, topRebate, allowance, perStake };
}

/** The most a rate may be for the kind on this type, in basis points (a dividend's is of net loss). */
function rateLimitBp(cap: TypeCap, kind: ContractKind): number {
  const perStake = cap.allowance * KIND_PARTS[kind];
  const rate = kind === 'dividend' ? (cap.edge > 0 ? perStake / cap.edge : 0) : perStake;
  return Math.floor(rate * 10_000 + NOISE);
}

export async function incentiveCaps(db: Executor): Promise<IncentiveCaps> {
  const [share, rebates] = await Promise.all([readIncentiveShare(db), topRebates(db)]);
  const byType: Record<string, TypeCap> = {};
  for (const category of GAME_CATEGORIES) byType[category] = typeCap(category, share, rebates.get(category) ?? 0);
  const maxRateBp = Object.fromEntries(
    CONTRACT_KINDS.map((kind) => {
      const best = Math.max(0, ...Object.values(byType).map((cap) => rateLimitBp(cap, kind)));
      return [kind, Math.min(best, Math.round(CONTRACT_RATE_CAP[kind] * 100))];
    }),
  ) as Record<ContractKind, number>;
  return { share, byType, maxRateBp };
}

/**
 * The cap of a game type; a type the ladder and the edges do not know (a game row gone, a new
 * category) gets the tightest known cap: the safe side.
 */
export function capOf(caps: IncentiveCaps, category: string | null | undefined): TypeCap {
  const known = category ? caps.byType[category] : undefined;
  if (known) return known;
  const all = Object.values(caps.byType);
  return all.reduce((tight, cap) => (cap.allowance < tight.allowance ? cap : tight), all[0]!);
}

/** bp → CAP_SCALE units. */
export const bpToScale = (rateBp: number) => rateBp * BP_IN_SCALE;
