/**
 * The sportsbook (SPEC §1 sports, §2 /m/sport-games and /m/in-play): simulated matches with live
 * scores and moving prices, and the member's bets. Matches are the same for everyone (`shared`:
 * the odds a player last saw open offline, marked stale by their `asOf`); bets are the member's.
 * Placing moves money: online only, never queued, one Idempotency-Key per attempt.
 */
import { z } from 'zod';
import { hasWholeCents, WHOLE_CENTS_MESSAGE } from '../money';
import { MAX_SINGLES, SPORT_SELECTIONS, SPORTS_STAKE, type MatchList, type SportBetPage, type SportBetResult } from '../sports-wire';
import { ERROR_CODE } from '../error-codes';
import { PUBLIC_READ, MEMBER_READ, MONEY_CALL } from './call-kinds';
import { endpoint } from './define';
import { intParam } from './params';

const matchId = z.number().int().positive().max(2 ** 31 - 1);

export const sportsEndpoints = {
  /** upcoming: scheduled, by kick-off; live: in play; finished: the latest results. */
  sportsMatches: endpoint<MatchList>()({
    ...PUBLIC_READ,
    path: '/wps/sports/matches',
    query: z.object({ status: z.enum(['upcoming', 'live', 'finished']).default('upcoming') }),
    refreshOn: ['matches'],
  }),

  /**
   * A slip: one accumulator over all legs, or one single per leg with the same stake. Each leg
   * carries the price the player saw; if any has moved the answer is 409 odds_changed with the
   * current prices, and nothing is placed until the player confirms them.
   */
  sportsPlaceBet: endpoint<SportBetResult>()({
    ...MONEY_CALL,
    path: '/wps/sports/bets',
    body: z.object({
      /** The sportsbook the slip was made in (a SPORTS game's code). */
      gameCode: z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/, 'must be a game code'),
      mode: z.enum(['single', 'accumulator']),
      stake: z
        .number()
        .min(SPORTS_STAKE.min, `must be at least ${SPORTS_STAKE.min}`)
        .max(SPORTS_STAKE.max, `must be at most ${SPORTS_STAKE.max}`)
        .refine(hasWholeCents, WHOLE_CENTS_MESSAGE),
      legs: z
        .array(z.object({ matchId, selection: z.enum(SPORT_SELECTIONS), price: z.number().min(1.01).max(1000) }))
        .min(1, 'must have at least 1 selection')
        .max(MAX_SINGLES, `must have at most ${MAX_SINGLES} selections`),
    }),
    refusesTrial: 'no_permission',
    refusals: {
      [ERROR_CODE.gameNotFound]: 'sports_error_game_not_found',
      [ERROR_CODE.insufficientBalance]: 'sports_error_insufficient_balance',
      [ERROR_CODE.invalidAccumulator]: 'sports_error_invalid_accumulator',
      [ERROR_CODE.invalidParameter]: 'sports_error_invalid_parameter',
      [ERROR_CODE.matchNotFound]: 'sports_error_match_not_found',
      [ERROR_CODE.matchNotOpen]: 'sports_error_match_not_open',
      [ERROR_CODE.noPermission]: 'sports_trial_register',
      [ERROR_CODE.notLoggedIn]: 'sports_sign_in_to_bet',
      [ERROR_CODE.oddsChanged]: 'sports_odds_changed',
      [ERROR_CODE.stakeOutOfRange]: 'sports_error_stake_out_of_range',
      [ERROR_CODE.trialNoMoney]: 'sports_trial_register',
    },
  }),

  /** The member's bets, newest first: open ones, or settled ones. */
  sportsBets: endpoint<SportBetPage>()({
    ...MEMBER_READ,
    path: '/wps/sports/bets',
    query: z.object({ status: z.enum(['open', 'settled']).default('open'), pageNo: intParam(1, 10_000).default(1) }),
    refusesTrial: 'no_permission',
  }),
};
