/**
 * A failed call as a typed value: its catalogue code (src/api/error-codes.ts), the message, the
 * HTTP status when there was one, and the envelope's `value` when the server said more (a failed
 * login's `{ captcha: true }`, SPEC §8), and how long to wait when a limit refused it (Retry-After).
 */
import { ERROR_CODE, toErrorCode, type ErrorCode } from './error-codes';

export { ERROR_CODE, type ErrorCode } from './error-codes';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: ErrorCode;
  constructor(
    code: ErrorCode | string,
    message: string,
    readonly status = 0,
    readonly value?: unknown,
    /** From a refusal's Retry-After header: how long the server asks to wait, in ms. */
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.code = toErrorCode(code);
  }

  /** Network-level failures are worth retrying; an answered 4xx is not. */
  get transient(): boolean {
    return (
      this.code === ERROR_CODE.offline ||
      this.code === ERROR_CODE.timeout ||
      this.status === 0 ||
      this.status >= 500
    );
  }
}

/**
 * No definitive answer came: it never reached the server (offline, timeout, a dropped line) or the
 * server did not decide (its own trouble, the same key still in progress). A money call may go
 * again with the same idempotency key; a read may simply be asked again. The one rule for it.
 */
export function isUnanswered(code: ErrorCode): boolean {
  return (
    code === ERROR_CODE.offline ||
    code === ERROR_CODE.timeout ||
    code === ERROR_CODE.badResponse ||
    code === ERROR_CODE.opInProgress ||
    code === ERROR_CODE.serverError
  );
}

/** The code of any thrown value: an ApiError's own, else `unknown`. */
export function errorCodeOf(error: unknown): ErrorCode {
  return error instanceof ApiError ? error.code : ERROR_CODE.unknown;
}
