/**
 * Transfer downline (SPEC §7 "Agent"): ONE ledger transfer from the agent's main wallet to a team
 * member's (any depth), kind 'agent_transfer'. The key derives from the agent's Idempotency-Key,
 * so a retry moves the money once and answers the first transfer; the ledger refuses an overdraft.
 */
import { AGENT_TRANSFER_MAX, AGENT_TRANSFER_MIN, type AgentTransferValue } from '../../src/api/agent-wire';
import { ERROR_CODE } from '../../src/api/error-codes';
import type { Db } from '../db/connection';
import { inTransaction } from '../db/transaction';
import { ACCOUNTS, balanceOf, LedgerError, transfer } from '../ledger';
import { fail, ok, type AccountResult } from '../account/account-result';
import { depthBelow } from './tree';
import { lockedCents } from '../wallet/bonus-wagering';
import { units } from './units';
import { toCents } from '../../src/api/money';

/** Scoped by agent: two members' keys never meet, whatever they pick. */
export const agentTransferKey = (agentId: number, idempotencyKey: string) => `agent-transfer:${agentId}:${idempotencyKey}`;

export interface AgentTransferInput {
  agentId: number;
  memberId: number;
  amountCents: number;
  idempotencyKey: string;
  now?: Date;
}

export async function transferToDownline(db: Db, input: AgentTransferInput): Promise<AccountResult<AgentTransferValue>> {
  const { agentId, memberId, amountCents } = input;
  if (amountCents < toCents(AGENT_TRANSFER_MIN) || amountCents > toCents(AGENT_TRANSFER_MAX)) {
    return fail(400, ERROR_CODE.amountOutOfRange, `A transfer is ${AGENT_TRANSFER_MIN} to ${AGENT_TRANSFER_MAX}`, { min: AGENT_TRANSFER_MIN, max: AGENT_TRANSFER_MAX });
  }
  if ((await depthBelow(db, agentId, memberId)) === undefined) return fail(404, ERROR_CODE.notYourDownline, 'Not a member of your team');
  const member = await db.selectFrom('members').select('account').where('id', '=', memberId).executeTakeFirstOrThrow();
  try {
    const { transfer: done } = await inTransaction(db, async (trx) => {
      // Money a bonus still locks stays with the agent: handed to a team member (a second account
      // of its own, say) it could be withdrawn there without the wagering.
      const wallet = await balanceOf(trx, ACCOUNTS.wallet(agentId));
      const locked = await lockedCents(trx, agentId, input.now ?? new Date());
      if (locked > 0 && amountCents > Math.max(0, wallet - locked)) throw new BonusLockedTransfer(Math.max(0, wallet - locked), locked);
      return transfer(trx, {
        key: agentTransferKey(agentId, input.idempotencyKey),
        debit: ACCOUNTS.wallet(agentId),
        credit: ACCOUNTS.wallet(memberId),
        amountCents,
        kind: 'agent_transfer',
        memberId: agentId,
        reference: `agent:${agentId}:member:${memberId}`,
        now: input.now,
      });
    });
    return ok({
      transfer: { id: String(done.id), memberId, account: member.account, amount: units(done.amountCents), createdAt: done.createdAt },
      balance: units(done.debitAfterCents),
    });
  } catch (error) {
    if (error instanceof BonusLockedTransfer) {
      return fail(409, ERROR_CODE.bonusLocked, 'Part of your wallet is locked by a bonus still being wagered', { withdrawable: units(error.freeCents), locked: units(error.lockedCents) });
    }
    if (error instanceof LedgerError) return fail(error.status, error.code, error.message);
    throw error;
  }
}

/** Thrown inside the transfer's transaction when the amount reaches into bonus-locked money. */
class BonusLockedTransfer extends Error {
  constructor(
    readonly freeCents: number,
    readonly lockedCents: number,
  ) {
    super('bonus locked');
  }
}
