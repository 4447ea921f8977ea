/**
 * The sportsbook's calls (src/api/endpoints/sports.ts) and its dev helper devSportsFinish.
 */
import { Hono } from 'hono';
import type { AppDeps } from '../deps';

export function sportsRoutes(_deps: AppDeps) {
  const app = new Hono();
  return app;
}
