/**
 * The ledger's invariants over the whole database (`npm run ledger:check`, and tests after their
 * traffic): every transfer is positive and between two accounts; every account's stored balance
 * equals its credits minus its debits; no member account is below zero; every hold is resolved at
 * most once and by its own amount; the balances sum to zero; and no withdrawal took money a
 * deposit bonus locked (its hold left the wallet at or above what was locked at that moment).
 */
import type { Executor } from '../db/connection';
import { sql } from 'kysely';

export interface LedgerReport {
  transfers: number;
  accounts: number;
  /** Sum of all balances in cents: must be 0. */
  imbalance: number;
  /** Accounts whose stored balance differs from their transfers. */
  mismatched: number;
  /** No-overdraft accounts below zero. */
  overdrawn: number;
  /** Transfers that are not positive or debit and credit one account. */
  malformed: number;
  /** Hold resolutions that do not match their hold (amount, member, kind). */
  badResolutions: number;
  /** Withdrawals whose hold left the wallet below the amount a wagering bonus locked then. */
  lockedWithdrawn: number;
}

export const ledgerHealthy = (r: LedgerReport) =>
  r.imbalance === 0 && r.mismatched === 0 && r.overdrawn === 0 && r.malformed === 0 && r.badResolutions === 0 && r.lockedWithdrawn === 0;

export async function checkLedger(db: Executor): Promise<LedgerReport> {
  const counts = await db
    .selectFrom('ledger_accounts')
    .select((eb) => [eb.fn.countAll<number>().as('accounts'), eb.fn.coalesce(eb.fn.sum<number>('balance_cents'), sql<number>`0`).as('total')])
    .executeTakeFirstOrThrow();
  const transfers = await db.selectFrom('ledger_transfers').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const malformed = await db
    .selectFrom('ledger_transfers')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where((eb) => eb.or([eb('amount_cents', '<=', 0), eb('debit_account_id', '=', eb.ref('credit_account_id'))]))
    .executeTakeFirstOrThrow();

  // Each account's movements, summed once per side, against its stored balance.
  const mismatched = await sql<{ n: number }>`
    select count(*) as n from ledger_accounts a
    where a.balance_cents <>
      coalesce((select sum(t.amount_cents) from ledger_transfers t where t.credit_account_id = a.id), 0)
      - coalesce((select sum(t.amount_cents) from ledger_transfers t where t.debit_account_id = a.id), 0)
  `.execute(db);
  const overdrawn = await db
    .selectFrom('ledger_accounts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('no_overdraft', '=', 1)
    .where('balance_cents', '<', 0)
    .executeTakeFirstOrThrow();
  const badResolutions = await sql<{ n: number }>`
    select count(*) as n from ledger_transfers r
    left join ledger_transfers h on h.transfer_key = r.pending_key
    where r.pending_key is not null
      and (h.id is null or h.kind <> 'withdraw_hold' or h.amount_cents <> r.amount_cents
           or h.member_id <> r.member_id or r.debit_account_id <> h.credit_account_id)
  `.execute(db);

  const lockedWithdrawn = await sql<{ n: number }>`
    select count(*) as n from withdrawals w
    join ledger_transfers h on h.transfer_key = w.hold_key
    where h.debit_after_cents < w.locked_cents
      or exists (select 1 from bonus_grants g
                 where g.member_id = w.member_id and g.granted_at <= h.created_at
                   and (g.closed_at is null or g.closed_at > h.created_at)
                   and h.debit_after_cents < g.locked_cents)
  `.execute(db);

  return {
    transfers: Number(transfers.n),
    accounts: Number(counts.accounts),
    imbalance: Number(counts.total),
    mismatched: Number(mismatched.rows[0]?.n ?? 0),
    overdrawn: Number(overdrawn.n),
    malformed: Number(malformed.n),
    badResolutions: Number(badResolutions.rows[0]?.n ?? 0),
    lockedWithdrawn: Number(lockedWithdrawn.rows[0]?.n ?? 0),
  };
}
