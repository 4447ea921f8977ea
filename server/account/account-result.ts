/** What an account service answers: a value, or a failure the route turns into a wps envelope. */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorCode } from '../../src/api/error-codes';
import { failure } from '../lib/envelope';

export interface AccountFailure {
  ok: false;
  status: ContentfulStatusCode;
  code: ErrorCode;
  message: string;
  /** e.g. `{ captcha: true }` on a failed login (SPEC §8). */
  value?: unknown;
  /** A 429's wait, sent as Retry-After (whole seconds, at least 1). */
  retryAfterMs?: number;
}
export type AccountResult<T> = { ok: true; value: T } | AccountFailure;

export const ok = <T>(value: T): AccountResult<T> => ({ ok: true, value });

export function fail(status: ContentfulStatusCode, code: ErrorCode, message: string, value?: unknown): AccountFailure {
  return value === undefined ? { ok: false, status, code, message } : { ok: false, status, code, message, value };
}

/** The same failure, telling the client how long to wait. */
export const retryAfter = (failed: AccountFailure, ms: number): AccountFailure => ({ ...failed, retryAfterMs: ms });

/** Retry-After in whole seconds, rounded up so a client waiting that long finds room. */
export const retryAfterSeconds = (ms: number) => String(Math.max(1, Math.ceil(ms / 1000)));

/** The route's answer: the value through `ok` (typed by the registry entry), or the failure envelope. */
export function reply<T>(c: Context, result: AccountResult<T>, ok: (value: T) => Response) {
  if (result.ok) return ok(result.value);
  if (result.retryAfterMs !== undefined) c.header('Retry-After', retryAfterSeconds(result.retryAfterMs));
  return failure(c, result.status, result.code, result.message, result.value);
}
