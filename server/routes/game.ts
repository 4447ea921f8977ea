/** Game calls: vendors, the game list, hot games and the winner board. */
import { Hono } from 'hono';
import { ENDPOINTS } from '../../src/api/endpoints';
import type { AppDeps } from '../deps';
import { hotGames, listGames } from '../services/games';
import { vendorData } from '../services/vendors';
import { topWinners } from '../services/winners';
import { mount } from './mount';
import { rejectUnknownMerchant } from './request';

export function gameRoutes(deps: AppDeps) {
  const { db, env } = deps;
  const app = new Hono();

  mount(app, ENDPOINTS.vendors, deps, async (c, { query, ok }) => rejectUnknownMerchant(c, env, query.merchant) ?? ok(await vendorData(db)));

  mount(app, ENDPOINTS.gameList, deps, async (c, { query, ok }) => {
    const { merchant, pageNo, pageSize, ...filter } = query;
    return rejectUnknownMerchant(c, env, merchant) ?? ok(await listGames(db, filter, { pageNo, pageSize }));
  });

  mount(app, ENDPOINTS.hotGames, deps, async (c, { query, ok }) => {
    // isPlatform=2 asks for the platform-wide list, whatever merchant is named.
    const rejected = query.isPlatform === '2' ? undefined : rejectUnknownMerchant(c, env, query.merchantCode);
    return rejected ?? ok({ list: await hotGames(db, query.gameType) });
  });

  mount(app, ENDPOINTS.winners, deps, async (_c, { query, ok }) => ok({ list: await topWinners(db, query.gameCategory, query.limitNum) }));

  return app;
}
