/** /common/…: the speed-test ping (SPEC §7 "Other"). Tiny, never cached, readable cross-origin. */
import { Hono } from 'hono';
import { API } from '../../src/api/paths';

export function commonRoutes() {
  const app = new Hono();
  app.get(API.ping, (c) => {
    c.header('Cache-Control', 'no-store');
    // The speed picker pings other domains of the operator too.
    c.header('Access-Control-Allow-Origin', '*');
    return c.json({ ok: true });
  });
  return app;
}
