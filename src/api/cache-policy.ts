/**
 * Which requests the service worker may answer from the device (DESIGN §4), read off the
 * endpoint registry: each GET entry's cache class says it. Anything the registry does not list is
 * left to the network, which is the safe default. Pure and DOM-free.
 */
import { getEndpointFor, MEDIA_PREFIX } from './endpoints';

/**
 * - `api-shared`: the same answer for everyone on the device, stale-while-revalidate.
 * - `api-user`: stale-while-revalidate, keyed per user (never cached without a token).
 * - `media`: icons and banners, cache-first.
 * - `never`: the SW leaves it to the network (mutations, session, captcha, SMS, ping, unknown).
 */
export type RequestClass = 'api-shared' | 'api-user' | 'media' | 'never';

export interface ClassifyOptions {
  /** The request carries credentials (an Authorization header). A `token` query counts too. */
  authorised?: boolean;
}

export function classifyRequest(method: string, url: string | URL, options: ClassifyOptions = {}): RequestClass {
  if (method.toUpperCase() !== 'GET') return 'never';
  const parsed = new URL(String(url));
  const path = parsed.pathname;
  if (path.startsWith(MEDIA_PREFIX)) return 'media';
  const endpoint = getEndpointFor(path);
  if (!endpoint) return 'never';
  switch (endpoint.cache) {
    case 'shared':
      return 'api-shared';
    case 'per-user':
      return 'api-user';
    case 'shared-or-user': {
      const authorised = options.authorised || Boolean(parsed.searchParams.get('token'));
      return authorised ? 'api-user' : 'api-shared';
    }
    default:
      return 'never';
  }
}
