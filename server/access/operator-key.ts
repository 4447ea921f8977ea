/**
 * The guard of the operator calls (registry access 'operator'): the server's OPERATOR_KEY in
 * `X-Operator-Key`, compared in constant time. A wrong or missing key is a 403 envelope that says
 * nothing about the key.
 *
 * Wrong keys are limited per address: each call takes a failure first (http/rate-limit.ts,
 * one transaction) and a right key gives it back, so an address past the limit is refused (429)
 * before its key is compared at all, and keys sent side by side cannot all slip under the limit.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { ERROR_CODE } from '../../src/api/error-codes';
import type { Db } from '../db/connection';
import { failure } from '../lib/envelope';
import { retryAfterSeconds } from '../account/account-result';
import { giveBack, take } from '../http/rate-limit';

export const OPERATOR_KEY_HEADER = 'X-Operator-Key';
export const OPERATOR_KEY_BUCKET = 'operator-key';
/** Wrong keys one address may send in the window before it is refused without a look at its key. */
export const OPERATOR_KEY_FAILURES_PER_ADDRESS = 20;
export const OPERATOR_KEY_WINDOW_MS = 15 * 60_000;

/** Equal-length digests, so the comparison takes the same time whatever was sent. */
const digest = (text: string) => createHash('sha256').update(text).digest();

export function requireOperator(key: string, db: Db, addressOf: (c: Context) => string): MiddlewareHandler {
  const expected = digest(key);
  return async (c, next) => {
    const rule = { bucket: OPERATOR_KEY_BUCKET, subject: addressOf(c), limit: OPERATOR_KEY_FAILURES_PER_ADDRESS, windowMs: OPERATOR_KEY_WINDOW_MS };
    const taken = await take(db, [rule]);
    if (!taken.ok) {
      c.header('Retry-After', retryAfterSeconds(taken.retryAfterMs));
      return failure(c, 429, ERROR_CODE.tooManyAttempts, 'Too many wrong operator keys from this address: try again later');
    }
    const sent = c.req.header(OPERATOR_KEY_HEADER) ?? '';
    if (!timingSafeEqual(digest(sent), expected)) {
      return failure(c, 403, ERROR_CODE.noPermission, 'Operator calls need the operator key');
    }
    await giveBack(db, taken.ids);
    await next();
  };
}
