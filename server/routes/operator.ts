/** Operator calls (access 'operator'): reply in a chat, send a message, review an application. */
import { Hono } from 'hono';
import type { AppDeps } from '../deps';
import { mountOperatorPromotions } from './operator-promotions';

export function operatorRoutes(deps: AppDeps) {
  const app = new Hono();
  mountOperatorPromotions(app, deps);
  return app;
}
