/**
 * Launch (SPEC §7 "launch game"): a member (trial guests too) gets the URL of the game's demo page
 * with a one-time launch token, and the game becomes one of their recent games. A guest gets 401,
 * and the client sends them to /m/login (SPEC §6).
 */
import { Hono } from 'hono';
import { ENDPOINTS } from '../../src/api/endpoints';
import { ERROR_CODE } from '../../src/api/error-codes';
import type { AppDeps } from '../deps';
import { failure } from '../lib/envelope';
import { addRecent } from '../member/personal';
import { createLaunch } from '../play/play-sessions';
import { mount } from '../http/mount';

export function launchRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono();

  mount(app, ENDPOINTS.launch, deps, async (c, { body: { nodeId }, ok }) => {
    const game = await db.selectFrom('games').select(['game_code', 'support_play']).where('node_id', '=', nodeId).executeTakeFirst();
    if (!game) return failure(c, 404, ERROR_CODE.gameNotFound, `No game ${nodeId}`);
    if (game.support_play !== 1) return failure(c, 400, ERROR_CODE.gameUnavailable, 'This game cannot be played');
    const member = c.var.member;
    const token = await createLaunch(db, member.id, c.var.tokenHash, nodeId);
    await addRecent(db, member.id, nodeId);
    return ok({ url: `/play/${encodeURIComponent(game.game_code)}?launch=${token}` });
  });

  return app;
}
