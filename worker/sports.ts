/**
 * `sports` area of the worker API: reads network first (the service worker's copy when offline);
 * money calls online only, each with the page's Idempotency-Key.
 *
 * Matches are shared (the odds a player last saw open offline, their `asOf` telling how old);
 * bets are the member's own. Placing a slip keeps a refusal's `value`: an `odds_changed` answer
 * carries the current prices the page asks the player to confirm.
 */
import { ENDPOINTS, type BodyOf } from '../src/api/endpoints';
import { ApiError } from '../src/api/errors';
import type { MatchList, OddsChangedValue, SportBetPage, SportBetResult } from '../src/api/sports-wire';
import { memberCall, publicCall, type CallResult } from './call-result';
import { client } from './context';
import { member } from './member';

export type MatchStatus = 'upcoming' | 'live' | 'finished';
export type BetListStatus = 'open' | 'settled';
export type PlaceBetInput = BodyOf<typeof ENDPOINTS.sportsPlaceBet>;

/** A placement's outcome: a refusal may carry the server's `value` (the current prices). */
export type PlaceBetResult = CallResult<SportBetResult> | (Extract<CallResult<SportBetResult>, { ok: false }> & { value: OddsChangedValue });

/** Placing waits for the ledger: longer than a read before the answer counts as lost. */
const MONEY_TIMEOUT_MS = 15_000;

const read = { cache: 'no-cache' } as const;

export const sports = {
  /** Public: a visitor sees the matches and prices too. */
  matches(status: MatchStatus): Promise<CallResult<MatchList>> {
    return publicCall(() => client.call(ENDPOINTS.sportsMatches, { ...read, query: { status } }));
  },

  bets(status: BetListStatus, pageNo = 1): Promise<CallResult<SportBetPage>> {
    return memberCall(() => client.call(ENDPOINTS.sportsBets, { ...read, query: { status, pageNo } }));
  },

  async placeBet(input: PlaceBetInput, key: string): Promise<PlaceBetResult> {
    let failure: unknown;
    const result = await memberCall(async () => {
      try {
        return await client.call(ENDPOINTS.sportsPlaceBet, { body: input, headers: { 'Idempotency-Key': key }, timeoutMs: MONEY_TIMEOUT_MS });
      } catch (error) {
        if (error instanceof ApiError) failure = error.value;
        throw error;
      }
    });
    // The header's balance after money moved; a failure here must not undo the answer the player saw.
    if (result.ok) await member.refresh().catch(() => null);
    if (!result.ok && failure !== undefined) return { ...result, value: failure as OddsChangedValue };
    return result;
  },
};
