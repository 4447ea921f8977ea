/**
 * The live tables, the rank list and the popular games (src/api/endpoints/arena.ts): public reads
 * computed from bets at the time of asking, each answer stamped with its asOf.
 */
import { Hono } from 'hono';
import { ENDPOINTS } from '../../src/api/endpoints';
import { liveTables } from './live-tables';
import { popularGames } from './popular';
import { rankList } from './rank';
import type { AppDeps } from '../deps';
import { mount } from '../http/mount';

export function arenaRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono();

  mount(app, ENDPOINTS.liveTables, deps, async (_c, { query, ok }) => ok(await liveTables(db, query.vendor)));

  mount(app, ENDPOINTS.rankList, deps, async (_c, { query, ok }) => ok(await rankList(db, query.period, query.limit)));

  mount(app, ENDPOINTS.popularGames, deps, async (_c, { query, ok }) => ok(await popularGames(db, query.gameType, query.limit)));

  return app;
}
