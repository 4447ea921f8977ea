/**
 * Withdraw answers on the wire (SPEC §7 "bank cards, withdraw, withdraw report"), and the card
 * and payment-password rules the form and the server both apply. Amounts are currency units with
 * at most two decimals; the server keeps cents. DOM-free: server, worker and page import it.
 */

export interface WithdrawBank {
  code: string;
  name: string;
}

/** The operator's limits (settings key `withdraw`) and the banks a card may be from. */
export interface WithdrawSettings {
  /** Smallest and largest single withdrawal, in units. */
  min: number;
  max: number;
  /** How many bank cards a member may keep. */
  maxCards: number;
  /** Withdrawals a member may ask for per UTC day; null: no limit. */
  dailyCount: number | null;
  banks: WithdrawBank[];
}

/** A member's card: the number never travels whole, only its last four digits. */
export interface BankCard {
  id: number;
  bankCode: string;
  bankName: string;
  holderName: string;
  last4: string;
  isDefault: boolean;
  createdAt: string;
}

export interface BankCardList {
  list: BankCard[];
  maxCards: number;
}

export interface PaymentPasswordStatus {
  hasWithdrawalPassword: boolean;
  /** ISO time until which every payment password is refused (too many wrong ones); null when open. */
  lockedUntil: string | null;
}

export const WITHDRAWAL_STATES = ['pending', 'approved', 'rejected'] as const;
export type WithdrawalState = (typeof WITHDRAWAL_STATES)[number];

export interface Withdrawal {
  id: number;
  amount: number;
  state: WithdrawalState;
  bankCardId: number;
  bankName: string;
  last4: string;
  createdAt: string;
  decidedAt: string | null;
  note: string | null;
}

/** A withdrawal as the operator sees it: whose it is. */
export interface OperatorWithdrawal extends Withdrawal {
  account: string;
}

/** The answer to a withdrawal: the request and the member's money right after it. */
export interface WithdrawValue {
  withdrawal: Withdrawal;
  /** The wallet after the hold, in units. */
  balance: number;
  /** Every pending withdrawal together (the hold account), in units. */
  held: number;
}

export interface WithdrawReport {
  list: Withdrawal[];
  pageNo: number;
  pageSize: number;
  total: number;
  /** Sum of the member's pending withdrawals (all pages), in units. */
  held: number;
}

/** `payment_password_wrong` carries how many tries are left before the lock. */
export interface PaymentPasswordWrongValue {
  attemptsLeft: number;
}

/** `payment_password_locked` carries when the lock ends. */
export interface PaymentPasswordLockedValue {
  lockedUntil: string;
}

// ---------------------------------------------------------------- rules both sides apply

export const CARD_DIGITS = { min: 12, max: 19 } as const;
export const HOLDER_NAME_MAX = 64;
export const PAYMENT_PASSWORD_PATTERN = /^\d{6}$/;

/** Spaces and dashes people type between digit groups are not part of the number. */
export const normaliseCardNumber = (text: string) => text.replace(/[\s-]/g, '');

/** The Luhn checksum every bank card number carries. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export type CardNumberProblem = 'required' | 'digits' | 'length' | 'checksum';

/** What is wrong with a typed card number, or null when it may be a real card. */
export function cardNumberProblem(text: string): CardNumberProblem | null {
  const digits = normaliseCardNumber(text);
  if (!digits) return 'required';
  if (!/^\d+$/.test(digits)) return 'digits';
  if (digits.length < CARD_DIGITS.min || digits.length > CARD_DIGITS.max) return 'length';
  return luhnValid(digits) ? null : 'checksum';
}
