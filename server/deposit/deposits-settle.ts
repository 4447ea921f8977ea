/**
 * Deposits, the money side: the only places an order becomes paid. A gateway order is paid by
 * the gateway's verified callback; a bank or manual order by the operator's approval. Either way
 * the order's state and its ledger transfers commit in one transaction, and the transfers' keys
 * derive from the order (`deposit:<id>`, `deposit-bonus:<id>`), so a callback delivered ten
 * times, or two approvals racing, credit once.
 */
import type { DepositOrder, OperatorDepositOrder } from '../../src/api/deposit-wire';
import type { DepositState } from '../../src/api/deposit-wire';
import { ERROR_CODE, type ErrorCode } from '../../src/api/error-codes';
import type { Db, Executor } from '../db/connection';
import { inTransaction } from '../db/transaction';
import { ACCOUNTS, transfer } from '../ledger';
import { grantOnPayment } from '../wallet/bonus-wagering';
import { effectiveState, inState, joinedToWire, ordersQuery } from './deposits';
import { toCents, toUnits } from '../../src/api/money';
import type { MoneyDecision } from '../../src/api/live-events';
import { publishLive } from '../live/publish';

export type SettleResult = { ok: true; order: DepositOrder } | { ok: false; status: 400 | 404 | 409 | 410; code: ErrorCode; message: string };

const refuse = (status: 400 | 404 | 409 | 410, code: ErrorCode, message: string): SettleResult => ({ ok: false, status, code, message });

export const depositKey = (orderId: number) => `deposit:${orderId}`;
export const bonusKey = (orderId: number) => `deposit-bonus:${orderId}`;

interface Creditable {
  id: number;
  member_id: number;
  method_code: string;
  amount_cents: number;
  bonus_cents: number;
}

/** The deposit into the wallet from the method's clearing account, and the promotion's bonus. */
export async function creditOrder(trx: Executor, order: Creditable, now: Date): Promise<void> {
  const wallet = ACCOUNTS.wallet(order.member_id);
  const reference = depositKey(order.id);
  await transfer(trx, {
    key: depositKey(order.id),
    debit: ACCOUNTS.depositClearing(order.method_code),
    credit: wallet,
    amountCents: Number(order.amount_cents),
    kind: 'deposit',
    reference,
    now,
  });
  if (Number(order.bonus_cents) > 0) {
    await transfer(trx, { key: bonusKey(order.id), debit: ACCOUNTS.bonusExpense, credit: wallet, amountCents: Number(order.bonus_cents), kind: 'bonus', reference, now });
  }
}

async function orderRow(trx: Executor, id: number) {
  return trx.selectFrom('deposit_orders').selectAll().where('id', '=', id).executeTakeFirst();
}

async function wireOrder(trx: Executor, id: number, now: Date): Promise<DepositOrder> {
  const row = await ordersQuery(trx).where('o.id', '=', id).executeTakeFirstOrThrow();
  return joinedToWire(row as Parameters<typeof joinedToWire>[0], now);
}

/**
 * Moves a pending order to `state` (paid credits it) — only if it is still pending, checked by
 * the update itself, so of two racing deciders one wins and the other sees `already_decided`.
 * Once committed, the member's streams hear the decision (an order that merely expired is no news).
 */
async function decide(db: Db, id: number, state: Exclude<DepositState, 'pending'>, now: Date, note?: string): Promise<boolean> {
  const decided = await inTransaction(db, async (trx) => {
    const changed = await trx
      .updateTable('deposit_orders')
      .set({ state, decided_at: now.toISOString(), ...(note !== undefined ? { note } : {}) })
      .where('id', '=', id)
      .where('state', '=', 'pending')
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 0) return undefined;
    const row = await orderRow(trx, id);
    if (!row) throw new Error(`deposit order ${id} vanished`);
    if (state === 'paid') {
      // The bonus's rules are checked again as it is paid: eligible when ordered is not enough.
      const bonus = await grantOnPayment(trx, { ...row, id }, now);
      await creditOrder(trx, { ...row, id, bonus_cents: bonus }, now);
    }
    return row;
  });
  if (!decided) return false;
  const decision = DECISION_HEARD[state];
  if (decision) await publishLive(db, { kind: 'money', decision, amount: toUnits(Number(decided.amount_cents)) }, decided.member_id);
  return true;
}

