/** Operator calls (access 'operator'): reply in a chat, send a message, review an application. */
import { Hono } from 'hono';
import type { AppDeps } from '../deps';
import { mountOperatorPromotions } from './promotion-routes';
import { mountOperatorSupport } from './support-routes';

export function operatorRoutes(deps: AppDeps) {
  const app = new Hono();
  mountOperatorSupport(app, deps);
  mountOperatorPromotions(app, deps);
  return app;
}
