/** Vip calls, mounted from the registry. */
import { Hono } from 'hono';
import type { AppDeps } from '../deps';

export function vipRoutes(deps: AppDeps) {
  void deps;
  return new Hono();
}
