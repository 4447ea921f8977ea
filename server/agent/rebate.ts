/**
 * Downline rebate update (SPEC §7 "Agent"): an agent sets a DIRECT downline's rate. Never above the
 * agent's own, never below a rate that downline already gave its own direct downlines (it would
 * earn less than nothing on them), and within the agent's quota. Checked and written in one
 * transaction, so nothing changes on a refusal.
 */
import { ERROR_CODE } from '../../src/api/error-codes';
import type { SetRebateValue } from '../../src/api/agent-wire';
import type { Db } from '../db/connection';
import { inTransaction } from '../db/transaction';
import { fail, ok, type AccountResult } from '../account/account-result';
import { fitsQuota, quotaTiers } from './quota';
import { num, percent } from './units';

export async function setDownlineRebate(db: Db, agentId: number, memberId: number, rateBp: number): Promise<AccountResult<SetRebateValue>> {
  return inTransaction(db, async (trx) => {
    const agent = await trx.selectFrom('members').select('rebate_bp').where('id', '=', agentId).executeTakeFirstOrThrow();
    const member = await trx.selectFrom('members').select(['id', 'rebate_bp', 'upline_id']).where('id', '=', memberId).executeTakeFirst();
    if (!member || member.upline_id !== agentId) return fail(404, ERROR_CODE.notYourDownline, 'Only a direct downline’s rate can be set');
    const ownBp = num(agent.rebate_bp);
    if (rateBp > ownBp) return fail(422, ERROR_CODE.rebateAboveOwn, `The rate may be at most your own ${percent(ownBp)}%`, { max: percent(ownBp) });
    const below = await trx
      .selectFrom('members')
      .select((eb) => eb.fn.max<number>('rebate_bp').as('top'))
      .where('upline_id', '=', memberId)
      .executeTakeFirst();
    const floorBp = num(below?.top);
    if (rateBp < floorBp) {
      return fail(422, ERROR_CODE.rebateBelowDownline, `The downline gave ${percent(floorBp)}% to its own downlines`, { min: percent(floorBp) });
    }
    const fromBp = num(member.rebate_bp);
    if (!fitsQuota(await quotaTiers(trx, agentId), fromBp, rateBp)) {
      return fail(409, ERROR_CODE.agentQuotaExceeded, 'No quota left at that rate');
    }
    if (fromBp !== rateBp) await trx.updateTable('members').set({ rebate_bp: rateBp }).where('id', '=', memberId).execute();
    return ok({ memberId, rebateRate: percent(rateBp) });
  });
}
