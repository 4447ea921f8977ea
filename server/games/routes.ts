/**
 * Game calls: vendors, the game list, hot games and the winner board. The first three are the
 * catalogue, the same for everyone: served from memory per catalogue version (./send-shared-answer.ts).
 * The winner board changes with every big win and is not versioned: tagged per answer only.
 */
import { Hono } from 'hono';
import { ENDPOINTS } from '../../src/api/endpoints';
import type { AppDeps } from '../deps';
import { hotGames, listGames } from './games';
import { vendorData } from './vendors';
import { topWinners } from './winners';
import { sendSharedAnswer } from '../http/send-shared-answer';
import { mount } from '../http/mount';
import { rejectUnknownMerchant } from '../http/caller';

export function gameRoutes(deps: AppDeps) {
  const { db, env } = deps;
  const app = new Hono();

  mount(app, ENDPOINTS.vendors, deps, async (c, { query }) => rejectUnknownMerchant(c, env, query.merchant) ?? sendSharedAnswer(c, db, {}, () => vendorData(db)));

  mount(app, ENDPOINTS.gameList, deps, async (c, { query }) => {
    const { merchant, pageNo, pageSize, ...filter } = query;
    // Keyed by the query without the merchant: it only decides whether to answer at all.
    return rejectUnknownMerchant(c, env, merchant) ?? sendSharedAnswer(c, db, { ...filter, pageNo, pageSize }, () => listGames(db, filter, { pageNo, pageSize }));
  });

  mount(app, ENDPOINTS.hotGames, deps, async (c, { query }) => {
    // isPlatform=2 asks for the platform-wide list, whatever merchant is named.
    const rejected = query.isPlatform === '2' ? undefined : rejectUnknownMerchant(c, env, query.merchantCode);
    return rejected ?? sendSharedAnswer(c, db, { gameType: query.gameType }, async () => ({ list: await hotGames(db, query.gameType) }));
  });

  mount(app, ENDPOINTS.winners, deps, async (_c, { query, ok }) => ok({ list: await topWinners(db, query.gameCategory, query.limitNum) }));

  return app;
}
