/**
 * Wire shapes of the deposit calls (SPEC §7 "deposit by bank, promo list, manual transfer,
 * gateway, accept promo, deposit report"). Amounts are currency units with at most 2 decimals.
 */

/** gateway and ewallet pay on the gateway's page; bank and manual wait for the operator. */
export type DepositMethodKind = 'gateway' | 'bank' | 'manual' | 'ewallet';

export const DEPOSIT_STATES = ['pending', 'paid', 'failed', 'rejected', 'expired'] as const;
export type DepositState = (typeof DEPOSIT_STATES)[number];

/** Where a bank or manual deposit is paid to. */
export interface DepositBankAccount {
  payee: string;
  bank: string;
  accountNo: string;
}

export interface DepositMethod {
  code: string;
  kind: DepositMethodKind;
  name: string;
  min: number;
  max: number;
  /** Four amounts the form offers as chips. */
  quickAmounts: number[];
  /** Bank and manual methods: the account to pay to; null for gateways. */
  bank: DepositBankAccount | null;
  /** Manual transfers need a receipt image (png or jpg, at most 5 MB). */
  needsReceipt: boolean;
}

export interface DepositMethods {
  list: DepositMethod[];
}

/** A promotion that adds a bonus to a deposit ("accept promo"). */
export interface DepositPromotion {
  id: number;
  title: string;
  /** Bonus as a percentage of the deposit, at most `bonusCap`. */
  bonusPercent: number;
  bonusCap: number;
}

export interface DepositPromotions {
  list: DepositPromotion[];
}

export interface DepositOrder {
  id: number;
  method: string;
  methodName: string;
  kind: DepositMethodKind;
  amount: number;
  /** The bonus the accepted promotion adds once the deposit is paid (0 without one). */
  bonus: number;
  promotionId: number | null;
  state: DepositState;
  createdAt: string;
  /** Gateway orders must be paid before this; null for bank and manual orders. */
  expiresAt: string | null;
  decidedAt: string | null;
  /** Gateway orders still pending: the page the member pays on. */
  payUrl: string | null;
  /** A receipt image was uploaded with the order. */
  hasReceipt: boolean;
  note: string;
}

export interface DepositReport {
  list: DepositOrder[];
  page: number;
  pageSize: number;
  total: number;
}

/** An order as the operator sees it: with the member's account. */
export interface OperatorDepositOrder extends DepositOrder {
  account: string;
  receiptId: number | null;
}

export interface OperatorDepositList {
  list: OperatorDepositOrder[];
}

/** The body a gateway posts to the callback, signed in X-Gateway-Signature. */
export interface GatewayCallbackBody {
  orderId: number;
  token: string;
  amount: number;
  status: 'success' | 'failed';
}

export interface GatewayCallbackValue {
  orderId: number;
  state: DepositState;
}
