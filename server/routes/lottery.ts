/**
 * The lottery's calls (src/api/endpoints/lottery.ts) and its dev helper devLotteryDraw.
 */
import { Hono } from 'hono';
import type { AppDeps } from '../deps';

export function lotteryRoutes(_deps: AppDeps) {
  const app = new Hono();
  return app;
}
