/**
 * The one way money moves (DESIGN §6 "Money"): `transfer()` debits one account and credits
 * another by the same amount inside the caller's database transaction, so whatever else the
 * caller writes (a bet, an order's new state) commits or rolls back with the money.
 *
 * - Exactly once: the transfer key is unique. Asking again with the same key and the same
 *   movement answers the first transfer (`replayed`); the same key for another movement is
 *   refused. On a database that runs transactions side by side (Postgres) the loser of a race
 *   fails on the unique key and its whole transaction rolls back, balance updates included.
 * - Never overdrawn: a no-overdraft account is debited by a conditional update, so two
 *   concurrent withdrawals of the whole balance cannot both pass (the CHECK of 012 backs it).
 */
import { ERROR_CODE, type ErrorCode } from '../../src/api/error-codes';
import type { Executor } from '../db/connection';
import { recordEffect } from '../db/op-context';
import type { AccountRef, TransferKind } from './accounts';

export class LedgerError extends Error {
  constructor(
    readonly status: 400 | 409 | 422,
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export interface TransferInput {
  /** The requester's id for this movement (idempotency key, round id, order id …). */
  key: string;
  debit: AccountRef;
  credit: AccountRef;
  amountCents: number;
  kind: TransferKind;
  /** Whose statement shows it; defaults to the member owning either side. */
  memberId?: number | null;
  reference?: string | null;
  /** For the transfer that resolves a hold: the hold's key. */
  pendingKey?: string | null;
  now?: Date;
}

export interface Transfer {
  id: number;
  key: string;
  kind: string;
  amountCents: number;
  debitAccountId: number;
  creditAccountId: number;
  debitAfterCents: number;
  creditAfterCents: number;
  memberId: number | null;
  reference: string | null;
  pendingKey: string | null;
  createdAt: string;
}

export interface TransferResult {
  transfer: Transfer;
  /** True when the key had moved money already and this answers that first transfer. */
  replayed: boolean;
}

type TransferRow = Awaited<ReturnType<typeof findTransfer>>;

function findTransfer(db: Executor, key: string) {
  return db.selectFrom('ledger_transfers').selectAll().where('transfer_key', '=', key).executeTakeFirst();
}

function toTransfer(row: NonNullable<TransferRow>): Transfer {
  return {
    id: Number(row.id),
    key: row.transfer_key,
    kind: row.kind,
    amountCents: Number(row.amount_cents),
    debitAccountId: Number(row.debit_account_id),
    creditAccountId: Number(row.credit_account_id),
    debitAfterCents: Number(row.debit_after_cents),
    creditAfterCents: Number(row.credit_after_cents),
    memberId: row.member_id,
    reference: row.reference,
    pendingKey: row.pending_key,
    createdAt: row.created_at,
  };
}

/** The account's id, creating it on first use. */
export async function accountId(db: Executor, ref: AccountRef, now = new Date()): Promise<number> {
  const found = await db.selectFrom('ledger_accounts').select('id').where('code', '=', ref.code).executeTakeFirst();
  if (found) return Number(found.id);
  await db
    .insertInto('ledger_accounts')
    .values({
      code: ref.code,
      kind: ref.kind,
      member_id: ref.memberId,
      no_overdraft: ref.noOverdraft ? 1 : 0,
      balance_cents: 0,
      created_at: now.toISOString(),
    })
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  const row = await db.selectFrom('ledger_accounts').select('id').where('code', '=', ref.code).executeTakeFirstOrThrow();
  return Number(row.id);
}

/**
 * Takes the account's row lock until the transaction ends: decisions about one account (a hold's
 * resolution) then take turns. SQLite runs one transaction at a time anyway; on Postgres the
 * second waits here and its next read sees what the first committed. A no-op update rather than
 * SELECT … FOR UPDATE, which SQLite does not know.
 */
export async function lockAccount(trx: Executor, ref: AccountRef, now = new Date()): Promise<void> {
  const id = await accountId(trx, ref, now);
  await trx
    .updateTable('ledger_accounts')
    .set((eb) => ({ balance_cents: eb.ref('balance_cents') }))
    .where('id', '=', id)
    .execute();
}

/** The balance in cents; 0 for an account no transfer has touched yet. */
export async function balanceOf(db: Executor, ref: AccountRef): Promise<number> {
  const row = await db.selectFrom('ledger_accounts').select('balance_cents').where('code', '=', ref.code).executeTakeFirst();
  return Number(row?.balance_cents ?? 0);
}

/** Inside a transaction: see the module comment. */
export async function transfer(trx: Executor, input: TransferInput): Promise<TransferResult> {
  const { key, amountCents } = input;
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) throw new Error(`transfer ${key}: amount must be positive whole cents`);
  if (input.debit.code === input.credit.code) throw new Error(`transfer ${key}: debit and credit are the same account`);
  const now = input.now ?? new Date();
  const [debitId, creditId] = [await accountId(trx, input.debit, now), await accountId(trx, input.credit, now)];

  const prior = await findTransfer(trx, key);
  if (prior) {
    const same =
      Number(prior.debit_account_id) === debitId &&
      Number(prior.credit_account_id) === creditId &&
      Number(prior.amount_cents) === amountCents &&
      prior.kind === input.kind;
    if (!same) throw new LedgerError(422, ERROR_CODE.idempotencyKeyReused, 'This key already moved other money');
    return { transfer: toTransfer(prior), replayed: true };
  }
  // New money is the call's effect: recorded with it, and refused in a replay, where it would be
  // the effect a second time (server/db/op-context.ts).
  await recordEffect(trx, `transfer ${key}`);

  const debited = await trx
    .updateTable('ledger_accounts')
    .set((eb) => ({ balance_cents: eb('balance_cents', '-', amountCents) }))
    .where('id', '=', debitId)
    .where((eb) => eb.or([eb('no_overdraft', '=', 0), eb('balance_cents', '>=', amountCents)]))
    .returning('balance_cents')
    .executeTakeFirst();
  if (!debited) throw new LedgerError(400, ERROR_CODE.insufficientBalance, 'The balance does not cover this amount');
  const credited = await trx
    .updateTable('ledger_accounts')
    .set((eb) => ({ balance_cents: eb('balance_cents', '+', amountCents) }))
    .where('id', '=', creditId)
    .returning('balance_cents')
    .executeTakeFirstOrThrow();

  const memberId = input.memberId !== undefined ? input.memberId : (input.credit.memberId ?? input.debit.memberId);
  const row = await trx
    .insertInto('ledger_transfers')
    .values({
      transfer_key: key,
      debit_account_id: debitId,
      credit_account_id: creditId,
      amount_cents: amountCents,
      kind: input.kind,
      member_id: memberId,
      reference: input.reference ?? null,
      pending_key: input.pendingKey ?? null,
      debit_after_cents: Number(debited.balance_cents),
      credit_after_cents: Number(credited.balance_cents),
      created_at: now.toISOString(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { transfer: toTransfer(row), replayed: false };
}

/** A transfer by its key, if it happened. */
export async function findTransferByKey(db: Executor, key: string): Promise<Transfer | undefined> {
  const row = await findTransfer(db, key);
  return row ? toTransfer(row) : undefined;
}