/** What the member is told of each outcome: paid, or not (by the operator or the gateway). */
const DECISION_HEARD: Record<Exclude<DepositState, 'pending'>, MoneyDecision | undefined> = {
  paid: 'deposit_paid',
  rejected: 'deposit_rejected',
  failed: 'deposit_rejected',
  expired: undefined,
};

export interface CallbackInput {
  orderId: number;
  token: string;
  amount: number;
  status: 'success' | 'failed';
}

/**
 * A verified gateway callback. A repeat of the callback that paid the order answers the order
 * again (gateways retry until they get a 200); an expired order is refused and marked expired.
 */
export async function gatewayCallback(db: Db, input: CallbackInput, now = new Date()): Promise<SettleResult> {
  const row = await orderRow(db, input.orderId);
  if (!row || row.gateway_token !== input.token) return refuse(404, ERROR_CODE.depositOrderNotFound, `No gateway order ${input.orderId}`);
  if (toCents(input.amount) !== Number(row.amount_cents)) return refuse(400, ERROR_CODE.invalidParameter, 'amount: does not match the order');
  const wanted = input.status === 'success' ? 'paid' : 'failed';
  if (row.state === 'pending' && effectiveState(row, now) === 'expired') {
    await decide(db, row.id, 'expired', now);
    return refuse(410, ERROR_CODE.depositOrderExpired, `Order ${row.id} expired at ${row.expires_at}`);
  }
  if (row.state === 'pending') await decide(db, row.id, wanted, now);
  const after = await orderRow(db, row.id);
  if (after?.state === 'expired') return refuse(410, ERROR_CODE.depositOrderExpired, `Order ${row.id} expired at ${row.expires_at}`);
  // The same outcome again is the gateway retrying: answer it. Another outcome comes too late.
  if (after?.state !== wanted) return refuse(409, ERROR_CODE.alreadyDecided, `Order ${row.id} is already ${after?.state}`);
  return { ok: true, order: await wireOrder(db, row.id, now) };
}

/** The operator's decision on a bank or manual order: approve credits it once, reject credits nothing. */
export async function operatorDecide(db: Db, input: { orderId: number; decision: 'approve' | 'reject'; note: string }, now = new Date()): Promise<SettleResult> {
  const row = await ordersQuery(db).where('o.id', '=', input.orderId).executeTakeFirst();
  if (!row) return refuse(404, ERROR_CODE.depositOrderNotFound, `No deposit order ${input.orderId}`);
  if (row.kind === 'gateway' || row.kind === 'ewallet') {
    return refuse(400, ERROR_CODE.invalidParameter, `Order ${input.orderId} is paid through the gateway, not by the operator`);
  }
  const state = input.decision === 'approve' ? 'paid' : 'rejected';
  if (!(await decide(db, Number(row.id), state, now, input.note))) {
    return refuse(409, ERROR_CODE.alreadyDecided, `Order ${input.orderId} is already ${(await orderRow(db, Number(row.id)))?.state}`);
  }
  return { ok: true, order: await wireOrder(db, Number(row.id), now) };
}

export async function operatorOrders(db: Db, state: DepositState, now = new Date()): Promise<OperatorDepositOrder[]> {
  const query = inState(db.selectFrom('deposit_orders as o').innerJoin('deposit_methods as m', 'm.code', 'o.method_code'), state, now);
  const rows = await query
    .selectAll('o')
    .select(['m.name', 'm.kind'])
    .select((eb) => eb.selectFrom('members').select('account').whereRef('members.id', '=', 'o.member_id').as('account'))
    .orderBy('o.id', 'desc')
    .limit(200)
    .execute();
  return rows.map((row) => ({ ...joinedToWire({ ...row, id: Number(row.id) }, now), account: row.account ?? '', receiptId: row.receipt_upload_id }));
}

/** Whether the gateway may still take payment for this order (its pay page). */
export async function gatewayOrder(db: Db, token: string, now = new Date()) {
  const row = await ordersQuery(db).where('o.gateway_token', '=', token).executeTakeFirst();
  return row ? joinedToWire(row as Parameters<typeof joinedToWire>[0], now) : undefined;
}
