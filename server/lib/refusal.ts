/**
 * A service's "no", as the route answers it: the HTTP status, the error code (declared by the
 * call's registry entry), a message for people reading logs, and what else the client may use
 * (the current prices after a move, the attempts left). Services return it or, inside a
 * transaction that must roll back what it wrote, throw it as `Refused`.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorCode } from '../../src/api/error-codes';
import { failure } from './envelope';

export interface Refusal {
  status: ContentfulStatusCode;
  code: ErrorCode;
  message: string;
  value?: unknown;
}

/** Thrown inside a transaction so that it rolls back whatever it wrote; the caller catches it. */
export class Refused extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.message);
  }
}

/** The failure envelope of a refusal. */
export const answerRefusal = (c: Context, { status, code, message, value }: Refusal) => failure(c, status, code, message, value);
