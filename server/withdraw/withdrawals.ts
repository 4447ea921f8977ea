/**
 * Withdrawal requests and the operator's decision on them. A request holds its money in the
 * ledger in the same database transaction that writes its row, so a request without its hold
 * (or a hold without its request) cannot exist; the decision posts or voids that hold in the
 * transaction that changes the row's state, so money and state agree after any crash.
 */
import type { ErrorCode } from '../../src/api/error-codes';
import { ERROR_CODE } from '../../src/api/error-codes';
import type { Withdrawal, WithdrawValue } from '../../src/api/withdraw-wire';
import type { Db, Executor } from '../db/connection';
import { inTransaction } from '../db/transaction';
import { publishLive } from '../live/publish';
import { ACCOUNTS, balanceOf, LedgerError, lockAccount, placeHold, postHold, voidHold } from '../ledger';
import { lockedCents } from '../wallet/bonus-wagering';
import { findCard } from './bank-cards';
import { readWithdrawLimits } from './withdrawals-settings';
import type { Refusal } from '../lib/refusal';

export type { Refusal };

export type Outcome<T> = { ok: true; value: T } | ({ ok: false } & Refusal);

const refuse = (status: Refusal['status'], code: ErrorCode, message: string, value?: unknown): { ok: false } & Refusal => ({
  ok: false,
  status,
  code,
  message,
  ...(value === undefined ? {} : { value }),
});

/** The hold's transfer key: the member's own Idempotency-Key, so a retry finds the same hold. */
export const holdKeyOf = (memberId: number, idempotencyKey: string) => `withdraw:${memberId}:${idempotencyKey}`;

export function withdrawalRows(db: Executor) {
  return db
    .selectFrom('withdrawals as w')
    .innerJoin('bank_cards as c', 'c.id', 'w.bank_card_id')
    .leftJoin('withdraw_banks as b', 'b.code', 'c.bank_code')
    .innerJoin('members as m', 'm.id', 'w.member_id')
    .select([
      'w.id',
      'w.member_id',
      'w.amount_cents',
      'w.state',
      'w.bank_card_id',
      'w.created_at',
      'w.decided_at',
      'w.note',
      'c.card_number',
      'c.bank_code',
      'b.name as bank_name',
      'm.account',
    ]);
}

export type WithdrawalRow = Awaited<ReturnType<ReturnType<typeof withdrawalRows>['executeTakeFirstOrThrow']>>;

export const toWithdrawal = (row: WithdrawalRow): Withdrawal => ({
  id: row.id,
  amount: Number(row.amount_cents) / 100,
  state: row.state,
  bankCardId: row.bank_card_id,
  bankName: row.bank_name ?? row.bank_code,
  last4: row.card_number.slice(-4),
  createdAt: row.created_at,
  decidedAt: row.decided_at,
  note: row.note,
});

/** What the member has waiting for the operator, summed from the requests themselves. */
export async function heldCents(db: Executor, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('withdrawals')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_cents'), eb.val(0)).as('held'))
    .where('member_id', '=', memberId)
    .where('state', '=', 'pending')
    .executeTakeFirstOrThrow();
  return Number(row.held);
}

export interface WithdrawRequest {
  memberId: number;
  amountCents: number;
  bankCardId: number;
  idempotencyKey: string;
}

const startOfUtcDay = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())).toISOString();

/**
 * Checks the amount against the operator's limits, then, in one transaction, the card, the day's
 * allowance, the hold (the ledger refuses an overdraft) and the request's row. The payment
 * password is the caller's to check first.
 */
