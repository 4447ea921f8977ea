/** wps envelopes (SPEC §7): every /wps answer, success or failure, has this shape. */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { FailureEnvelope, SuccessEnvelope } from '../../src/api/wire';

export const ERROR_CODE = {
  invalidParameter: 'invalid_parameter',
  notFound: 'not_found',
  unknownMerchant: 'unknown_merchant',
  serverError: 'server_error',
  /** SPEC §8 "not logged in": no token, or one this server never issued. */
  notLoggedIn: 'not_logged_in',
  /** SPEC §8 "account logged out": the token expired or was revoked (logout). */
  accountLoggedOut: 'account_logged_out',
  /** SPEC §8 "user does not exist or disabled". */
  userNotFound: 'user_not_found',
} as const;

export function success<T>(c: Context, value: T) {
  const body: SuccessEnvelope<T> = { success: true, value };
  return c.json(body, 200);
}

/** `value`, when given, tells the client more (a failed login's `{ captcha: true }`, SPEC §8). */
export function failure(c: Context, status: ContentfulStatusCode, errorCode: string, message: string, value?: unknown) {
  const body: FailureEnvelope = value === undefined ? { success: false, errorCode, message } : { success: false, errorCode, message, value };
  return c.json(body, status);
}
