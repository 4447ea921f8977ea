/**
 * Withdraw calls (SPEC §7 "Agent, wallet, deposit, withdraw": bank cards, withdraw, withdraw
 * report; "security": hasWithdrawalPassword, paymentPassword, bankCard, withdrawBanks). Reads
 * are per-user, so the service worker keeps the last copy for offline. Only the withdrawal moves
 * money (`money: true`); cards and the payment password are idempotent by an optional key.
 * The card's own rules (digits, Luhn, the bank list) are the server's, answered
 * `bank_card_invalid`, so the schemas here only bound the text.
 */
import { z } from 'zod';
import { amountValue } from '../money';
import {
  WITHDRAWAL_STATES,
  type BankCard,
  type BankCardList,
  type OperatorWithdrawal,
  type PaymentPasswordStatus,
  type Withdrawal,
  type WithdrawReport,
  type WithdrawSettings,
  type WithdrawValue,
} from '../withdraw-wire';
import { ERROR_CODE } from '../error-codes';
import { MEMBER_READ, MEMBER_WRITE, MEMBER_ACTION, MONEY_CALL, OPERATOR_READ, OPERATOR_ACTION } from './call-kinds';
import { endpoint } from './define';
import { intParam, text } from './params';

const id = z.number().int().positive().max(2 ** 31 - 1);
const pin = z.string().max(32, 'must be at most 32 characters');
const account = text(64).min(1, 'is required');

export const withdrawEndpoints = {
  /** Limits, the card allowance and the banks a card may be from. */
  withdrawSettings: endpoint<WithdrawSettings>()({
    ...MEMBER_READ,
    path: '/wps/member/withdrawBanks',
  }),

  /** The member's cards, default first; numbers masked to their last four digits. */
  bankCards: endpoint<BankCardList>()({
    ...MEMBER_READ,
    path: '/wps/member/bankCard',
  }),

  /** Add a card; the first one becomes the default. */
  bankCardAdd: endpoint<BankCard>()({
    ...MEMBER_WRITE,
    path: '/wps/member/bankCard',
    refusesTrial: 'trial_no_money',
    body: z.object({ bankCode: z.string().max(16, 'must be at most 16 characters'), holderName: text(200), cardNumber: z.string().max(64) }),
    refusals: {
      [ERROR_CODE.bankCardDuplicate]: 'withdraw_card_duplicate',
      [ERROR_CODE.bankCardInvalid]: 'withdraw_card_invalid',
      [ERROR_CODE.bankCardLimit]: 'withdraw_cards_limit',
    },
  }),

  bankCardDefault: endpoint<BankCardList>()({
    ...MEMBER_WRITE,
    path: '/wps/member/bankCard/default',
    refusesTrial: 'trial_no_money',
    body: z.object({ id }),
    refusals: { [ERROR_CODE.bankCardNotFound]: 'withdraw_card_gone' },
  }),

  paymentPasswordStatus: endpoint<PaymentPasswordStatus>()({
    ...MEMBER_READ,
    path: '/wps/member/hasWithdrawalPassword',
  }),

  /** Set once (six digits); changing it is a support matter, not this call. */
  paymentPasswordSet: endpoint<PaymentPasswordStatus>()({
    ...MEMBER_ACTION,
    path: '/wps/member/paymentPassword',
    refusesTrial: 'trial_no_money',
    body: z.object({ password: pin, confirmPassword: pin }),
    refusals: {
      [ERROR_CODE.confirmationMismatch]: 'withdraw_password_mismatch',
      [ERROR_CODE.paymentPasswordAlreadySet]: 'withdraw_password_already_set',
    },
  }),

  /**
   * Ask for a withdrawal: the amount leaves the wallet into the member's hold at once and waits
   * for the operator. The ledger's hold key derives from the Idempotency-Key.
   */
  withdraw: endpoint<WithdrawValue>()({
    ...MONEY_CALL,
    path: '/wps/member/withdraw',
    refusesTrial: 'trial_no_money',
    body: z.object({ amount: amountValue, bankCardId: id, paymentPassword: pin }),
    secretFields: ['paymentPassword'],
    refusals: {
      [ERROR_CODE.amountOutOfRange]: 'withdraw_out_of_range',
      [ERROR_CODE.bankCardNotFound]: 'withdraw_card_gone',
      [ERROR_CODE.bonusLocked]: 'withdraw_failed',
      [ERROR_CODE.insufficientBalance]: 'withdraw_insufficient',
      [ERROR_CODE.paymentPasswordLocked]: 'withdraw_password_locked',
      [ERROR_CODE.paymentPasswordNotSet]: 'withdraw_password_not_set',
      [ERROR_CODE.paymentPasswordWrong]: 'withdraw_password_wrong',
      [ERROR_CODE.tooManyRequests]: 'withdraw_daily_limit',
    },
  }),

  /** The member's withdrawals, newest first. */
  withdrawReport: endpoint<WithdrawReport>()({
    ...MEMBER_READ,
    path: '/wps/member/withdraw/report',
    refreshOn: ['money'],
    query: z.object({
      pageNo: intParam(1, 1_000_000).default(1),
      pageSize: intParam(1, 100).default(20),
      state: z.enum(WITHDRAWAL_STATES).optional(),
    }),
  }),

  /** The operator's queue: pending first by default, or any state; optionally one member's. */
  operatorWithdrawals: endpoint<{ list: OperatorWithdrawal[] }>()({
    ...OPERATOR_READ,
    path: '/operator/withdrawals',
    query: z.object({ state: z.enum(WITHDRAWAL_STATES).optional(), account: account.optional() }),
  }),

  /** Approve (the hold is paid out) or reject (it returns to the wallet); once. */
  operatorWithdrawalDecide: endpoint<Withdrawal>()({
    ...OPERATOR_ACTION,
    path: '/operator/withdrawal/decide',
    body: z.object({ id, decision: z.enum(['approve', 'reject']), note: text(200).optional() }),
    refusals: {
      [ERROR_CODE.alreadyDecided]: 'unknown_error',
      [ERROR_CODE.withdrawalNotFound]: 'unknown_error',
    },
  }),
};
