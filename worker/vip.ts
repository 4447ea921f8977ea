/**
 * `vip` area of the worker API (SPEC §2 VIP benefits and rebate): the levels, the member's rank
 * progress, the rebate earned and the past claims are read network first (the service worker's
 * last copy answers offline); the claim is a money call — online only, never queued, with the
 * page's Idempotency-Key, the same key again when an answer was lost. After a claim the header
 * balance is read again.
 *
 * WARNING: answers cross to the page by structured clone, which drops an ApiError's code and
 * status; so failures come back as a value, not as a thrown error.
 */
import { ENDPOINTS } from '../src/api/endpoints';
import { ApiError, ERROR_CODE, type ErrorCode } from '../src/api/errors';
import type { RebateClaimValue, RebateHistory, RebateSummary, VipLevels, VipProgress } from '../src/api/vip-wire';
import { endLocalSession } from './account/local-session';
import { client, currentConfig } from './context';
import { member } from './member';

export type VipResult<T> =
  | { ok: true; value: T }
  /** `transient`: no definitive answer (offline, timeout, still in progress): retry with the same key. */
  | { ok: false; code: ErrorCode; transient: boolean };

async function attempt<T>(run: () => Promise<T>, needsSession = true): Promise<VipResult<T>> {
  const { token } = currentConfig();
  if (needsSession && !token) return { ok: false, code: ERROR_CODE.notLoggedIn, transient: false };
  try {
    return { ok: true, value: await run() };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 401 && token) await endLocalSession(token);
    return { ok: false, code: error.code, transient: error.transient || error.code === ERROR_CODE.opInProgress };
  }
}

export const vip = {
  levels(): Promise<VipResult<VipLevels>> {
    return attempt(() => client.call(ENDPOINTS.vipLevels, { cache: 'no-cache' }), false);
  },

  progress(): Promise<VipResult<VipProgress>> {
    return attempt(() => client.call(ENDPOINTS.vipProgress, { cache: 'no-cache' }));
  },

  rebateSummary(): Promise<VipResult<RebateSummary>> {
    return attempt(() => client.call(ENDPOINTS.rebateSummary, { cache: 'no-cache' }));
  },

  rebateHistory(page = 1, pageSize = 20): Promise<VipResult<RebateHistory>> {
    return attempt(() => client.call(ENDPOINTS.rebateHistory, { query: { page, pageSize }, cache: 'no-cache' }));
  },

  async claimRebate(key: string): Promise<VipResult<RebateClaimValue>> {
    const result = await attempt(() => client.call(ENDPOINTS.rebateClaim, { body: {}, headers: { 'Idempotency-Key': key } }));
    // The header's balance after money moved; a failure here must not undo the answer the member saw.
    if (result.ok) await member.refresh().catch(() => null);
    return result;
  },
};
