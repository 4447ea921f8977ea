/**
 * How much of a request body the server reads. Counted on the bytes as they arrive, so a chunked
 * body without a Content-Length cannot fill the memory either: past the limit the answer is a 413
 * envelope, the stream is let go and the rest is never kept.
 * - each registry call: JSON, form and sealed bodies MAX_BODY_BYTES; multipart its own limit,
 *   read only once the call's access guard has let the caller in (http/mount.ts);
 * - any other request (routes outside the registry, a GET with a body): MAX_BODY_BYTES, so the
 *   upload calls' larger limit is never what a stranger can make every request buffer.
 */
import type { Context, MiddlewareHandler } from 'hono';
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
  const tooLarge = (c: Context) => failure(c, 413, code, `A request body may be at most ${maxSize} bytes`);
  return async (c, next) => {
    const stream = c.req.raw.body;
    if (!stream) return next();
    const declared = c.req.header('Content-Length');
    if (declared !== undefined && !c.req.header('Transfer-Encoding')) return Number(declared) > maxSize ? tooLarge(c) : next();
    const bytes = await readUpTo(stream, maxSize);
    if (!bytes) return tooLarge(c);
    // Built from its parts: a Request made from another whose body was read fails on some
    // implementations (Node's own, when @hono/node-server leaves the globals alone).
    const raw = c.req.raw;
    c.req.raw = new Request(raw.url, { method: raw.method, headers: raw.headers, body: bytes, signal: raw.signal });
    return next();
  };
}

/** The whole body when it is at most `maxSize` bytes; null as soon as it is more (the stream let go). */
async function readUpTo(stream: ReadableStream<Uint8Array>, maxSize: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > maxSize) {
      // Nothing more is queued for this body; the server drains the socket after the answer.
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return bytes;
}

/** A call's own limit; a call that carries files says "upload too large", as its form words it. */
export function limitBodyOf(entry: Pick<EndpointSpec, 'encoding' | 'maxBodyBytes'>): MiddlewareHandler {
  return limitBody(bodyLimitOf(entry), entry.encoding === 'multipart' ? ERROR_CODE.uploadTooLarge : ERROR_CODE.payloadTooLarge);
}

/**
 * The bound on every request, before any route: MAX_BODY_BYTES, except on the paths of calls that
 * take files, whose own limit applies inside the call once its access guard has passed.
 */
export function limitAnyBody(entries: readonly EndpointSpec[]): MiddlewareHandler {
  const uploadPaths = new Set(entries.filter((entry) => entry.encoding === 'multipart').map((entry) => entry.path));
  const everyOther = limitBody(MAX_BODY_BYTES);
  return (c, next) => (uploadPaths.has(c.req.path) ? next() : everyOther(c, next));
}
