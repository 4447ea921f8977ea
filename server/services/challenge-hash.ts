/** Hashing of short codes (captcha, SMS): salted by the challenge id, compared in constant time. */
import { createHash, timingSafeEqual } from 'node:crypto';

export function hashCode(challengeId: string | number, code: string): string {
  return createHash('sha256').update(`${challengeId}:${code.trim()}`).digest('hex');
}

export function codeMatches(challengeId: string | number, code: string, storedHash: string): boolean {
  const actual = Buffer.from(hashCode(challengeId, code), 'hex');
  const expected = Buffer.from(storedHash, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
