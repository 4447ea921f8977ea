/** Profile calls, mounted from the registry. */
import { Hono } from 'hono';
import type { AppDeps } from '../deps';

export function profileRoutes(deps: AppDeps) {
  void deps;
  return new Hono();
}
