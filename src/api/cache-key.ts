/**
 * Keys of the service worker's API cache (the `http` table). Pure and DOM-free: the SW computes
 * them to store answers, and the worker or page can compute the same ones (e.g. the user key, to
 * ask the SW to purge a signed-out user's entries).
 *
 * Two requests that must get the same answer must get the same key, so the key ignores parameter
 * order and cache-busting parameters. Two users must never share a per-user answer, so per-user
 * keys carry the user key as a prefix no shared key can start with (shared keys start with the
 * URL scheme, `http`).
 */

/**
 * Parameters that only defeat HTTP caches or measure timing (SPEC §7: the speed test adds a random
 * `speed`); they never change the answer, so they must not split the cache.
 */
export const VOLATILE_PARAMS: ReadonlySet<string> = new Set([
  'random',
  't',
  'timestamp',
  '_',
  'speed',
  '_t',
  'nonce',
  'cacheBust',
]);

/**
 * Parameters that carry a credential (SPEC §7: some calls send `token` in the query). Keys are
 * stored on the device and broadcast to every context, so a secret must not end up in one; the
 * user it identifies is expressed by the `u:<userKey>|` prefix instead.
 */
export const CREDENTIAL_PARAMS: ReadonlySet<string> = new Set(['token']);

const USER_PREFIX = 'u:';
const USER_SEPARATOR = '|';

/**
 * The cache key of an absolute URL (a Request's `url`): origin + path + sorted, non-empty,
 * non-volatile query parameters; the fragment is dropped. With a `userKey` the key is per user.
 */
export function normaliseCacheKey(url: string | URL, userKey = ''): string {
  const parsed = new URL(String(url));
  const kept: [string, string][] = [];
  for (const [name, value] of parsed.searchParams) {
    if (value === '' || VOLATILE_PARAMS.has(name) || CREDENTIAL_PARAMS.has(name)) continue;
    kept.push([name, value]);
  }
  // Code-unit order, not localeCompare: the key must not depend on the context's locale.
  kept.sort(([an, av], [bn, bv]) => compare(an, bn) || compare(av, bv));
  const query = new URLSearchParams(kept).toString();
  const base = parsed.origin + parsed.pathname + (query ? `?${query}` : '');
  return userKey ? `${USER_PREFIX}${userKey}${USER_SEPARATOR}${base}` : base;
}

/** The user key a per-user cache key was made with; '' for a shared key. */
export function userKeyOfCacheKey(key: string): string {
  if (!key.startsWith(USER_PREFIX)) return '';
  const end = key.indexOf(USER_SEPARATOR);
  return end < 0 ? '' : key.slice(USER_PREFIX.length, end);
}

/**
 * A short, stable, non-reversible id for the holder of `token`: the first 16 hex characters of its
 * SHA-256. Every context derives the same value, so the worker can name the user whose SW entries
 * must go on logout without the SW ever storing the token. A `Bearer ` prefix is ignored so the
 * Authorization header and the bare token give the same key; an empty token gives '' (shared).
 */
export async function userKeyFromToken(token: string | null | undefined): Promise<string> {
  const bare = (token ?? '').trim().replace(/^Bearer\s+/i, '');
  if (!bare) return '';
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(bare));
  let hex = '';
  for (const byte of new Uint8Array(digest).subarray(0, 8)) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
