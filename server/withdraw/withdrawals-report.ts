/** The member's withdraw report and the operator's queue: newest first, read from the requests. */
import type { OperatorWithdrawal, WithdrawalState, WithdrawReport } from '../../src/api/withdraw-wire';
import type { Db } from '../db/connection';
import { accountKey } from '../member/members';
import { heldCents, toWithdrawal, withdrawalRows } from './withdrawals';

export interface ReportQuery {
  pageNo: number;
  pageSize: number;
  state?: WithdrawalState;
}

export async function withdrawReport(db: Db, memberId: number, query: ReportQuery): Promise<WithdrawReport> {
  let rows = withdrawalRows(db).where('w.member_id', '=', memberId);
  let counted = db.selectFrom('withdrawals').select((eb) => eb.fn.countAll<number>().as('n')).where('member_id', '=', memberId);
  if (query.state) {
    rows = rows.where('w.state', '=', query.state);
    counted = counted.where('state', '=', query.state);
  }
  const list = await rows
    .orderBy('w.created_at', 'desc')
    .orderBy('w.id', 'desc')
    .limit(query.pageSize)
    .offset((query.pageNo - 1) * query.pageSize)
    .execute();
  const { n } = await counted.executeTakeFirstOrThrow();
  return {
    list: list.map(toWithdrawal),
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    total: Number(n),
    held: (await heldCents(db, memberId)) / 100,
  };
}

/** At most this many rows per look at the queue: an operator works from the top. */
const OPERATOR_LIMIT = 200;

export async function operatorWithdrawals(db: Db, filter: { state?: WithdrawalState; account?: string }): Promise<{ list: OperatorWithdrawal[] }> {
  let rows = withdrawalRows(db);
  if (filter.state) rows = rows.where('w.state', '=', filter.state);
  if (filter.account) rows = rows.where('m.account_key', '=', accountKey(filter.account));
  const list = await rows.orderBy('w.id', 'desc').limit(OPERATOR_LIMIT).execute();
  return { list: list.map((row) => ({ ...toWithdrawal(row), account: row.account })) };
}
