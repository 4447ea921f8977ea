/**
 * Many transfers at once, for seeding a history (the demo team's months of play): the same rows
 * `transfer()` would write one by one — each with its own unique key and the balances right
 * after it — in a few batched inserts and one balance update per batch of accounts. Transfers
 * apply in the order given (callers sort them by time), a no-overdraft account going below zero
 * throws before anything is written, and keys must be new: the unique index refuses a repeat.
 * Run inside the caller's transaction, like transfer().
 */
import type { Executor } from '../db/connection';
import { sql } from 'kysely';
import type { NewRow } from '../db/schema';
import type { AccountRef } from './accounts';
import type { TransferInput } from './transfer';

/** A transfer as transfer() takes it, with the time it happened (a seed writes history). */
export type BulkTransfer = Omit<TransferInput, 'now'> & { at: Date };

/** Well under SQLite's and Postgres's bound-parameter limits (11 columns a row). */
const BATCH_ROWS = 400;

interface Held {
  id: number;
  balance: number;
  noOverdraft: boolean;
}

export async function writeTransfersInBulk(trx: Executor, list: readonly BulkTransfer[]): Promise<void> {
  if (!list.length) return;
  const accounts = await accountsFor(trx, list);
  const start = new Map([...accounts].map(([code, held]) => [code, held.balance]));

  const rows: NewRow<'ledger_transfers'>[] = list.map((t) => {
    if (!Number.isSafeInteger(t.amountCents) || t.amountCents <= 0) throw new Error(`transfer ${t.key}: amount must be positive whole cents`);
    if (t.debit.code === t.credit.code) throw new Error(`transfer ${t.key}: debit and credit are the same account`);
    const debit = accounts.get(t.debit.code)!;
    const credit = accounts.get(t.credit.code)!;
    debit.balance -= t.amountCents;
    credit.balance += t.amountCents;
    if (debit.noOverdraft && debit.balance < 0) throw new Error(`transfer ${t.key}: ${t.debit.code} would go below zero`);
    return {
      transfer_key: t.key,
      debit_account_id: debit.id,
      credit_account_id: credit.id,
      amount_cents: t.amountCents,
      kind: t.kind,
      member_id: t.memberId !== undefined ? t.memberId : (t.credit.memberId ?? t.debit.memberId),
      reference: t.reference ?? null,
      pending_key: t.pendingKey ?? null,
      debit_after_cents: debit.balance,
      credit_after_cents: credit.balance,
      created_at: t.at.toISOString(),
    };
  });
  for (let i = 0; i < rows.length; i += BATCH_ROWS) await trx.insertInto('ledger_transfers').values(rows.slice(i, i + BATCH_ROWS)).execute();

  // Every touched account's new balance, moved by the sum of its transfers: one update per batch.
  const moved = [...accounts].filter(([code, held]) => held.balance !== start.get(code)).map(([, held]) => held);
  for (let i = 0; i < moved.length; i += BATCH_ROWS / 2) {
    const batch = moved.slice(i, i + BATCH_ROWS / 2);
    // Cast: Postgres types an untyped parameter in a CASE as text, not as the column's bigint.
    const cases = sql.join(batch.map((a) => sql`when ${a.id} then cast(${a.balance} as bigint)`), sql` `);
    await trx
      .updateTable('ledger_accounts')
      .set({ balance_cents: sql<number>`case id ${cases} end` })
      .where(
        'id',
        'in',
        batch.map((a) => a.id),
      )
      .execute();
  }
}

/** Every account the transfers touch, created when missing (at its first transfer's time). */
async function accountsFor(trx: Executor, list: readonly BulkTransfer[]): Promise<Map<string, Held>> {
  const refs = new Map<string, { ref: AccountRef; at: Date }>();
  for (const t of list) for (const ref of [t.debit, t.credit]) if (!refs.has(ref.code)) refs.set(ref.code, { ref, at: t.at });
  const codes = [...refs.keys()];
  const found = async () => {
    const rows = [];
    for (let i = 0; i < codes.length; i += BATCH_ROWS) {
      rows.push(...(await trx.selectFrom('ledger_accounts').select(['id', 'code', 'balance_cents', 'no_overdraft']).where('code', 'in', codes.slice(i, i + BATCH_ROWS)).execute()));
    }
    return rows;
  };
  const existing = new Set((await found()).map((r) => r.code));
  const missing = codes
    .filter((code) => !existing.has(code))
    .map((code) => {
      const { ref, at } = refs.get(code)!;
      return { code, kind: ref.kind, member_id: ref.memberId, no_overdraft: ref.noOverdraft ? 1 : 0, balance_cents: 0, created_at: at.toISOString() };
    });
  for (let i = 0; i < missing.length; i += BATCH_ROWS) await trx.insertInto('ledger_accounts').values(missing.slice(i, i + BATCH_ROWS)).execute();
  return new Map((await found()).map((r) => [r.code, { id: Number(r.id), balance: Number(r.balance_cents), noOverdraft: Number(r.no_overdraft) === 1 }]));
}
