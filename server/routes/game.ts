/** /wps/game/*: vendors, the game list, hot games and the winner board. */
import { Hono } from 'hono';
import { z } from 'zod';
import { API, PAGE_SIZE, WINNER_LIMIT } from '../../src/api/paths';
import type { AppDeps } from '../deps';
import { success } from '../lib/envelope';
import { boolParam, codeParam, intParam, languageParam, textParam, validQuery } from '../lib/query';
import { CATEGORY_FILTERS } from '../services/categories';
import { hotGames, listGames } from '../services/games';
import { vendorData } from '../services/vendors';
import { topWinners } from '../services/winners';
import { rejectUnknownMerchant } from './request';

const MAX_PAGE_SIZE = 200;
// Far beyond any real catalogue, but keeps offset maths within safe integers.
const MAX_PAGE_NO = 1_000_000;

const category = z
  .string()
  .transform((v) => v.toUpperCase())
  .pipe(z.enum(CATEGORY_FILTERS, `must be one of ${CATEGORY_FILTERS.join(', ')}`))
  .optional();

const platform = z.enum(['html5'], "must be 'html5'").optional();

const VendorsQuery = z.object({ merchant: codeParam(), language: languageParam });

const GameListQuery = z.object({
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
});

const HotQuery = z.object({
  merchantCode: codeParam(),
  // isPlatform=2 asks for the platform-wide list instead of one merchant's.
  isPlatform: z.enum(['1', '2'], 'must be 1 or 2').optional(),
  language: languageParam,
  platform,
  gameType: category,
});

const WinnersQuery = z.object({
  gameCategory: category,
  language: languageParam,
  limitNum: intParam(1, WINNER_LIMIT).default(WINNER_LIMIT),
});

export function gameRoutes({ db, env }: AppDeps) {
  const app = new Hono();

  app.get(API.vendors, validQuery(VendorsQuery), async (c) => {
    const query = c.req.valid('query');
    return rejectUnknownMerchant(c, env, query.merchant) ?? success(c, await vendorData(db));
  });

  app.get(API.gameList, validQuery(GameListQuery), async (c) => {
    const { merchant, pageNo, pageSize, ...filter } = c.req.valid('query');
    return rejectUnknownMerchant(c, env, merchant) ?? success(c, await listGames(db, filter, { pageNo, pageSize }));
  });

  app.get(API.hotGames, validQuery(HotQuery), async (c) => {
    const query = c.req.valid('query');
    const rejected = query.isPlatform === '2' ? undefined : rejectUnknownMerchant(c, env, query.merchantCode);
    return rejected ?? success(c, { list: await hotGames(db, query.gameType) });
  });

  app.get(API.winners, validQuery(WinnersQuery), async (c) => {
    const query = c.req.valid('query');
    return success(c, { list: await topWinners(db, query.gameCategory, query.limitNum) });
  });

  return app;
}
