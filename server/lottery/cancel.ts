/**
 * Cancelling one suborder (lotteryCancelSuborder): only the member's own, still open, on a draw
 * still taking orders. In one transaction the suborder becomes cancelled (a conditional update:
 * a second cancel finds it cancelled and is refused), its stake comes back house → wallet under
 * `lottery-refund:<suborderId>`, and its bets row turns 'void': kept (its id is never reused),
 * shown as cancelled in the records, counted by no turnover (server/records/settled-stakes.ts).
 */
import { ERROR_CODE } from '../../src/api/error-codes';
import type { Db, Executor } from '../db/connection';
import { inTransaction } from '../db/transaction';
import { ACCOUNTS, balanceOf, transfer } from '../ledger';
import { VOID } from '../records/settled-stakes';
import { holdOpenDraw } from './draws';
import { refundKey, stakeKey } from './keys';
import { Refused, type LotteryOutcome } from './place';
import { orderParts, toOrder, units } from './view';

export interface CancelRequest {
  memberId: number;
  orderNo: string;
  suborderId: number;
}

export async function cancelSuborder(db: Db, request: CancelRequest, now = new Date()): Promise<LotteryOutcome> {
  try {
    return { ok: true, value: await inTransaction(db, (trx) => cancelIn(trx, request, now)) };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, refusal: error.refusal };
    throw error;
  }
}

const notCancellable = (why: string) => new Refused({ status: 409, code: ERROR_CODE.suborderNotCancellable, message: `This suborder cannot be cancelled: ${why}` });

async function cancelIn(trx: Executor, request: CancelRequest, now: Date) {
  const order = await trx.selectFrom('lottery_orders').selectAll().where('order_no', '=', request.orderNo).where('member_id', '=', request.memberId).executeTakeFirst();
  const sub = order
    ? await trx.selectFrom('lottery_suborders').selectAll().where('id', '=', request.suborderId).where('order_id', '=', order.id).executeTakeFirst()
    : undefined;
  if (!order || !sub) throw new Refused({ status: 404, code: ERROR_CODE.lotteryOrderNotFound, message: 'No such suborder among your orders' });

  // Holds the draw open until this commits, as placing does; refused once it has closed.
  if (!(await holdOpenDraw(trx, order.draw_id, now))) throw notCancellable('its draw has closed');
  const cancelled = await trx
    .updateTable('lottery_suborders')
    .set({ status: 'cancelled', cancelled_at: now.toISOString() })
    .where('id', '=', sub.id)
    .where('status', '=', 'open')
    .executeTakeFirst();
  if (Number(cancelled.numUpdatedRows) === 0) throw notCancellable(`it is ${sub.status}`);

  await transfer(trx, {
    key: refundKey(sub.id),
    debit: ACCOUNTS.house,
    credit: ACCOUNTS.wallet(order.member_id),
    amountCents: Number(sub.stake_cents),
    kind: 'bet_refund',
    reference: stakeKey(order.order_no),
    now,
  });
  if (sub.bet_id !== null) await trx.updateTable('bets').set({ status: VOID }).where('id', '=', sub.bet_id).where('status', '=', 'open').execute();

  const [parts] = await orderParts(trx, [order]);
  return { order: toOrder(parts!, now), balance: units(await balanceOf(trx, ACCOUNTS.wallet(order.member_id))) };
}
