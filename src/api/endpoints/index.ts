/**
 * THE endpoint registry (DESIGN §6 "The contract"): every call the server answers and the client
 * makes, by name. The server mounts its routes from it, the worker and the page call through it,
 * and the service worker's cache policy reads it. A new call is one entry in an area file here
 * and nowhere else; no other file spells a /wps/ path (ESLint stops one).
 */
import { accountEndpoints } from './account';
import { agentEndpoints } from './agent';
import { arenaEndpoints } from './arena';
import { contentEndpoints } from './content';
import type { EndpointSpec } from './define';
import { depositEndpoints } from './deposit';
import { devEndpoints } from './dev';
import { gameEndpoints } from './games';
import { lotteryEndpoints } from './lottery';
import { memberEndpoints } from './member';
import { operatorEndpoints } from './operator';
import { playEndpoints } from './play';
import { supportEndpoints } from './support';
import { systemEndpoints } from './system';
import { walletEndpoints } from './wallet';
import { vipEndpoints } from './vip';
import { recordsEndpoints } from './records';
import { sportsEndpoints } from './sports';
import { profileEndpoints } from './profile';
import { withdrawEndpoints } from './withdraw';

export const ENDPOINTS = {
  ...systemEndpoints,
  ...gameEndpoints,
  ...contentEndpoints,
  ...supportEndpoints,
  ...memberEndpoints,
  ...accountEndpoints,
  ...walletEndpoints,
  ...depositEndpoints,
  ...withdrawEndpoints,
  ...vipEndpoints,
  ...recordsEndpoints,
  ...profileEndpoints,
  ...agentEndpoints,
  ...lotteryEndpoints,
  ...sportsEndpoints,
  ...arenaEndpoints,
  ...playEndpoints,
  ...devEndpoints,
  ...operatorEndpoints,
} as const;

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
