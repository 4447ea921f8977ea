/**
 * Firebase ID token verification (SPEC §3 login type 'firebase', SMS channel): RS256 JWTs checked
 * with node:crypto against the keys of a JWKS URL, issuer https://securetoken.google.com/<project>,
 * audience <project>. Off unless FIREBASE_JWKS_URL and FIREBASE_PROJECT_ID are both set.
 *
 * The JWKS is cached for 10 minutes and refetched early when a token names an unknown key (Google
 * rotates them); a fetch is bounded by a timeout so a dead URL cannot hang a login.
 */
import { createPublicKey, verify, type JsonWebKey, type KeyObject } from 'node:crypto';
import type { Env } from '../env';

const JWKS_TTL_MS = 10 * 60_000;
// Tokens naming unknown keys must not turn into one JWKS fetch each.
const MIN_REFETCH_MS = 30_000;
const FETCH_TIMEOUT_MS = 5_000;
const CLOCK_SKEW_S = 60;
const MAX_TOKEN_CHARS = 8_192;

export interface FirebaseIdentity {
  uid: string;
  /** E.164, when the user signed in by phone. */
  phoneNumber?: string;
}

export type FirebaseCheck =
  | { ok: true; identity: FirebaseIdentity }
  | { ok: false; reason: 'not_configured' | 'invalid' };

interface CachedKeys {
  url: string;
  fetchedAt: number;
  keys: Map<string, KeyObject>;
}
let cached: CachedKeys | undefined;

async function fetchKeys(url: string): Promise<Map<string, KeyObject>> {
  const res = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  if (!res.ok) throw new Error(`JWKS ${res.status}`);
  const body = (await res.json()) as { keys?: (JsonWebKey & { kid?: string })[] };
  const keys = new Map<string, KeyObject>();
  for (const jwk of body.keys ?? []) {
    if (jwk.kty !== 'RSA' || typeof jwk.kid !== 'string') continue;
    try {
      keys.set(jwk.kid, createPublicKey({ key: jwk, format: 'jwk' }));
    } catch {
      // One malformed key must not hide the others.
    }
  }
  return keys;
}

async function keyFor(url: string, kid: string, now: number): Promise<KeyObject | undefined> {
  const age = cached && cached.url === url ? now - cached.fetchedAt : Infinity;
  if (age >= JWKS_TTL_MS || (!cached?.keys.has(kid) && age >= MIN_REFETCH_MS)) {
    cached = { url, fetchedAt: now, keys: await fetchKeys(url) };
  }
  return cached?.keys.get(kid);
}

function decodePart(part: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

export function firebaseConfigured(env: Env): boolean {
  return Boolean(env.FIREBASE_JWKS_URL && env.FIREBASE_PROJECT_ID);
}

export async function verifyFirebaseToken(env: Env, token: string, now = Date.now()): Promise<FirebaseCheck> {
  const url = env.FIREBASE_JWKS_URL;
  const project = env.FIREBASE_PROJECT_ID;
  if (!url || !project) return { ok: false, reason: 'not_configured' };
  const parts = token.length <= MAX_TOKEN_CHARS ? token.split('.') : [];
  if (parts.length !== 3) return { ok: false, reason: 'invalid' };
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  const header = decodePart(headerPart);
  const claims = decodePart(payloadPart);
  // Only RS256: accepting the token's own choice of algorithm is the classic JWT hole.
  if (!header || !claims || header.alg !== 'RS256' || typeof header.kid !== 'string') return { ok: false, reason: 'invalid' };
  let key: KeyObject | undefined;
  try {
    key = await keyFor(url, header.kid, now);
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (!key) return { ok: false, reason: 'invalid' };
  const signed = Buffer.from(`${headerPart}.${payloadPart}`);
  if (!verify('sha256', signed, key, Buffer.from(signaturePart, 'base64url'))) return { ok: false, reason: 'invalid' };

  const nowS = Math.floor(now / 1000);
  const num = (name: string) => (typeof claims[name] === 'number' ? (claims[name] as number) : NaN);
  const valid =
    claims.iss === `https://securetoken.google.com/${project}` &&
    claims.aud === project &&
    typeof claims.sub === 'string' &&
    claims.sub.length > 0 &&
    claims.sub.length <= 128 &&
    num('exp') > nowS &&
    num('iat') <= nowS + CLOCK_SKEW_S &&
    (claims.auth_time === undefined || num('auth_time') <= nowS + CLOCK_SKEW_S);
  if (!valid) return { ok: false, reason: 'invalid' };
  const phone = typeof claims.phone_number === 'string' ? claims.phone_number : undefined;
  return { ok: true, identity: { uid: claims.sub as string, ...(phone ? { phoneNumber: phone } : {}) } };
}
