/**
 * The live tables, the rank list and the popular games (src/api/endpoints/arena.ts).
 */
import { Hono } from 'hono';
import type { AppDeps } from '../deps';

export function arenaRoutes(_deps: AppDeps) {
  const app = new Hono();
  return app;
}
