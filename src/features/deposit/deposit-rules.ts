/**
 * The deposit page's pure rules: which template (SPEC §4 dep_func), the receipt checks the form
 * makes before sending (the server checks again, by the file's bytes), and the catalogue key of
 * each order state and error code.
 */
import type { DepositState } from '../../api/deposit-wire';
import { ERROR_CODE, type ErrorCode } from '../../api/error-codes';
import type { MessageKey } from '../../i18n';
import { moneyRefusalKey } from '../../ui/money-refusals';

/** SPEC §5: uploads are png or jpg, 5 MB each. */
export const MAX_RECEIPT_BYTES = 5 * 1024 * 1024;
const RECEIPT_TYPES = new Set(['image/png', 'image/jpeg']);
const RECEIPT_NAME = /\.(png|jpe?g)$/i;

export type ReceiptProblem = 'deposit_receipt_required' | 'deposit_receipt_type' | 'deposit_receipt_size';

export function receiptProblem(file: Pick<File, 'name' | 'type' | 'size'> | null): ReceiptProblem | null {
  if (!file) return 'deposit_receipt_required';
  if (!RECEIPT_TYPES.has(file.type) && !RECEIPT_NAME.test(file.name)) return 'deposit_receipt_type';
  if (file.size > MAX_RECEIPT_BYTES) return 'deposit_receipt_size';
  return null;
}

/** SPEC §4 "Templates": the new deposit template when the status says dep_func '1'. */
export function usesNewTemplate(status: unknown): boolean {
  const template = (status as { info?: { mobileTemplate?: Record<string, unknown> } } | null | undefined)?.info?.mobileTemplate;
  return template?.dep_func === '1';
}

export const STATE_KEYS: Record<DepositState, MessageKey> = {
  pending: 'deposit_state_pending',
  paid: 'deposit_state_paid',
  failed: 'deposit_state_failed',
  rejected: 'deposit_state_rejected',
  expired: 'deposit_state_expired',
};

const ERROR_KEYS: Partial<Record<ErrorCode, MessageKey>> = {
  [ERROR_CODE.offline]: 'money_needs_connection',
  [ERROR_CODE.amountOutOfRange]: 'deposit_error_amount',
  [ERROR_CODE.invalidParameter]: 'deposit_error_input',
  [ERROR_CODE.depositMethodUnavailable]: 'deposit_error_method',
  [ERROR_CODE.promotionNotFound]: 'deposit_error_promotion',
  [ERROR_CODE.trialNoMoney]: 'free_reject',
  [ERROR_CODE.uploadTooLarge]: 'deposit_receipt_size',
  [ERROR_CODE.uploadTypeNotAllowed]: 'deposit_receipt_type',
  [ERROR_CODE.depositOrderNotFound]: 'deposit_error_order',
};

export function depositErrorKey(code: ErrorCode): MessageKey {
  return ERROR_KEYS[code] ?? moneyRefusalKey(code) ?? 'unknown_error';
}

/** How often and how long the page asks after an order the gateway sent the member back with. */
export const POLL_EVERY_MS = 1500;
export const POLL_TIMES = 8;
