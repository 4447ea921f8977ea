/**
 * `records` area of the worker API: bet records and the reward centre (SPEC §2 /m/gameRecord,
 * /m/rewardCenter). Reads go network first; offline the service worker answers the last copy it
 * kept (per-user entries). The sign-in is a plain call the server applies once per day; the
 * mission claim is a money call: online only, never queued, with the page's Idempotency-Key (the
 * same key again when an answer was lost). After a claim the header balance is read again.
 *
 * WARNING: answers cross to the page by structured clone, which drops an ApiError's code and
 * status; so failures come back as a value, not as a thrown error.
 */
import { ENDPOINTS, type QueryOf } from '../src/api/endpoints';

import type { BetRecordPage, MissionClaimValue, MissionList, SignInValue } from '../src/api/records-wire';
import { memberCall, type CallResult } from './call-result';

import { client } from './context';

import { member } from './member';

export type BetRecordQuery = QueryOf<typeof ENDPOINTS.betRecords>;

export const records = {
  bets(query: BetRecordQuery): Promise<CallResult<BetRecordPage>> {
    return memberCall(() => client.call(ENDPOINTS.betRecords, { query, cache: 'no-cache' }));
  },

  missions(language: string): Promise<CallResult<MissionList>> {
    return memberCall(() => client.call(ENDPOINTS.missions, { query: { language }, cache: 'no-cache' }));
  },

  signIn(): Promise<CallResult<SignInValue>> {
    return memberCall(() => client.call(ENDPOINTS.missionSignIn, { body: {} }));
  },

  async claim(code: string, key: string): Promise<CallResult<MissionClaimValue>> {
    const result = await memberCall(() => client.call(ENDPOINTS.missionClaim, { body: { code }, headers: { 'Idempotency-Key': key } }));
    // The header's balance after money moved; a failure here must not undo the answer the member saw.
    if (result.ok) await member.refresh().catch(() => null);
    return result;
  },
};
