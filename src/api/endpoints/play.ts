/**
 * The demo games' own API (server/play): the game page exchanges its launch token for a play
 * token, reads the balance and bets. Envelope answers like wps calls, never cached.
 */
import { z } from 'zod';
import { hasWholeCents, WHOLE_CENTS_MESSAGE } from '../money';
import type { BetResult, PlayBalance } from '../play-wire';
import { MAX_STAKE, MIN_STAKE } from './constants';
import { ERROR_CODE } from '../error-codes';
import { PUBLIC_ACTION } from './call-kinds';
import { endpoint } from './define';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export const playEndpoints = {
  playSession: endpoint<{ playToken: string; nodeId: number }>()({
    ...PUBLIC_ACTION,
    path: '/play/api/session',
    body: z.object({ launch: z.string().min(1).max(200) }),
    refusals: { [ERROR_CODE.launchInvalid]: 'unknown_error' },
  }),

  playBalance: endpoint<PlayBalance>()({ method: 'GET', path: '/play/api/balance', access: 'player', cache: 'never' }),

  /** The round id is the client's: a retried bet takes effect once. */
  playBet: endpoint<BetResult>()({
    method: 'POST',
    path: '/play/api/bet',
    access: 'player',
    cache: 'never',
    body: z.object({
      stake: z
        .number()
        .min(MIN_STAKE, `must be at least ${MIN_STAKE}`)
        .max(MAX_STAKE, `must be at most ${MAX_STAKE}`)
        .refine(hasWholeCents, WHOLE_CENTS_MESSAGE),
      roundId: z.string().regex(UUID, 'must be a UUID'),
      pick: z.string().max(16).optional(),
    }),
    encoding: 'json',
    refusals: {
      [ERROR_CODE.insufficientBalance]: 'unknown_error',
      [ERROR_CODE.roundIdReused]: 'unknown_error',
    },
  }),
};
