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

import type { RebateClaimValue, RebateHistory, RebateSummary, VipLevels, VipProgress } from '../src/api/vip-wire';
import { memberCall, publicCall, type CallResult } from './call-result';

import { client } from './context';

import { member } from './member';

export const vip = {
  levels(): Promise<CallResult<VipLevels>> {
    return publicCall(() => client.call(ENDPOINTS.vipLevels, { cache: 'no-cache' }));
  },

  progress(): Promise<CallResult<VipProgress>> {
    return memberCall(() => client.call(ENDPOINTS.vipProgress, { cache: 'no-cache' }));
  },

  rebateSummary(): Promise<CallResult<RebateSummary>> {
    return memberCall(() => client.call(ENDPOINTS.rebateSummary, { cache: 'no-cache' }));
  },

  rebateHistory(page = 1, pageSize = 20): Promise<CallResult<RebateHistory>> {
    return memberCall(() => client.call(ENDPOINTS.rebateHistory, { query: { page, pageSize }, cache: 'no-cache' }));
  },

  async claimRebate(key: string): Promise<CallResult<RebateClaimValue>> {
    const result = await memberCall(() => client.call(ENDPOINTS.rebateClaim, { body: {}, headers: { 'Idempotency-Key': key } }));
    // The header's balance after money moved; a failure here must not undo the answer the member saw.
    if (result.ok) await member.refresh().catch(() => null);
    return result;
  },
};
