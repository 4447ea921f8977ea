/**
 * The site's own contracts with the agents at the top of the tree (no upline): granted by the
 * operator, active at once, within the site's cap for the kind (agent-caps.ts). They are the only
 * source of contracts: an agent offers its downlines no more than it holds, so everything the
 * site pays along a chain is bounded by what it granted at the top. A new grant of a kind ends
 * the one before, as accepting new terms does.
 */
import type { Contract, ContractKind, ContractTier } from '../../src/api/agent-wire';
import { ERROR_CODE } from '../../src/api/error-codes';
import { mayHoldContract } from '../../src/api/member-types';
import type { Db } from '../db/connection';
import { isUniqueViolation } from '../db/errors';
import { inTransaction } from '../db/transaction';
import { fail, ok, type AccountResult } from '../account/account-result';
import { incentiveCaps } from './caps';
import { accountNames, closeContract } from './contracts';
import { contractToWire, toStoredTiers, topRateBp } from './contract-wire';

export interface SiteGrant {
  kind: ContractKind;
  tiers: readonly ContractTier[];
}

export async function grantSiteContract(db: Db, memberId: number, grant: SiteGrant, now = new Date()): Promise<AccountResult<Contract>> {
  const member = await db.selectFrom('members').select(['type', 'upline_id']).where('id', '=', memberId).executeTakeFirst();
  if (!member || !mayHoldContract(member.type)) return fail(422, ERROR_CODE.downlineNotAgent, 'This member is not an agent');
  if (member.upline_id !== null) return fail(422, ERROR_CODE.contractNotTopAgent, 'Only an agent without an upline holds the site’s contracts; its upline offers the others');
  const tiers = toStoredTiers(grant.tiers);
  const capBp = (await incentiveCaps(db)).maxRateBp[grant.kind];
  if (topRateBp(tiers) > capBp) return fail(422, ERROR_CODE.contractAboveSiteCap, `A ${grant.kind} contract pays at most ${capBp / 100}%`, { max: capBp / 100 });

  const at = now.toISOString();
  const write = () => inTransaction(db, async (trx) => {
    await closeContract(trx, memberId, grant.kind, 'active', at);
    return trx
      .insertInto('agent_contracts')
      .values({ kind: grant.kind, upline_id: null, downline_id: memberId, state: 'active', tiers: JSON.stringify(tiers), proposed_at: at, decided_at: at, ended_at: null })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  // Two grants racing: the unique active index stops the second; written again, it ends the first.
  const row = await write().catch((error: unknown) => {
    if (isUniqueViolation(error)) return write();
    throw error;
  });
  return ok(contractToWire(row, await accountNames(db, [row.downline_id])));
}