export async function requestWithdrawal(db: Db, input: WithdrawRequest, now = new Date()): Promise<Outcome<WithdrawValue>> {
  const limits = await readWithdrawLimits(db);
  if (input.amountCents < limits.minCents || input.amountCents > limits.maxCents) {
    return refuse(400, ERROR_CODE.amountOutOfRange, `A withdrawal is ${limits.minCents / 100} to ${limits.maxCents / 100}`, {
      min: limits.minCents / 100,
      max: limits.maxCents / 100,
    });
  }
  const holdKey = holdKeyOf(input.memberId, input.idempotencyKey);
  try {
    return await inTransaction(db, async (trx): Promise<Outcome<WithdrawValue>> => {
      const existing = await withdrawalRows(trx).where('w.hold_key', '=', holdKey).executeTakeFirst();
      if (existing) return { ok: true, value: await valueOf(trx, input.memberId, existing) };

      if (!(await findCard(trx, input.memberId, input.bankCardId))) {
        return refuse(404, ERROR_CODE.bankCardNotFound, `No bank card ${input.bankCardId}`);
      }
      if (limits.dailyCount !== null) {
        const today = await trx
          .selectFrom('withdrawals')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('member_id', '=', input.memberId)
          .where('created_at', '>=', startOfUtcDay(now))
          .executeTakeFirstOrThrow();
        if (Number(today.n) >= limits.dailyCount) {
          return refuse(429, ERROR_CODE.tooManyRequests, `At most ${limits.dailyCount} withdrawals a day`, { dailyCount: limits.dailyCount });
        }
      }
      // A wagering bonus keeps its locked part in the wallet; the wallet's lock orders this with a forfeit or a grant.
      const wallet = ACCOUNTS.wallet(input.memberId);
      await lockAccount(trx, wallet, now);
      const locked = await lockedCents(trx, input.memberId, now);
      const balance = await balanceOf(trx, wallet);
      if (locked > 0 && input.amountCents <= balance && input.amountCents > balance - locked) {
        const withdrawable = Math.max(0, balance - locked);
        return refuse(409, ERROR_CODE.bonusLocked, `Only ${withdrawable / 100} is withdrawable: ${locked / 100} is locked until the bonus's wagering is met`, {
          withdrawable: withdrawable / 100,
          locked: locked / 100,
        });
      }
      const { id } = await trx
        .insertInto('withdrawals')
        .values({
          member_id: input.memberId,
          amount_cents: input.amountCents,
          bank_card_id: input.bankCardId,
          state: 'pending',
          hold_key: holdKey,
          locked_cents: locked,
          created_at: now.toISOString(),
          decided_at: null,
          note: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await placeHold(trx, { key: holdKey, memberId: input.memberId, amountCents: input.amountCents, reference: `withdrawal:${id}`, now });
      const row = await withdrawalRows(trx).where('w.id', '=', id).executeTakeFirstOrThrow();
      return { ok: true, value: await valueOf(trx, input.memberId, row) };
    });
  } catch (error) {
    // The overdraft (or a key that moved other money): the transaction rolled back, row and all.
    if (error instanceof LedgerError) return refuse(error.status, error.code, error.message);
    throw error;
  }
}

async function valueOf(db: Executor, memberId: number, row: WithdrawalRow): Promise<WithdrawValue> {
  return {
    withdrawal: toWithdrawal(row),
    balance: (await balanceOf(db, ACCOUNTS.wallet(memberId))) / 100,
    held: (await heldCents(db, memberId)) / 100,
  };
}

export type Decision = 'approve' | 'reject';

/**
 * Approve: the hold is paid out. Reject: it goes back to the wallet. Either once. Once committed,
 * the member's streams hear the decision.
 */
export async function decideWithdrawal(db: Db, id: number, decision: Decision, note: string | null, now = new Date()): Promise<Outcome<Withdrawal>> {
  let decided: Outcome<WithdrawalRow>;
  try {
    decided = await inTransaction(db, async (trx): Promise<Outcome<WithdrawalRow>> => {
      const row = await trx.selectFrom('withdrawals').select(['state', 'hold_key']).where('id', '=', id).executeTakeFirst();
      if (!row) return refuse(404, ERROR_CODE.withdrawalNotFound, `No withdrawal ${id}`);
      if (row.state !== 'pending') return refuse(409, ERROR_CODE.alreadyDecided, `Withdrawal ${id} was ${row.state} already`, { state: row.state });
      if (decision === 'approve') await postHold(trx, row.hold_key, now);
      else await voidHold(trx, row.hold_key, now);
      await trx
        .updateTable('withdrawals')
        .set({ state: decision === 'approve' ? 'approved' : 'rejected', decided_at: now.toISOString(), note: note || null })
        .where('id', '=', id)
        .where('state', '=', 'pending')
        .execute();
      return { ok: true, value: await withdrawalRows(trx).where('w.id', '=', id).executeTakeFirstOrThrow() };
    });
  } catch (error) {
    if (error instanceof LedgerError) return refuse(error.status, error.code, error.message);
    throw error;
  }
  if (!decided.ok) return decided;
  const withdrawal = toWithdrawal(decided.value);
  const heard = decision === 'approve' ? 'withdrawal_approved' : 'withdrawal_rejected';
  await publishLive(db, { kind: 'money', decision: heard, amount: withdrawal.amount }, decided.value.member_id);
  return { ok: true, value: withdrawal };
}
