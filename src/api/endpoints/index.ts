/**
 * THE endpoint registry (DESIGN §6 "The contract"): every call the server answers and the client
 * makes, by name. The server mounts its routes from it, the worker and the page call through it,
 * and the service worker's cache policy reads it. A new call is one entry in an area file here
 * and nowhere else (a new area file is listed in all.ts by `npm run areas`); no other file
 * spells a /wps/ path (ESLint stops one).
 */
import type { EndpointSpec } from './define';
import { ENDPOINTS } from './all';

export { ENDPOINTS };
export type Endpoints = typeof ENDPOINTS;
export type EndpointName = keyof Endpoints;

const ALL: readonly EndpointSpec[] = Object.values(ENDPOINTS);

/** The GET entry whose path is exactly this one (no `:param` paths are cacheable). */
const GET_BY_PATH = new Map(ALL.filter((e) => e.method === 'GET').map((e) => [e.path, e] as const));

export function getEndpointFor(path: string): EndpointSpec | undefined {
  return GET_BY_PATH.get(path);
}

export * from './define';
export * from './constants';
export { CATEGORY_FILTERS } from './games';
export type { AppliedOp } from './dev';
export type { ChangePasswordPayload, LoginPayload, RegisterInput, RegistrationPayload, SetPasswordInput, SetPasswordPayload, SmsRequest } from './account';
