/**
 * POST /wps/game/launch (SPEC §7 "launch game"): a member (trial guests too) gets the URL of the
 * game's demo page with a one-time launch token, and the game becomes one of their recent games.
 * A guest gets 401, and the client sends them to /m/login (SPEC §6).
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { GAME_LAUNCH } from '../../src/api/paths';
import type { LaunchValue } from '../../src/api/wire';
import type { AppDeps } from '../deps';
import { validJson } from '../lib/body';
import { failure, success } from '../lib/envelope';
import { requireMember, type AuthVariables } from '../services/auth';
import { addRecent } from '../services/personal';
import { createLaunch } from '../services/play-sessions';

const LaunchBody = z.object({ nodeId: z.number().int().positive().max(2 ** 31) });

export function launchRoutes({ db }: AppDeps) {
  const app = new Hono<{ Variables: AuthVariables }>();

  app.post(GAME_LAUNCH, requireMember(db), validJson(LaunchBody), async (c) => {
    // The answer holds a live token: no cache may keep it.
    c.header('Cache-Control', 'no-store');
    const { nodeId } = c.req.valid('json');
    const game = await db.selectFrom('games').select(['game_code', 'support_play']).where('node_id', '=', nodeId).executeTakeFirst();
    if (!game) return failure(c, 404, 'game_not_found', `No game ${nodeId}`);
    if (game.support_play !== 1) return failure(c, 400, 'game_unavailable', 'This game cannot be played');
    const member = c.get('member');
    const token = await createLaunch(db, member.id, c.get('tokenHash'), nodeId);
    await addRecent(db, member.id, nodeId);
    const value: LaunchValue = { url: `/play/${encodeURIComponent(game.game_code)}?launch=${token}` };
    return success(c, value);
  });

  return app;
}
