/**
 * The demo games (issue 5): the game page, its static assets, and its API — exchange the launch
 * token, read the balance, bet. API answers are wps envelopes; pages and assets are plain files.
 */
import { readFile } from 'node:fs/promises';
import { Hono, type Context } from 'hono';
import { etag } from 'hono/etag';
import { z } from 'zod';
import { PLAY_API } from '../../src/api/paths';
import type { AppDeps } from '../deps';
import type { Db } from '../db/connection';
import { validJson } from '../lib/body';
import { ERROR_CODE, failure, success } from '../lib/envelope';
import { renderMissingGame, renderPlayPage } from '../play/page';
import { validPicks } from '../play/outcomes';
import { BetError, placeBet, playableBalance } from '../services/bets';
import { TRIAL_TYPE } from '../services/members';
import { exchangeLaunch, launchedGame, PLAY_ERROR, requirePlayer, type PlayVariables } from '../services/play-sessions';

/** Stakes in currency units: 0.10 to 1,000.00, whole cents. */
export const MIN_STAKE = 0.1;
export const MAX_STAKE = 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

const SessionBody = z.object({ launch: z.string().min(1).max(200) });
const BetBody = z.object({
  stake: z
    .number()
    .min(MIN_STAKE, `must be at least ${MIN_STAKE}`)
    .max(MAX_STAKE, `must be at most ${MAX_STAKE}`)
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'must have at most 2 decimals'),
  roundId: z.string().regex(UUID, 'must be a UUID'),
  pick: z.string().max(16).optional(),
});

const ASSETS: Record<string, string> = {
  'play.js': 'text/javascript; charset=utf-8',
  'play.css': 'text/css; charset=utf-8',
  'symbols.svg': 'image/svg+xml; charset=utf-8',
};
const ASSET_DIR = new URL('../play/assets/', import.meta.url);

const gameRow = (db: Db, nodeId: number) => db.selectFrom('games').selectAll().where('node_id', '=', nodeId).executeTakeFirst();

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

export function playRoutes({ db }: AppDeps) {
  const app = new Hono<{ Variables: PlayVariables }>();
  const player = requirePlayer(db);

  app.get('/play/assets/:file', etag(), async (c) => {
    const file = c.req.param('file');
    const type = Object.hasOwn(ASSETS, file) ? ASSETS[file] : undefined;
    if (!type) return c.text('Not found', 404);
    c.header('Content-Type', type);
    // Versioned by ?v= in the page; revalidated anyway (cheap with the ETag) so a fix reaches players.
    c.header('Cache-Control', 'no-cache');
    return c.body(await readFile(new URL(file, ASSET_DIR), 'utf8'));
  });

  app.post(PLAY_API.session, validJson(SessionBody), async (c) => {
    c.header('Cache-Control', 'no-store');
    const exchanged = await exchangeLaunch(db, c.req.valid('json').launch);
    if (!exchanged) return failure(c, 401, PLAY_ERROR.launchInvalid, 'This game link was used or has expired: launch the game again');
    return success(c, { playToken: exchanged.playToken, nodeId: exchanged.nodeId });
  });

  app.get(PLAY_API.balance, player, async (c) => {
    c.header('Cache-Control', 'no-store');
    const member = c.get('player');
    return success(c, { balance: await playableBalance(db, member), trial: member.type === TRIAL_TYPE, nodeId: c.get('playNodeId') });
  });

  app.post(PLAY_API.bet, player, validJson(BetBody), async (c) => {
    c.header('Cache-Control', 'no-store');
    const { stake, roundId, pick } = c.req.valid('json');
    const game = await gameRow(db, c.get('playNodeId'));
    if (!game) return failure(c, 404, 'game_not_found', 'The game is no longer available');
    const picks = validPicks(game.category);
    if (picks.length && (pick === undefined || !picks.includes(pick))) {
      return failure(c, 400, ERROR_CODE.invalidParameter, `pick: must be one of ${picks.join(', ')}`);
    }
    try {
      const stakeCents = Math.round(stake * 100);
      const result = await placeBet(db, { member: c.get('player'), game, roundId: roundId.toLowerCase(), stakeCents, pick: picks.length ? pick : undefined });
      return success(c, result);
    } catch (error) {
      if (error instanceof BetError) return failure(c, error.status, error.code, error.message);
      throw error;
    }
  });

  app.all('/play/api/*', (c) => failure(c, 404, ERROR_CODE.notFound, `No such call: ${c.req.method} ${c.req.path}`));

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
