/**
 * Joining through an affiliate link (SPEC §7 "Agent" affiliate URL): the new member becomes a
 * direct downline of the link's agent, of the link's member type, at the link's rate. When the
 * agent's quota at that rate is full by now (links are made within quota, but downlines joining
 * or raised since may have used it up), the member still joins, at rate 0, and the agent raises it
 * later within quota. Runs inside the transaction that inserts the member.
 */
import type { Executor } from '../db/connection';
import { fitsQuota, quotaTiers } from './quota';
import { attachToUpline } from './tree';
import type { StoredLink } from './links';

/** Attach `memberId` under the link's agent; the rate it got, in basis points. */
export async function joinThroughLink(trx: Executor, link: StoredLink, memberId: number): Promise<number> {
  const rateBp = fitsQuota(await quotaTiers(trx, link.agentId), null, link.rebateBp) ? link.rebateBp : 0;
  await attachToUpline(trx, memberId, link.agentId);
  if (rateBp > 0) await trx.updateTable('members').set({ rebate_bp: rateBp }).where('id', '=', memberId).execute();
  return rateBp;
}
