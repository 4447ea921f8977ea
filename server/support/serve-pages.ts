/**
 * The customer-service pages under /support (server/support/pages.ts): not wps calls, plain HTML.
 * The lobby's OutterApp page shows them in a sandboxed frame; server/security.ts lets this origin
 * (only) frame them.
 */
import { Hono } from 'hono';
import type { AppDeps } from '../deps';
import { SUPPORT_PREFIX } from '../../src/api/endpoints/constants';
import { SUPPORT_PAGES } from './channels';
import { renderMissingSupportPage, renderSupportPage } from './pages';

export function supportPageRoutes(_deps: AppDeps) {
  const app = new Hono();

  app.get(`${SUPPORT_PREFIX}/:slug`, (c) => {
    // The browser says when it loads the page into a frame: then the frame's Back is the way out.
    const framed = c.req.header('Sec-Fetch-Dest') === 'iframe';
    c.header('Vary', 'Sec-Fetch-Dest');
    c.header('Cache-Control', 'no-cache');
    const page = SUPPORT_PAGES.find((p) => p.slug === c.req.param('slug'));
    if (!page) return c.html(renderMissingSupportPage(framed), 404);
    return c.html(renderSupportPage(page, framed));
  });

  app.all(SUPPORT_PREFIX, (c) => c.html(renderMissingSupportPage(false), 404));
  app.all(`${SUPPORT_PREFIX}/*`, (c) => c.html(renderMissingSupportPage(c.req.header('Sec-Fetch-Dest') === 'iframe'), 404));

  return app;
}
