/**
 * Two-phase movements (withdrawals): the money leaves the member's wallet at once into their hold
 * account, so it can neither be played nor withdrawn twice; later exactly one transfer resolves
 * the hold — posted out to the payout clearing when the operator approves, or voided back into
 * the wallet when the operator rejects. The resolving transfer names the hold in `pending_key`,
 * which is unique: a second decision on the same hold cannot move money.
 */
import type { Executor } from '../db/connection';
import { ERROR_CODE } from '../../src/api/error-codes';
import { ACCOUNTS } from './accounts';
import { findTransferByKey, LedgerError, lockAccount, transfer, type Transfer, type TransferResult } from './transfer';

export interface HoldInput {
  key: string;
  memberId: number;
  amountCents: number;
  reference: string;
  now?: Date;
}

export function placeHold(trx: Executor, input: HoldInput): Promise<TransferResult> {
  return transfer(trx, {
    key: input.key,
    debit: ACCOUNTS.wallet(input.memberId),
    credit: ACCOUNTS.hold(input.memberId),
    amountCents: input.amountCents,
    kind: 'withdraw_hold',
    reference: input.reference,
    now: input.now,
  });
}

async function resolve(trx: Executor, holdKey: string, outcome: 'post' | 'void', now?: Date): Promise<Transfer> {
  const hold = await findTransferByKey(trx, holdKey);
  if (!hold || hold.kind !== 'withdraw_hold' || hold.memberId === null) throw new Error(`${holdKey} is not a hold`);
  // Concurrent decisions on the member's holds take turns, so the check below sees an earlier one.
  await lockAccount(trx, ACCOUNTS.hold(hold.memberId), now);
  const resolved = await trx.selectFrom('ledger_transfers').select('kind').where('pending_key', '=', holdKey).executeTakeFirst();
  if (resolved) throw new LedgerError(409, ERROR_CODE.alreadyDecided, `This hold was ${resolved.kind === 'withdraw_post' ? 'paid' : 'returned'} already`);
  const memberId = hold.memberId;
  const { transfer: done } = await transfer(trx, {
    key: `${holdKey}:${outcome}`,
    debit: ACCOUNTS.hold(memberId),
    credit: outcome === 'post' ? ACCOUNTS.payoutClearing : ACCOUNTS.wallet(memberId),
    amountCents: hold.amountCents,
    kind: outcome === 'post' ? 'withdraw_post' : 'withdraw_void',
    memberId,
    reference: hold.reference,
    pendingKey: holdKey,
    now,
  });
  return done;
}

/** Pay the held money out (operator approved). */
export const postHold = (trx: Executor, holdKey: string, now?: Date) => resolve(trx, holdKey, 'post', now);

/** Give the held money back to the wallet (operator rejected). */
export const voidHold = (trx: Executor, holdKey: string, now?: Date) => resolve(trx, holdKey, 'void', now);
