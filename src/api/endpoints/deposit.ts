/**
 * Deposit calls (SPEC §7 "Agent, wallet, deposit, withdraw": deposit by bank, promo list, manual
 * transfer, gateway, accept promo, deposit report) and the operator's side of them. Creating an
 * order is a money call: it carries an Idempotency-Key, and a repeat answers the first order.
 */
import { z } from 'zod';
import type {
  DepositMethods,
  DepositOrder,
  DepositPromotions,
  DepositReport,
  GatewayCallbackValue,
  OperatorDepositList,
} from '../deposit-wire';
import { DEPOSIT_STATES } from '../deposit-wire';
import { amountValue } from '../money';
import { ERROR_CODE } from '../error-codes';
import { PUBLIC_ACTION, MEMBER_READ, MONEY_CALL, OPERATOR_READ, OPERATOR_ACTION } from './call-kinds';
import { endpoint } from './define';
import { intParam, languageParam, optionalText } from './params';

const methodCode = z.string().regex(/^[A-Za-z0-9_-]{1,32}$/, 'must be 1-32 letters, digits, _ or -');
const promotionId = z.number().int().positive().max(2 ** 31 - 1);
const orderId = z.number().int().positive().max(2 ** 31 - 1);

/** A multipart field is text: the same amount rules once it is a number. */
const amountText = z
  .string()
  .trim()
  .regex(/^\d+(\.\d+)?$/, 'must be a number')
  .transform(Number)
  .pipe(amountValue);
const idText = intParam(1, 2 ** 31 - 1);

/** A file part of a multipart body (the server checks its type and size itself). */
const filePart = z.custom<File>((value) => typeof File !== 'undefined' && value instanceof File, 'must be a file');

export const depositEndpoints = {
  /** The methods the operator configured, with limits, quick amounts and bank details. */
  depositMethods: endpoint<DepositMethods>()({
    ...MEMBER_READ,
    path: '/wps/deposit/methods',
    refusals: {
      [ERROR_CODE.invalidParameter]: 'deposit_error_input',
      [ERROR_CODE.offline]: 'money_needs_connection',
    },
  }),

  /** Promotions that add a bonus to a deposit (accept promo). */
  depositPromotions: endpoint<DepositPromotions>()({
    ...MEMBER_READ,
    path: '/wps/deposit/promotions',
    query: z.object({ language: languageParam }),
    refusals: {
      [ERROR_CODE.invalidParameter]: 'deposit_error_input',
      [ERROR_CODE.offline]: 'money_needs_connection',
    },
  }),

  /** A gateway order answers its payUrl; a bank order waits for the operator. */
  depositCreate: endpoint<DepositOrder>()({
    ...MONEY_CALL,
    path: '/wps/deposit/order',
    refusesTrial: 'trial_no_money',
    body: z.object({ method: methodCode, amount: amountValue, promotionId: promotionId.nullish() }),
    refusals: {
      [ERROR_CODE.amountOutOfRange]: 'deposit_error_amount',
      [ERROR_CODE.bonusNotEligible]: 'unknown_error',
      [ERROR_CODE.depositMethodUnavailable]: 'deposit_error_method',
      [ERROR_CODE.invalidParameter]: 'deposit_error_input',
      [ERROR_CODE.offline]: 'money_needs_connection',
      [ERROR_CODE.promotionNotFound]: 'deposit_error_promotion',
      [ERROR_CODE.trialNoMoney]: 'free_reject',
    },
  }),

  /** A manual transfer with its receipt image (png or jpg, at most 5 MB). */
  depositManual: endpoint<DepositOrder>()({
    method: 'POST',
    path: '/wps/deposit/manual',
    access: 'member',
    refusesTrial: 'trial_no_money',
    cache: 'never',
    money: true,
    body: z.object({ method: methodCode, amount: amountText, promotionId: idText.optional(), receipt: filePart }),
    encoding: 'multipart',
    refusals: {
      [ERROR_CODE.amountOutOfRange]: 'deposit_error_amount',
      [ERROR_CODE.depositMethodUnavailable]: 'deposit_error_method',
      [ERROR_CODE.invalidParameter]: 'deposit_error_input',
      [ERROR_CODE.offline]: 'money_needs_connection',
      [ERROR_CODE.trialNoMoney]: 'free_reject',
      [ERROR_CODE.uploadTooLarge]: 'deposit_receipt_size',
      [ERROR_CODE.uploadTypeNotAllowed]: 'deposit_receipt_type',
    },
  }),

  /** The member's orders, newest first. */
  depositReport: endpoint<DepositReport>()({
    ...MEMBER_READ,
    path: '/wps/deposit/report',
    refreshOn: ['money'],
    query: z.object({
      page: intParam(1, 1_000_000).default(1),
      pageSize: intParam(1, 100).default(20),
      state: z.enum(DEPOSIT_STATES).optional(),
    }),
    refusals: {
      [ERROR_CODE.invalidParameter]: 'deposit_error_input',
      [ERROR_CODE.offline]: 'money_needs_connection',
    },
  }),

  /** One of the member's orders (the page polls it after the gateway). */
  depositOrder: endpoint<DepositOrder>()({
    ...MEMBER_READ,
    path: '/wps/deposit/detail',
    refreshOn: ['money'],
    query: z.object({ id: idText }),
    refusals: {
      [ERROR_CODE.depositOrderNotFound]: 'deposit_error_order',
      [ERROR_CODE.invalidParameter]: 'deposit_error_input',
      [ERROR_CODE.offline]: 'money_needs_connection',
    },
  }),

  /**
   * The payment gateway's server-to-server callback, signed: X-Gateway-Signature is the hex
   * HMAC-SHA256 of the canonical JSON body with the gateway secret. Public: the signature is the
   * credential. Only this call credits a gateway deposit.
   */
  gatewayCallback: endpoint<GatewayCallbackValue>()({
    ...PUBLIC_ACTION,
    path: '/wps/deposit/gateway/callback',
    body: z.object({
      orderId,
      token: z.string().regex(/^[a-f0-9]{32}$/, 'must be 32 hex digits'),
      amount: amountValue,
      status: z.enum(['success', 'failed']),
    }),
    refusals: {
      [ERROR_CODE.alreadyDecided]: 'unknown_error',
      [ERROR_CODE.depositOrderExpired]: 'unknown_error',
      [ERROR_CODE.gatewaySignatureInvalid]: 'unknown_error',
      [ERROR_CODE.invalidParameter]: 'deposit_error_input',
      [ERROR_CODE.offline]: 'money_needs_connection',
    },
  }),

  operatorDeposits: endpoint<OperatorDepositList>()({
    ...OPERATOR_READ,
    path: '/operator/deposits',
    query: z.object({ state: z.enum(DEPOSIT_STATES).default('pending') }),
  }),

  /** Approve (credit once) or reject a bank or manual order. */
  operatorDepositDecide: endpoint<DepositOrder>()({
    ...OPERATOR_ACTION,
    path: '/operator/deposit/decide',
    body: z.object({ orderId, decision: z.enum(['approve', 'reject']), note: optionalText(200) }),
    refusals: { [ERROR_CODE.alreadyDecided]: 'unknown_error' },
  }),

  /** An uploaded receipt image, for the operator reviewing a manual order (bytes, not an envelope). */
  operatorUpload: endpoint<never>()({
    ...OPERATOR_READ,
    path: '/operator/upload',
    query: z.object({ id: idText }),
  }),
};
