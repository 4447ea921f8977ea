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
import { ApiError, ERROR_CODE, type ErrorCode } from '../src/api/errors';
import type { BetRecordPage, MissionClaimValue, MissionList, SignInValue } from '../src/api/records-wire';
import { endLocalSession } from './account/local-session';
import { client, currentConfig } from './context';
import { member } from './member';

export type RecordsResult<T> =
  | { ok: true; value: T }
  /** `transient`: no definitive answer (offline, timeout, still in progress): retry with the same key. */
  | { ok: false; code: ErrorCode; transient: boolean };

export type BetRecordQuery = QueryOf<typeof ENDPOINTS.betRecords>;

async function attempt<T>(run: () => Promise<T>): Promise<RecordsResult<T>> {
  const { token } = currentConfig();
  if (!token) return { ok: false, code: ERROR_CODE.notLoggedIn, transient: false };
  try {
    return { ok: true, value: await run() };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 401) await endLocalSession(token);
    return { ok: false, code: error.code, transient: error.transient || error.code === ERROR_CODE.opInProgress };
  }
}

export const records = {
  bets(query: BetRecordQuery): Promise<RecordsResult<BetRecordPage>> {
    return attempt(() => client.call(ENDPOINTS.betRecords, { query, cache: 'no-cache' }));
  },

  missions(language: string): Promise<RecordsResult<MissionList>> {
    return attempt(() => client.call(ENDPOINTS.missions, { query: { language }, cache: 'no-cache' }));
  },

  signIn(): Promise<RecordsResult<SignInValue>> {
    return attempt(() => client.call(ENDPOINTS.missionSignIn, { body: {} }));
  },

  async claim(code: string, key: string): Promise<RecordsResult<MissionClaimValue>> {
    const result = await attempt(() => client.call(ENDPOINTS.missionClaim, { body: { code }, headers: { 'Idempotency-Key': key } }));
    // The header's balance after money moved; a failure here must not undo the answer the member saw.
    if (result.ok) await member.refresh().catch(() => null);
    return result;
  },
};
