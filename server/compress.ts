/**
 * Content-Encoding for everything the server sends (DESIGN §8: bytes count as a phone receives
 * them). Built files are compressed once, at build time (scripts/vite-compress.ts), and picked by
 * server/static.ts; everything generated per request — wps envelopes, /media SVGs, the SPA shell,
 * the demo game pages — is compressed here, by the outermost middleware, so whatever runs inside
 * (the idempotency store, ETags, CORS, error envelopes) only ever sees the plain body.
 *
 * Negotiation follows RFC 9110 §12.5.3: the best q wins, `q=0` refuses, `*` covers codings not
 * named, ties go to brotli; no header means identity. Brotli runs at a fast quality: the bodies
 * are small and made per request.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

export type Coding = 'br' | 'gzip';
/** Server preference among codings the client rates equally. */
export const CODINGS: readonly Coding[] = ['br', 'gzip'];

/**
 * Smaller answers go plain: they fit one packet with their headers either way. Media SVGs (about
 * 500-800 bytes, a page shows dozens) still halve, so the line sits under them.
 */
export const MIN_COMPRESS_BYTES = 512;
/** 5 over 4: about 10% smaller game lists for about 30 µs more each. */
const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats: JSON, JavaScript, CSS, HTML, SVG and other +xml/+json types. */
const COMPRESSIBLE_TYPE = /^\s*(?:text\/[^;\s]+|application\/(?:json|javascript|ecmascript|xml|manifest\+json)|[^;\s]+\+(?:json|xml|text))\s*(?:;|$)/i;
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const VARY_ACCEPT_ENCODING = /(?:^|,)\s*(?:accept-encoding|\*)\s*(?:,|$)/i;

export function compressibleType(contentType: string | null | undefined): boolean {
  // An event stream never ends: buffering it to compress would hold it forever.
  return !!contentType && COMPRESSIBLE_TYPE.test(contentType) && !/^\s*text\/event-stream/i.test(contentType);
}

/** Each coding the header names with its q (0 to 1); `x-gzip` counts as gzip. */
function parseAcceptEncoding(header: string): Map<string, number> {
  const rated = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const match = /^q\s*=\s*([0-9.]+)$/i.exec(param);
      if (match) q = Math.min(1, Math.max(0, Number(match[1]) || 0));
    }
    const coding = name.toLowerCase() === 'x-gzip' ? 'gzip' : name.toLowerCase();
    // A coding named twice keeps its best rating.
    rated.set(coding, Math.max(q, rated.get(coding) ?? 0));
  }
  return rated;
}

/**
 * The coding to send, among those available, for this Accept-Encoding; undefined means identity.
 */
export function negotiateCoding(acceptEncoding: string | null | undefined, available: readonly Coding[] = CODINGS): Coding | undefined {
  if (!acceptEncoding) return undefined;
  const rated = parseAcceptEncoding(acceptEncoding);
  const wildcard = rated.get('*');
  const qOf = (coding: string) => rated.get(coding) ?? wildcard ?? 0;
  let best: { coding: Coding; q: number } | undefined;
  for (const coding of CODINGS) {
    if (!available.includes(coding)) continue;
    const q = qOf(coding);
    if (q > 0 && (!best || q > best.q)) best = { coding, q };
  }
  if (!best) return undefined;
  // Identity is always acceptable but preferred only when rated (by name or by `*`) above the coding.
  const identity = rated.get('identity') ?? wildcard;
  return identity !== undefined && identity > best.q ? undefined : best.coding;
}

export async function encode(body: Uint8Array, coding: Coding): Promise<Uint8Array> {
  if (coding === 'gzip') return gzipAsync(body, { level: GZIP_LEVEL });
  return brotliAsync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
    },
  });
}

/** Adds Accept-Encoding to Vary (once; nothing to add after `Vary: *`). */
export function varyOnAcceptEncoding(headers: Headers): void {
  const current = headers.get('Vary');
  if (current && VARY_ACCEPT_ENCODING.test(current)) return;
  headers.set('Vary', current ? `${current}, Accept-Encoding` : 'Accept-Encoding');
}

/**
 * Compresses generated text answers of at least `threshold` bytes per Accept-Encoding. Register it
 * first (outermost). A response that already carries a Content-Encoding, or a Vary on
 * Accept-Encoding (its handler chose the representation — the precompressed build files), is left
 * alone; so are 204s, 206s, preflights and `Cache-Control: no-transform`. Below the threshold the
 * answer goes plain, still with the Vary (the same URL may answer more another time). HEAD gets the
 * headers GET would (Hono runs the GET handler and drops the body afterwards).
 */
export function compressAnswers(options: { threshold?: number } = {}): MiddlewareHandler {
  const threshold = options.threshold ?? MIN_COMPRESS_BYTES;
  return async function compressAnswers(c, next) {
    await next();
    const res = c.res;
    // Headers only until the body is needed: on @hono/node-server's lightweight Response, touching
    // the body builds a native one from the original init, and header changes made since (security
    // headers, CORS, Vary) would be lost — so they are copied before it is read.
    const headers = res.headers;
    if (res.status === 304) {
      // Stands for a 200 that varied on Accept-Encoding when its type was compressible.
      if (headers.has('ETag')) varyOnAcceptEncoding(headers);
      return;
    }
    if (
      c.req.method === 'OPTIONS' ||
      res.status === 204 ||
      res.status === 206 ||
      headers.has('Content-Encoding') ||
      VARY_ACCEPT_ENCODING.test(headers.get('Vary') ?? '') ||
      !compressibleType(headers.get('Content-Type')) ||
      NO_TRANSFORM.test(headers.get('Cache-Control') ?? '')
    ) {
      return;
    }
    const declared = headers.get('Content-Length');
    if (declared !== null && Number(declared) < threshold) return;

    varyOnAcceptEncoding(headers);
    const coding = negotiateCoding(c.req.header('Accept-Encoding'));
    if (!coding) return;

    const sent = new Headers(headers);
    const status = res.status;
    const plain = new Uint8Array(await res.arrayBuffer());
    let body: Uint8Array = plain;
    if (plain.byteLength >= threshold) {
      body = await encode(plain, coding);
      sent.set('Content-Encoding', coding);
      // A strong ETag names exact bytes; these are other bytes of the same content.
      const etag = sent.get('ETag');
      if (etag && !etag.startsWith('W/')) sent.set('ETag', `W/${etag}`);
    }
    sent.set('Content-Length', String(body.byteLength));
    // Replaced, not merged: Hono would copy the old response's (now stale) headers over these.
    c.res = undefined;
    // Buffer and Uint8Array are both valid bodies; Node's types name only some of them.
    c.res = new Response(body as unknown as ConstructorParameters<typeof Response>[0], { status, headers: sent });
  };
}
