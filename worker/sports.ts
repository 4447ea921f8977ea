/**
 * `sports` area of the worker API: reads network first (the service worker's copy when offline);
 * money calls online only, each with the page's Idempotency-Key.
 *
 * Matches are shared (the odds a player last saw open offline, their `asOf` telling how old);
 * bets are the member's own. Placing a slip keeps a refusal's `value`: an `odds_changed` answer
 * carries the current prices the page asks the player to confirm.
 */
import { ENDPOINTS, type BodyOf } from '../src/api/endpoints';
import type { MatchList, OddsChangedValue, SportBetPage, SportBetResult } from '../src/api/sports-wire';
import { memberCall, publicCall, type CallResult } from './call-result';
import { client } from './context';
import { member } from './member';

export type MatchStatus = 'upcoming' | 'live' | 'finished';
export type BetListStatus = 'open' | 'settled';
export type PlaceBetInput = BodyOf<typeof ENDPOINTS.sportsPlaceBet>;

/** A placement's outcome: a refusal may carry the server's `value` (the current prices). */
/** A refusal for moved odds carries the prices as they are now (the server's contract for odds_changed). */
type PlaceBetFailure = Omit<Extract<CallResult<SportBetResult>, { ok: false }>, 'value'> & { value?: OddsChangedValue };
export type PlaceBetResult = Extract<CallResult<SportBetResult>, { ok: true }> | PlaceBetFailure;

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
    const result = await memberCall(() => client.call(ENDPOINTS.sportsPlaceBet, { body: input, headers: { 'Idempotency-Key': key }, timeoutMs: MONEY_TIMEOUT_MS }));
    // The header's balance after money moved; a failure here must not undo the answer the player saw.
    if (result.ok) await member.refresh().catch(() => null);
    return result as PlaceBetResult;
  },
};
