/** Game calls (SPEC §7 "Games"): vendors, the game list, hot games, winners and launching. */
import { z } from 'zod';
import { GAME_CATEGORIES, type GameListValue, type ListValue, type VendorData, type WireGame, type Winner } from '../catalogue-wire';
import { type LaunchValue } from '../play-wire';
import { MAX_PAGE_SIZE, PAGE_SIZE, WINNER_LIMIT } from './constants';
import { ERROR_CODE } from '../error-codes';
import { PUBLIC_READ, MEMBER_ACTION } from './call-kinds';
import { endpoint } from './define';
import { boolParam, codeParam, intParam, languageParam, nodeIdValue, textParam } from './params';

// Far beyond any real catalogue, but keeps offset maths within safe integers.
const MAX_PAGE_NO = 1_000_000;

/** Every category a list may be filtered by; ALL is "no filter" on the winner board. */
export const CATEGORY_FILTERS = [...GAME_CATEGORIES, 'ALL'] as const;

const category = z
  .string()
  .transform((v) => v.toUpperCase())
  .pipe(z.enum(CATEGORY_FILTERS, `must be one of ${CATEGORY_FILTERS.join(', ')}`))
  .optional();

const platform = z.enum(['html5'], "must be 'html5'").optional();

export const gameEndpoints = {
  vendors: endpoint<VendorData>()({
    ...PUBLIC_READ,
    path: '/wps/game/vendors',
    query: z.object({ merchant: codeParam(), language: languageParam }),
  }),

  gameList: endpoint<GameListValue>()({
    ...PUBLIC_READ,
    path: '/wps/game/list',
    query: z.object({
      merchant: codeParam(),
      platform,
      gameName: textParam(100),
      gameType: category,
      pageNo: intParam(1, MAX_PAGE_NO).default(1),
      pageSize: intParam(1, MAX_PAGE_SIZE).default(PAGE_SIZE),
      vassalage: codeParam(),
      gameClassify: codeParam(),
      isNew: boolParam,
      language: languageParam,
    }),
  }),

  hotGames: endpoint<ListValue<WireGame>>()({
    ...PUBLIC_READ,
    path: '/wps/game/hot',
    query: z.object({
      merchantCode: codeParam(),
      // isPlatform=2 asks for the platform-wide list instead of one merchant's.
      isPlatform: z.enum(['1', '2'], 'must be 1 or 2').optional(),
      language: languageParam,
      platform,
      gameType: category,
    }),
  }),

  winners: endpoint<ListValue<Winner>>()({
    ...PUBLIC_READ,
    path: '/wps/game/winners',
    query: z.object({
      gameCategory: category,
      language: languageParam,
      limitNum: intParam(1, WINNER_LIMIT).default(WINNER_LIMIT),
    }),
  }),

  /**
   * SPEC §7 "launch game": the URL of the game's page with a one-time launch token. Online only,
   * like money: never queued, never cached (the answer holds a live token).
   */
  launch: endpoint<LaunchValue>()({
    ...MEMBER_ACTION,
    path: '/wps/game/launch',
    body: z.object({ nodeId: nodeIdValue }),
    refusals: { [ERROR_CODE.gameNotFound]: 'unknown_error' },
  }),
};
