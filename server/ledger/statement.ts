/**
 * An account's statement: the transfers that moved its balance, newest first, each signed from
 * the account's side (+ in, − out) with the balance right after. Read from the transfers' stored
 * after-balances, so a page of lines costs one indexed query, not a sum over history.
 */
import type { Executor } from '../db/connection';
import type { AccountRef } from './accounts';

export interface StatementLine {
  key: string;
  kind: string;
  /** Cents, signed from this account's side. */
  amountCents: number;
  balanceAfterCents: number;
  reference: string | null;
  createdAt: string;
}

export interface StatementQuery {
  kinds?: readonly string[];
  /** ISO timestamps, inclusive from, exclusive to. */
  from?: string;
  to?: string;
  /** 1-based. */
  page?: number;
  pageSize?: number;
}

export async function statementOf(db: Executor, ref: AccountRef, query: StatementQuery = {}): Promise<{ lines: StatementLine[]; total: number }> {
  const account = await db.selectFrom('ledger_accounts').select('id').where('code', '=', ref.code).executeTakeFirst();
  if (!account) return { lines: [], total: 0 };
  const id = Number(account.id);
  let base = db.selectFrom('ledger_transfers').where((eb) => eb.or([eb('debit_account_id', '=', id), eb('credit_account_id', '=', id)]));
  if (query.kinds?.length) base = base.where('kind', 'in', [...query.kinds]);
  if (query.from) base = base.where('created_at', '>=', query.from);
  if (query.to) base = base.where('created_at', '<', query.to);
  const pageSize = query.pageSize ?? 50;
  const page = query.page ?? 1;
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const lines = rows.map((row) => {
    const credit = Number(row.credit_account_id) === id;
    return {
      key: row.transfer_key,
      kind: row.kind,
      amountCents: credit ? Number(row.amount_cents) : -Number(row.amount_cents),
      balanceAfterCents: Number(credit ? row.credit_after_cents : row.debit_after_cents),
      reference: row.reference,
      createdAt: row.created_at,
    };
  });
  return { lines, total: Number(count.n) };
}
