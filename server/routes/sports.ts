/**
 * The sportsbook's calls (src/api/endpoints/sports.ts) and its dev helper devSportsFinish.
 */
import { Hono } from 'hono';
import { ENDPOINTS } from '../../src/api/endpoints';
import type { AppDeps } from '../deps';
import { betPage, matchList } from '../sports/reads';
import { mount } from './mount';

export function sportsRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono();

  // Never a catalogue cache: the minute, the score and the prices move by the second.
  mount(app, ENDPOINTS.sportsMatches, deps, async (_c, { query, ok }) => ok(await matchList(db, query.status, new Date())));

  mount(app, ENDPOINTS.sportsBets, deps, async (c, { query, ok }) => ok(await betPage(db, c.var.member.id, query.status, query.pageNo, new Date())));

  return app;
}
