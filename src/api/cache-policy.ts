/**
 * Which requests the service worker may answer from the device (DESIGN §4), and the messages it
 * exchanges about its cache. Pure and DOM-free: the SW routes by it, and the page and worker can
 * import the same names instead of repeating strings.
 */
import { API, MEDIA_PREFIX } from './paths';

/**
 * - `api-shared`: the same answer for everyone on the device, stale-while-revalidate.
 * - `api-user`: stale-while-revalidate, keyed per user (never cached without a token).
 * - `media`: icons and banners, cache-first.
 * - `never`: the SW leaves it to the network (mutations, session, captcha, SMS, ping, unknown).
 */
export type RequestClass = 'api-shared' | 'api-user' | 'media' | 'never';

/** Reads whose answer does not depend on who asks (catalogue, settings, content). */
export const SHARED_API_PATHS: ReadonlySet<string> = new Set([
  API.status,
  API.whitelabel,
  API.helpCenter,
  API.vendors,
  API.gameList,
  API.hotGames,
  API.winners,
]);
// API.domainRoute is left out on purpose: it feeds the server-speed picker, which is about what is
// reachable now; the worker keeps the last list in the `speed` table for offline display.

/**
 * Reads that are shared for a guest but carry per-user state once a token is sent (SPEC §7:
 * announcements take a token and answer with each item's `read` flag).
 */
export const USER_VARYING_API_PATHS: ReadonlySet<string> = new Set([API.announcements]);

/**
 * Reads that only make sense per user. Literals are paths paths.ts does not name yet; when it
 * does, replace them with the API.* entries (an unlisted path is simply never cached, which is safe).
 * The wallet and unread counts are left out on purpose: a stale balance or badge served first
 * would be wrong, and the worker keeps the last known values in the `member` table for offline.
 */
export const USER_API_PATHS: ReadonlySet<string> = new Set([
  API.memberInfo,
  '/wps/game/favourites',
  '/wps/game/favourites/ids',
  '/wps/game/recent',
]);

/**
 * Never cached even if a list above grew to match them: their answers are one-shot (captcha, SMS
 * codes), identity (session), or a measurement (ping, whose point is to hit the network).
 */
const NEVER_PATTERNS: readonly RegExp[] = [
  /^\/wps\/session(\/|$)/,
  /captcha/i,
  /\/sms(\/|$)/i,
  /\/verification(\/|$)/i,
  /\/ping\.json$/,
];

export interface ClassifyOptions {
  /** The request carries credentials (an Authorization header). A `token` query counts too. */
  authorised?: boolean;
}

export function classifyRequest(
  method: string,
  url: string | URL,
  options: ClassifyOptions = {},
): RequestClass {
  if (method.toUpperCase() !== 'GET') return 'never';
  const parsed = new URL(String(url));
  const path = parsed.pathname;
  if (NEVER_PATTERNS.some((pattern) => pattern.test(path))) return 'never';
  if (path.startsWith(MEDIA_PREFIX)) return 'media';
  if (USER_API_PATHS.has(path)) return 'api-user';
  if (USER_VARYING_API_PATHS.has(path)) {
    const authorised = options.authorised || Boolean(parsed.searchParams.get('token'));
    return authorised ? 'api-user' : 'api-shared';
  }
  if (SHARED_API_PATHS.has(path)) return 'api-shared';
  return 'never';
}

// ---------------------------------------------------------------- what the SW says and hears

/** The BroadcastChannel every context shares (DESIGN §3). */
export const LOBBY_CHANNEL = 'lobby';

/**
 * Posted by the SW on LOBBY_CHANNEL when a background revalidation stored a different answer.
 * `url` is the request URL as fetched; `key` the normalised cache key.
 */
export interface ApiUpdatedMessage {
  type: 'api-updated';
  key: string;
  url: string;
}

/**
 * Messages the SW accepts. SKIP_WAITING: the user accepted the update (workbox-window sends it).
 * PURGE_USER: the user with this key signed out; drop their cached answers. Post it to the SW
 * (it wakes the SW) or on LOBBY_CHANNEL (heard only while the SW is running).
 */
export type SwControlMessage = { type: 'SKIP_WAITING' } | { type: 'PURGE_USER'; userKey: string };
