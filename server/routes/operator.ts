/** Operator calls (access 'operator'): reply in a chat, send a message, review an application. */
import { Hono } from 'hono';
import type { AppDeps } from '../deps';

export function operatorRoutes(_deps: AppDeps) {
  const app = new Hono();
  return app;
}
