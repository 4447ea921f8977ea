/**
 * The demo game page and its static assets: plain files, not wps calls. Mounted after the envelope
 * 404 of unknown API paths (app.ts), so /play/api/… never falls through to the page route.
 */
import { readFile } from 'node:fs/promises';
import { Hono, type Context } from 'hono';
import { etag } from 'hono/etag';
import type { Db } from '../db/connection';
import type { AppDeps } from '../deps';
import { renderMissingGame, renderPlayPage } from './page';
import { launchedGame } from './play-sessions';

const ASSETS: Record<string, string> = {
  'play.js': 'text/javascript; charset=utf-8',
  'play-scene.js': 'text/javascript; charset=utf-8',
  'play.css': 'text/css; charset=utf-8',
  'symbols.svg': 'image/svg+xml; charset=utf-8',
};
const ASSET_DIR = new URL('../play/assets/', import.meta.url);

async function pageGame(db: Db, gameCode: string, launch: string | undefined) {
  // The launch token names the exact game; the code alone is enough for a reload after the exchange.
  const nodeId = launch ? await launchedGame(db, launch) : undefined;
  let query = db
    .selectFrom('games')
    .innerJoin('vendors', 'vendors.code', 'games.vendor_code')
    .selectAll('games')
    .select('vendors.display_name as vendor_name');
  query = nodeId !== undefined ? query.where('games.node_id', '=', nodeId) : query.where('games.game_code', '=', gameCode);
  return query.orderBy('games.node_id').executeTakeFirst();
}

export function playPageRoutes({ db }: AppDeps) {
  const app = new Hono();

  app.get('/play/assets/:file', etag(), async (c) => {
    const file = c.req.param('file');
    const type = Object.hasOwn(ASSETS, file) ? ASSETS[file] : undefined;
    if (!type) return c.text('Not found', 404);
    c.header('Content-Type', type);
    // Versioned by ?v= in the page; revalidated anyway (cheap with the ETag) so a fix reaches players.
    c.header('Cache-Control', 'no-cache');
    return c.body(await readFile(new URL(file, ASSET_DIR), 'utf8'));
  });

  app.get('/play/:gameCode', async (c: Context) => {
    // The URL carries a live launch token: never store the page, never leak the URL onwards.
    c.header('Cache-Control', 'no-store');
    c.header('Referrer-Policy', 'same-origin');
    const code = c.req.param('gameCode') ?? '';
    const game = /^[A-Za-z0-9_.-]{1,64}$/.test(code) ? await pageGame(db, code, c.req.query('launch')) : undefined;
    if (!game) return c.html(renderMissingGame(), 404);
    return c.html(
      renderPlayPage({
        nodeId: game.node_id,
        gameCode: game.game_code,
        name: game.name,
        category: game.category,
        classify: game.classify,
        vendorName: game.vendor_name,
        iconUrl: game.icon_url,
      }),
    );
  });

  app.all('/play/*', (c) => c.text('Not found', 404));

  return app;
}
