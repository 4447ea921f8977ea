/**
 * The demo games' API (server/play): exchange the launch token, read the balance, bet. wps
 * envelopes, mounted from the registry; the game page itself is in play-page.ts.
 */
import { Hono } from 'hono';
import { ENDPOINTS } from '../../src/api/endpoints';
import { ERROR_CODE } from '../../src/api/error-codes';
import { toCents } from '../../src/api/money';
import type { Db } from '../db/connection';
import type { AppDeps } from '../deps';
import { failure } from '../lib/envelope';
import { validPicks } from './outcomes';
import { BetError, placeBet, playableBalance } from '../records/bets';
import { TRIAL_TYPE } from '../member/members';
import { exchangeLaunch } from './play-sessions';
import { mount } from '../http/mount';

const gameRow = (db: Db, nodeId: number) => db.selectFrom('games').selectAll().where('node_id', '=', nodeId).executeTakeFirst();

export function playRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono();

  mount(app, ENDPOINTS.playSession, deps, async (c, { body, ok }) => {
    const exchanged = await exchangeLaunch(db, body.launch);
    if (!exchanged) return failure(c, 401, ERROR_CODE.launchInvalid, 'This game link was used or has expired: launch the game again');
    return ok({ playToken: exchanged.playToken, nodeId: exchanged.nodeId });
  });

  mount(app, ENDPOINTS.playBalance, deps, async (c, { ok }) => {
    const member = c.var.player;
    const game = await gameRow(db, c.var.playNodeId);
    if (!game) return failure(c, 404, ERROR_CODE.gameNotFound, 'The game is no longer available');
    return ok({ balance: await playableBalance(db, member, game), trial: member.type === TRIAL_TYPE, nodeId: c.var.playNodeId });
  });

  mount(app, ENDPOINTS.playBet, deps, async (c, { body: { stake, roundId, pick }, ok }) => {
    const game = await gameRow(db, c.var.playNodeId);
    if (!game) return failure(c, 404, ERROR_CODE.gameNotFound, 'The game is no longer available');
    const picks = validPicks(game.category);
    if (picks.length && (pick === undefined || !picks.includes(pick))) {
      return failure(c, 400, ERROR_CODE.invalidParameter, `pick: must be one of ${picks.join(', ')}`);
    }
    try {
      const stakeCents = toCents(stake);
      return ok(await placeBet(db, { member: c.var.player, game, roundId: roundId.toLowerCase(), stakeCents, pick: picks.length ? pick : undefined }));
    } catch (error) {
      if (error instanceof BetError) return failure(c, error.status, error.code, error.message);
      throw error;
    }
  });

  return app;
}
