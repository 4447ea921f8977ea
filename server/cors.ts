/**
 * Cross-origin access between this server's own loopback origins (SPEC §7 speed picker).
 *
 * The domain route lists `localhost:P` and `127.0.0.1:P` (system/domain-route.ts). Choosing the
 * other one from the picker makes the page's worker call a different origin, so:
 * - the API (the registry's envelope prefixes: /wps, /common, …) answers CORS (preflight included)
 *   for an Origin that is a loopback origin on the same port as the request — never for any other
 *   origin. Such an origin is this very server under its other name, so nothing is opened to
 *   anyone else;
 * - the Content-Security-Policy of the pages and scripts served on a loopback host adds those
 *   sibling origins to connect-src (the worker and the SW take their CSP from their own script
 *   responses, so the widened policy has to travel with every response, not only index.html).
 * A real deployment lists its other domains in its own policy; nothing here widens a public host.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { ENVELOPE_PREFIXES, underPrefix } from '../src/api/endpoints/constants';
import { isLoopbackName, ownDomains, splitHost } from './system/domain-route';

// Encryption carries a sealed body's key; Device says OTHERS from the standalone app (SPEC §7).
const ALLOWED_HEADERS = 'Accept, Authorization, Content-Type, Device, Encryption, Idempotency-Key, Merchant';
const ALLOWED_METHODS = 'GET, POST, PUT, DELETE, OPTIONS';
const PREFLIGHT_MAX_AGE = '600';

function requestUrl(c: Context): URL {
  return new URL(c.req.url);
}

/** Origins (scheme://host:port) of this server other than the one the request used. */
export function siblingOrigins(url: URL): string[] {
  if (!isLoopbackName(url.hostname)) return [];
  return ownDomains(url.host)
    .filter((host) => host !== url.host)
    .map((host) => `${url.protocol}//${host}`);
}

/** The request's Origin when it is one of this server's sibling loopback origins. */
export function allowedOrigin(url: URL, origin: string | undefined): string | undefined {
  if (!origin) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return undefined;
  }
  if (!isLoopbackName(splitHost(parsed.host).hostname)) return undefined;
  return siblingOrigins(url).includes(parsed.origin) ? parsed.origin : undefined;
}

function widenConnectSrc(policy: string, origins: string[]): string {
  if (!origins.length) return policy;
  return policy
    .split(';')
    .map((directive) => {
      const trimmed = directive.trim();
      return trimmed.startsWith('connect-src') ? `${trimmed} ${origins.join(' ')}` : trimmed;
    })
    .join('; ');
}

export const loopbackCrossOrigin = (): MiddlewareHandler => async (c, next) => {
  const url = requestUrl(c);
  const isApi = underPrefix(url.pathname, ENVELOPE_PREFIXES);
  const origin = isApi ? allowedOrigin(url, c.req.header('Origin')) : undefined;

  if (origin && c.req.method === 'OPTIONS') {
    return new Response(null, {
      status: 204,
      headers: {
        'Access-Control-Allow-Origin': origin,
        'Access-Control-Allow-Methods': ALLOWED_METHODS,
        'Access-Control-Allow-Headers': ALLOWED_HEADERS,
        'Access-Control-Max-Age': PREFLIGHT_MAX_AGE,
        Vary: 'Origin',
      },
    });
  }

  await next();

  if (origin) {
    c.res.headers.set('Access-Control-Allow-Origin', origin);
    c.res.headers.append('Vary', 'Origin');
  }
  const policy = c.res.headers.get('Content-Security-Policy');
  const siblings = siblingOrigins(url);
  if (policy && siblings.length) c.res.headers.set('Content-Security-Policy', widenConnectSrc(policy, siblings));
};
