/** The live chat (flag CBS3): the member's conversation with the operator. */
import { Hono } from 'hono';
import type { AppDeps } from '../deps';

export function chatRoutes(_deps: AppDeps) {
  const app = new Hono();
  return app;
}
