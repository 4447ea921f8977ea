/** wps envelopes (SPEC §7): every /wps answer, success or failure, has this shape. */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { FailureEnvelope, SuccessEnvelope } from '../../src/api/wire';

export const ERROR_CODE = {
  invalidParameter: 'invalid_parameter',
  notFound: 'not_found',
  unknownMerchant: 'unknown_merchant',
  serverError: 'server_error',
} as const;

export function success<T>(c: Context, value: T) {
  const body: SuccessEnvelope<T> = { success: true, value };
  return c.json(body, 200);
}

export function failure(c: Context, status: ContentfulStatusCode, errorCode: string, message: string) {
  const body: FailureEnvelope = { success: false, errorCode, message };
  return c.json(body, status);
}
