/**
 * A success envelope serialised once and sent many times: its bytes, its strong ETag, and each
 * compressed form made the first time a client asks for it. Sent with If-None-Match honoured
 * (304, no body) and with the same headers the uncached path would give (server/compress.ts):
 * `Vary: Accept-Encoding`, and a weak tag on compressed bytes.
 */
import type { Context } from 'hono';
import type { SuccessEnvelope } from '../../src/api/envelope';
import { encode, MIN_COMPRESS_BYTES, negotiateCoding, type Coding } from '../compress';
import { matchesIfNoneMatch, strongEtag, weakEtag } from './etag';

export interface CachedAnswer {
  readonly bytes: Uint8Array;
  readonly etag: string;
  /** The bytes in a content coding, made once per coding. */
  encoded(coding: Coding): Promise<Uint8Array>;
}

export function cachedAnswer<T>(value: T): CachedAnswer {
  const envelope: SuccessEnvelope<T> = { success: true, value };
  // The same text c.json would send (JSON.stringify), so cached and uncached answers are equal.
  const bytes = new TextEncoder().encode(JSON.stringify(envelope));
  const codings = new Map<Coding, Promise<Uint8Array>>();
  return {
    bytes,
    etag: strongEtag(bytes),
    encoded(coding) {
      let made = codings.get(coding);
      if (!made) {
        made = encode(bytes, coding);
        codings.set(coding, made);
        made.catch(() => codings.delete(coding));
      }
      return made;
    },
  };
}

/** The answer for this request: 304 when the client holds it, else its bytes in the best coding. */
export async function sendCachedAnswer(c: Context, answer: CachedAnswer): Promise<Response> {
  const coding = answer.bytes.byteLength >= MIN_COMPRESS_BYTES ? negotiateCoding(c.req.header('Accept-Encoding')) : undefined;
  // server/compress.ts leaves an answer that names its coding alone, so this Vary is ours to set.
  c.header('Vary', 'Accept-Encoding', { append: true });
  c.header('ETag', coding ? weakEtag(answer.etag) : answer.etag);
  if (matchesIfNoneMatch(c.req.header('If-None-Match'), answer.etag)) return c.body(null, 304);
  const bytes = coding ? await answer.encoded(coding) : answer.bytes;
  c.header('Content-Type', 'application/json');
  c.header('Content-Length', String(bytes.byteLength));
  if (coding) c.header('Content-Encoding', coding);
  return c.body(bytes as Uint8Array<ArrayBuffer>, 200);
}
