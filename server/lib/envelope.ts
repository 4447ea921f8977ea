/**
 * wps envelopes (SPEC §7): every /wps answer, success or failure, has this shape. Error codes come
 * from the one catalogue shared with the client (src/api/error-codes.ts), so the server cannot
 * answer a code the client does not know.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorCode } from '../../src/api/error-codes';
import type { FailureEnvelope, SuccessEnvelope } from '../../src/api/envelope';

/** The code of the failure each request answered, for the registry's check (server/http/mount.ts). */
const answered = new WeakMap<Context, ErrorCode>();

export const refusalAnswered = (c: Context): ErrorCode | undefined => answered.get(c);

export function success<T>(c: Context, value: T) {
  const body: SuccessEnvelope<T> = { success: true, value };
  return c.json(body, 200);
}

/** `value`, when given, tells the client more (a failed login's `{ captcha: true }`, SPEC §8). */
export function failure(c: Context, status: ContentfulStatusCode, errorCode: ErrorCode, message: string, value?: unknown) {
  answered.set(c, errorCode);
  const body: FailureEnvelope = value === undefined ? { success: false, errorCode, message } : { success: false, errorCode, message, value };
  return c.json(body, status);
}
