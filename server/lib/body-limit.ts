/**
 * How much of a request body the server reads. Checked on the bytes as they arrive (Hono's
 * bodyLimit reads the stream and stops at the limit), so a chunked body without a Content-Length
 * cannot fill the memory either: past the limit the answer is a 413 envelope and the rest of the
 * body is never read.
 * - each registry call: JSON, form and sealed bodies MAX_BODY_BYTES; multipart its own limit;
 * - any request at all (routes outside the registry, a GET with a body): the largest of those.
 */
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { EndpointSpec } from '../../src/api/endpoints';
import { ERROR_CODE, type ErrorCode } from '../../src/api/error-codes';
import { failure } from './envelope';
import { MAX_MULTIPART_BYTES } from './multipart';
import { MAX_SEALED_CHARS } from './open-body';

/** A JSON or form body of ours is a few KB; a sealed one at most MAX_SEALED_CHARS. */
export const MAX_BODY_BYTES = Math.max(64 * 1024, MAX_SEALED_CHARS);

export function bodyLimitOf(entry: Pick<EndpointSpec, 'encoding' | 'maxBodyBytes'>): number {
  return entry.encoding === 'multipart' ? (entry.maxBodyBytes ?? MAX_MULTIPART_BYTES) : MAX_BODY_BYTES;
}

export function limitBody(maxSize: number, code: ErrorCode = ERROR_CODE.payloadTooLarge): MiddlewareHandler {
  return bodyLimit({
    maxSize,
    onError: (c) => failure(c, 413, code, `A request body may be at most ${maxSize} bytes`),
  });
}

/** A call's own limit; a call that carries files says "upload too large", as its form words it. */
export function limitBodyOf(entry: Pick<EndpointSpec, 'encoding' | 'maxBodyBytes'>): MiddlewareHandler {
  return limitBody(bodyLimitOf(entry), entry.encoding === 'multipart' ? ERROR_CODE.uploadTooLarge : ERROR_CODE.payloadTooLarge);
}

/** The bound on every request: the largest body any call of the registry takes. */
export function anyBodyLimit(entries: readonly EndpointSpec[]): number {
  return Math.max(MAX_BODY_BYTES, MAX_MULTIPART_BYTES, ...entries.map(bodyLimitOf));
}
