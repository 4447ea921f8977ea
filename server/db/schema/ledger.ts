/** Kysely tables — The double-entry ledger (server/ledger): accounts and balanced transfers. */
import type { Generated } from 'kysely';

/** An account of the double-entry ledger (server/ledger). */
export interface LedgerAccountTable {
  id: Generated<number>;
  /** e.g. member:12:wallet, member:12:hold, house:games (server/ledger/accounts.ts). */
  code: string;
  kind: string;
  member_id: number | null;
  /** 1: the balance never goes below zero. */
  no_overdraft: number;
  /** Credits minus debits, integer cents; bigint on Postgres, so read it through Number(). */
  balance_cents: number;
  created_at: string;
}

/** One balanced movement: `amount_cents` out of the debit account into the credit account. */
export interface LedgerTransferTable {
  id: Generated<number>;
  /** Chosen by the requester; unique, so a repeat can never move money twice. */
  transfer_key: string;
  debit_account_id: number;
  credit_account_id: number;
  amount_cents: number;
  kind: string;
  member_id: number | null;
  reference: string | null;
  /** The hold this transfer resolves (withdrawals): unique, so a hold is posted or voided once. */
  pending_key: string | null;
  debit_after_cents: number;
  credit_after_cents: number;
  created_at: string;
}
