/**
 * The guard of the operator calls (registry access 'operator'): the server's OPERATOR_KEY in
 * `X-Operator-Key`, compared in constant time. A wrong or missing key is a 403 envelope that says
 * nothing about the key.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { ERROR_CODE } from '../../src/api/error-codes';
import { failure } from '../lib/envelope';

export const OPERATOR_KEY_HEADER = 'X-Operator-Key';

/** Equal-length digests, so the comparison takes the same time whatever was sent. */
const digest = (text: string) => createHash('sha256').update(text).digest();

export function requireOperator(key: string): MiddlewareHandler {
  const expected = digest(key);
  return async (c, next) => {
    const sent = c.req.header(OPERATOR_KEY_HEADER) ?? '';
    if (!timingSafeEqual(digest(sent), expected)) {
      return failure(c, 403, ERROR_CODE.noPermission, 'Operator calls need the operator key');
    }
    await next();
  };
}
