/**
 * THE endpoint registry (DESIGN §6 "The contract"): every call the server answers and the client
 * makes, by name. The server mounts its routes from it, the worker and the page call through it,
 * and the service worker's cache policy reads it. A new call is one entry in an area file here
 * and nowhere else; no other file spells a /wps/ path (ESLint stops one).
 */
import { accountEndpoints } from './account';
import { contentEndpoints } from './content';
import type { EndpointSpec } from './define';
import { devEndpoints } from './dev';
import { gameEndpoints } from './games';
import { memberEndpoints } from './member';
import { playEndpoints } from './play';
import { systemEndpoints } from './system';

export const ENDPOINTS = {
  ...systemEndpoints,
  ...gameEndpoints,
  ...contentEndpoints,
  ...memberEndpoints,
  ...accountEndpoints,
  ...playEndpoints,
  ...devEndpoints,
} as const;

export type Endpoints = typeof ENDPOINTS;
export type EndpointName = keyof Endpoints;

/**
 * The server's path prefixes: what is not the single-page app. The server answers envelopes (or
 * media, or the demo game pages) under them, the SW's navigation fallback leaves them alone, and
 * the dev server proxies them to the API.
 */
export const SERVER_PREFIXES = ['/wps', '/common', '/dev', '/play', '/media'] as const;

/** Prefixes whose unknown paths answer a wps 404 envelope rather than the app or a plain 404. */
export const ENVELOPE_PREFIXES = ['/wps', '/common', '/dev', '/play/api'] as const;

/** Where generated media lives on the reference server (icons, banners). */
export const MEDIA_PREFIX = '/media/';

export function underPrefix(path: string, prefixes: readonly string[]): boolean {
  return prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

const ALL: readonly EndpointSpec[] = Object.values(ENDPOINTS);

/** The GET entry whose path is exactly this one (no `:param` paths are cacheable). */
const GET_BY_PATH = new Map(ALL.filter((e) => e.method === 'GET').map((e) => [e.path, e] as const));

export function getEndpointFor(path: string): EndpointSpec | undefined {
  return GET_BY_PATH.get(path);
}

export * from './define';
export { CATEGORY_FILTERS, MAX_PAGE_SIZE, PAGE_SIZE, WINNER_LIMIT } from './games';
export { MAX_STAKE, MIN_STAKE } from './play';
export type { AppliedOp } from './dev';
export type { RegisterInput, SetPasswordInput } from './account';
