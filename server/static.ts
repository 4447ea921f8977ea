/**
 * Serves the built PWA from DIST_DIR. Hashed /assets/ never change (cached for a year); the shell
 * files must be revalidated on every load or an installed app would never see a new release.
 * Any other GET is a client-side route and gets index.html (the SPA fallback).
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join, relative } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context, type MiddlewareHandler } from 'hono';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';
const OTHER_FILES = 'public, max-age=3600';
const SHELL_FILES = new Set(['/', '/sw.js', '/index.html', '/manifest.webmanifest']);

function cacheControlFor(path: string): string {
  if (path.startsWith('/assets/')) return IMMUTABLE;
  if (SHELL_FILES.has(path) || path.endsWith('.html')) return NO_CACHE;
  return OTHER_FILES;
}

/** A missing script or image must stay a 404: answering HTML would poison caches with a 200. */
function looksLikeFile(path: string): boolean {
  return path.startsWith('/assets/') || (extname(path) !== '' && extname(path) !== '.html');
}

export function staticRoutes(distDir: string) {
  const app = new Hono();
  const indexFile = join(distDir, 'index.html');

  // Created on first use: the app may be built after the server started, and serveStatic
  // complains on stderr about a missing root at creation time.
  let files: MiddlewareHandler | undefined;
  app.get('*', async (c, next) => {
    if (!existsSync(distDir)) return next();
    // serveStatic documents roots relative to the working directory only.
    files ??= serveStatic({ root: relative(process.cwd(), distDir) || '.' });
    const found = await files(c, next);
    // A Response means the file was served; otherwise the SPA fallback below already answered.
    if (found instanceof Response) found.headers.set('Cache-Control', cacheControlFor(c.req.path));
    return found;
  });

  app.get('*', async (c: Context) => {
    if (!existsSync(indexFile)) {
      c.header('Cache-Control', 'no-store');
      return c.text('The lobby app is not built yet: run `npm run build`, then reload.', 503);
    }
    if (looksLikeFile(c.req.path)) return c.text('Not found', 404);
    c.header('Cache-Control', NO_CACHE);
    return c.html(await readFile(indexFile, 'utf8'));
  });

  return app;
}
