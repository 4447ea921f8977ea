/** Kysely tables — Money in and out: deposit methods and orders (with their receipts), withdrawal banks, cards, the payment password and withdrawals. */
import type { Generated } from 'kysely';

/** A bank a withdrawal card may be from (014). */
export interface WithdrawBankTable {
  code: string;
  name: string;
  sort: number;
}

/** A member's bank card for withdrawals: the number whole here, masked in every answer. */
export interface BankCardTable {
  id: Generated<number>;
  member_id: number;
  bank_code: string;
  holder_name: string;
  card_number: string;
  is_default: number;
  created_at: string;
  deleted_at: string | null;
}

/** A member's payment password (scrypt) and its wrong-attempt throttle. */
export interface PaymentPasswordTable {
  member_id: number;
  password_hash: string;
  failed_attempts: number;
  locked_until: string | null;
  created_at: string;
}

/** A withdrawal request; its money is the ledger hold `hold_key`, posted or voided on decision. */
export interface WithdrawalTable {
  id: Generated<number>;
  member_id: number;
  amount_cents: number;
  bank_card_id: number;
  state: 'pending' | 'approved' | 'rejected';
  hold_key: string;
  created_at: string;
  decided_at: string | null;
  note: string | null;
  /** 025: what a bonus locked when the request held its money (the ledger check reads it). */
  locked_cents: Generated<number>;
}

/** A way to deposit the operator offers (server/seed/deposits.ts). */
export interface DepositMethodTable {
  code: string;
  kind: 'gateway' | 'bank' | 'manual' | 'ewallet';
  name: string;
  min_cents: number;
  max_cents: number;
  /** JSON array of amounts in units. */
  quick_amounts: string;
  sort: number;
  enabled: number;
  payee: string | null;
  bank_name: string | null;
  account_no: string | null;
}

/** A member's deposit; its money is the ledger's transfers `deposit:<id>` and `deposit-bonus:<id>`. */
export interface DepositOrderTable {
  id: Generated<number>;
  member_id: number;
  method_code: string;
  amount_cents: number;
  promotion_id: number | null;
  bonus_cents: number;
  state: 'pending' | 'paid' | 'failed' | 'rejected' | 'expired';
  idempotency_key: string;
  gateway_token: string | null;
  receipt_upload_id: number | null;
  created_at: string;
  expires_at: string | null;
  decided_at: string | null;
  note: string;
}

/** A file a member uploaded (a manual deposit's receipt), checked by its magic bytes. */
export interface UploadTable {
  id: Generated<number>;
  member_id: number;
  purpose: string;
  mime: string;
  size: number;
  sha256: string;
  bytes: Uint8Array;
  created_at: string;
}
