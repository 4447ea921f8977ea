/** Promotions: the list with tabs, read marks and joining (SPEC §2, §4). */
import { Hono } from 'hono';
import type { AppDeps } from '../deps';

export function promotionRoutes(_deps: AppDeps) {
  const app = new Hono();
  return app;
}
