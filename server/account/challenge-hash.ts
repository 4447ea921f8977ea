/** Hashing of short codes (captcha, SMS): salted by the challenge id, compared in constant time. */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export function hashCode(challengeId: string | number, code: string): string {
  return createHash('sha256').update(`${challengeId}:${code.trim()}`).digest('hex');
}

export function codeMatches(challengeId: string | number, code: string, storedHash: string): boolean {
  const actual = Buffer.from(hashCode(challengeId, code), 'hex');
  const expected = Buffer.from(storedHash, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A captcha's or slider's id: 16 random bytes in base64url (createCaptcha, createSlider). */
export function newChallengeId(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * Whether the text could be a challenge id at all. Anything else names no challenge and is not
 * looked up: a stray NUL byte in it, say, is an error on Postgres rather than a miss.
 */
export function isChallengeId(id: string): boolean {
  return /^[A-Za-z0-9_-]{22}$/.test(id);
}
