/**
 * Entity tags for API answers (RFC 9110 §8.8.3, §13.1.2): a strong tag named by the answer's
 * bytes, and the If-None-Match test. Made from the bytes of each answer, so a tag says nothing but
 * "these exact bytes": two members' answers share a tag only when they are the same answer.
 */
import { createHash } from 'node:crypto';

/** `"…"`: 128 bits of SHA-256 over the bytes, base64url — far from any chance collision. */
export function strongEtag(bytes: string | Uint8Array): string {
  return `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 22)}"`;
}

/** The tag as the compressed answer carries it: other bytes of the same content (server/compress.ts). */
export function weakEtag(etag: string): string {
  return etag.startsWith('W/') ? etag : `W/${etag}`;
}

/**
 * Whether If-None-Match names this tag. The weak comparison, as §13.1.2 asks for this header: a
 * client holding the compressed answer's W/"x" is current when the plain answer's "x" is.
 */
export function matchesIfNoneMatch(header: string | null | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return header.split(',').some((tag) => opaque(tag) === wanted);
}
