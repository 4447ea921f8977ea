/**
 * The most an agent may offer a downline in a contract of a kind: no more than its own active
 * contract of the kind pays (nothing at all without one: nobody gives what they do not have) and
 * no more than the site's cap for the kind (agent-caps.ts). The proposal checks it and the contract
 * page shows it, so both say the same.
 */
import type { Executor } from '../db/connection';
import type { ContractKind } from '../../src/api/agent-wire';
import { incentiveCaps } from './caps';
import { parseTiers, topRateBp } from './contract-wire';

export interface OfferLimit {
  /** The top rate of the agent's own active contract of the kind; null when it holds none. */
  ownBp: number | null;
  /** The site's cap for the kind. */
  siteBp: number;
  /** What the agent may offer: the lower of the two, 0 without a contract of its own. */
  maxBp: number;
}

export async function offerLimitBp(db: Executor, memberId: number, kind: ContractKind): Promise<OfferLimit> {
  const own = await db
    .selectFrom('agent_contracts')
    .select('tiers')
    .where('downline_id', '=', memberId)
    .where('kind', '=', kind)
    .where('state', '=', 'active')
    .executeTakeFirst();
  const ownBp = own ? topRateBp(parseTiers(own.tiers)) : null;
  const siteBp = (await incentiveCaps(db)).maxRateBp[kind];
  return { ownBp, siteBp, maxBp: ownBp === null ? 0 : Math.min(ownBp, siteBp) };
}
