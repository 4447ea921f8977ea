/**
 * The registry's plain constants, free of zod, so page code in the first chunk can import them
 * without pulling a schema library along (the schemas load with the worker and lazy pages).
 */

/** Page sizes of SPEC §9. */
export const PAGE_SIZE = 36;
export const MAX_PAGE_SIZE = 200;
export const WINNER_LIMIT = 50;

/** Stakes of the demo games in currency units: 0.10 to 1,000.00, whole cents. */
export const MIN_STAKE = 0.1;
export const MAX_STAKE = 1000;

/**
 * The server's path prefixes: what is not the single-page app. The server answers envelopes (or
 * media, or the demo game pages) under them, the SW's navigation fallback leaves them alone, and
 * the dev server proxies them to the API.
 */
export const SERVER_PREFIXES = ['/wps', '/lgw', '/common', '/dev', '/operator', '/play', '/media', '/support', '/pay'] as const;

/** The customer-service pages this server serves (SPEC §3 customer service entries). */
export const SUPPORT_PREFIX = '/support';

/**
 * Pages of this site the app shows in its in-app frame (SPEC §2 OutterApp): the server lets this
 * origin frame them and nothing else; the app frames nothing else of its own origin.
 */
export const FRAMEABLE_PREFIXES = [SUPPORT_PREFIX] as const;

/** Prefixes whose unknown paths answer a wps 404 envelope rather than the app or a plain 404. */
export const ENVELOPE_PREFIXES = ['/wps', '/lgw', '/common', '/dev', '/operator', '/play/api'] as const;

/** Where generated media lives on the reference server (icons, banners). */
export const MEDIA_PREFIX = '/media/';

export function underPrefix(path: string, prefixes: readonly string[]): boolean {
  return prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
