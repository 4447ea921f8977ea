/**
 * Quotas (SPEC §7 "Agent" quota): an agent may have at most `quota` direct downlines at a rebate
 * rate of `min_bp` or more, per tier. `used` is counted from the direct downlines' rates now,
 * never stored. A downline at 1.95% counts against every tier at or below 1.95%.
 */
import type { Executor } from '../db/connection';
import type { AgentQuota } from '../../src/api/agent-wire';
import { num, percent } from './units';

export interface TierUse {
  minBp: number;
  quota: number;
  used: number;
}

/** The agent's tiers, ascending by rate, each with its direct downlines at that rate or above. */
export async function quotaTiers(db: Executor, agentId: number): Promise<TierUse[]> {
  const rows = await db
    .selectFrom('agent_quotas as q')
    .select((eb) => [
      'q.min_bp',
      'q.quota',
      eb
        .selectFrom('members as m')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('m.upline_id', '=', 'q.agent_id')
        .whereRef('m.rebate_bp', '>=', 'q.min_bp')
        .as('used'),
    ])
    .where('q.agent_id', '=', agentId)
    .orderBy('q.min_bp')
    .execute();
  return rows.map((r) => ({ minBp: num(r.min_bp), quota: num(r.quota), used: num(r.used) }));
}

/**
 * Whether a direct downline may move from `fromBp` to `toBp` (a new one: fromBp null): each tier
 * it newly enters needs room for one more. Lowering a rate, or moving within a tier, always fits.
 */
export function fitsQuota(tiers: readonly TierUse[], fromBp: number | null, toBp: number): boolean {
  return tiers.every((t) => !(t.minBp <= toBp && (fromBp === null || fromBp < t.minBp)) || t.used + 1 <= t.quota);
}

export async function agentQuota(db: Executor, agent: { id: number; rebate_bp: number }): Promise<AgentQuota> {
  const tiers = await quotaTiers(db, agent.id);
  return {
    rebateRate: percent(agent.rebate_bp),
    tiers: tiers.map((t) => ({ minRate: percent(t.minBp), quota: t.quota, used: t.used, remaining: Math.max(0, t.quota - t.used) })),
  };
}
