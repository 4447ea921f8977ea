/** The member's inbox: pages of messages, read marks, delete and undo (SPEC §2 "Mail"). */
import { Hono } from 'hono';
import type { AppDeps } from '../deps';

export function inboxRoutes(_deps: AppDeps) {
  const app = new Hono();
  return app;
}
