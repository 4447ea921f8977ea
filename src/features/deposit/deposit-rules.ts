/**
 * The deposit page's pure rules: which template (SPEC §4 dep_func), the receipt checks the form
 * makes before sending (the server checks again, by the file's bytes), and the catalogue key of
 * each order state and error code.
 */
import type { DepositState } from '../../api/deposit-wire';
import type { ErrorCode } from '../../api/error-codes';
import type { MessageKey } from '../../i18n';
import { refusalKey } from '../../ui/refusal';
import { depositEndpoints } from '../../api/endpoints/deposit';

/** The deposit page's calls, whose declared refusals it shows. */
const DEPOSIT_CALLS = Object.values(depositEndpoints);

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



export function depositErrorKey(code: ErrorCode): MessageKey {
  return refusalKey(DEPOSIT_CALLS, code, 'unknown_error');
}

/** How often and how long the page asks after an order the gateway sent the member back with. */
export const POLL_EVERY_MS = 1500;
export const POLL_TIMES = 8;
