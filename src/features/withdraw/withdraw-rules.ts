/**
 * The withdraw page's pure rules: which tab a query names, which text a refusal shows, and the
 * form checks the server repeats (so the member learns of a typo before sending anything).
 */
import type { ErrorCode } from '../../api/error-codes';
import { cardNumberProblem, PAYMENT_PASSWORD_PATTERN, type CardNumberProblem, type WithdrawalState } from '../../api/withdraw-wire';
import type { MessageKey } from '../../i18n';
import { refusalKey as refusalOf } from '../../ui/refusal';
import { withdrawEndpoints } from '../../api/endpoints/withdraw';

/** The withdraw page's calls (withdraw, cards, payment password), whose declared refusals it shows. */
const WITHDRAW_CALLS = Object.values(withdrawEndpoints);

export const WITHDRAW_TABS = ['form', 'cards', 'report'] as const;
export type WithdrawTab = (typeof WITHDRAW_TABS)[number];

export { isUnanswered } from '../../api/errors';



/** The catalogue text of a refusal; unknown ones get the general "did not work". */
export const refusalKey = (code: ErrorCode): MessageKey => refusalOf(WITHDRAW_CALLS, code, 'withdraw_failed');

export const STATE_KEYS: Record<WithdrawalState, MessageKey> = {
  pending: 'withdraw_state_pending',
  approved: 'withdraw_state_approved',
  rejected: 'withdraw_state_rejected',
};

export const CARD_PROBLEM_KEYS: Record<CardNumberProblem, MessageKey> = {
  required: 'withdraw_card_required',
  digits: 'withdraw_card_digits',
  length: 'withdraw_card_length',
  checksum: 'withdraw_card_checksum',
};

export interface CardForm {
  bankCode: string;
  holderName: string;
  cardNumber: string;
}

export type CardFormProblems = Partial<Record<keyof CardForm, MessageKey>>;

const HOLDER_NAME = /^[\p{L}\p{M}][\p{L}\p{M} .'-]*$/u;

export function checkCardForm(form: CardForm): CardFormProblems {
  const problems: CardFormProblems = {};
  if (!form.bankCode) problems.bankCode = 'withdraw_bank_required';
  const holder = form.holderName.trim();
  if (!holder) problems.holderName = 'withdraw_holder_required';
  else if (holder.length > 64 || !HOLDER_NAME.test(holder)) problems.holderName = 'withdraw_holder_format';
  const card = cardNumberProblem(form.cardNumber);
  if (card) problems.cardNumber = CARD_PROBLEM_KEYS[card];
  return problems;
}

export const pinProblem = (pin: string): MessageKey | null => (PAYMENT_PASSWORD_PATTERN.test(pin) ? null : 'withdraw_password_format');

/** Digits only, at most six: what a PIN field keeps of what was typed. */
export const pinInput = (text: string) => text.replace(/\D/g, '').slice(0, 6);
