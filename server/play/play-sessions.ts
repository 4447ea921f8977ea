/**
 * Launch tokens and play sessions. The lobby's token never goes into a URL (URLs end up in
 * history, logs and referrers): launch hands out a one-time launch token for the /play URL, which
 * the game page exchanges once for a play token it keeps in memory. Only hashes are stored, as
 * for sessions. A play session lives as long as the lobby session that launched it.
 */
import { createMiddleware } from 'hono/factory';
import { ERROR_CODE } from '../../src/api/error-codes';
import type { Db } from '../db/connection';
import type { MemberRecord } from '../db/schema';
import { failure } from '../lib/envelope';
import { hashToken, newToken } from '../access/auth';

/** Long enough for a slow phone to load the game page, short enough that a leaked URL is stale. */
export const LAUNCH_TTL_MS = 5 * 60_000;
const PLAUSIBLE = /^[A-Za-z0-9_-]{16,128}$/;

export async function createLaunch(db: Db, memberId: number, sessionHash: string, nodeId: number, now = new Date()) {
  const token = newToken();
  await db
    .insertInto('play_sessions')
    .values({
      launch_hash: hashToken(token),
      play_hash: null,
      member_id: memberId,
      node_id: nodeId,
      session_hash: sessionHash,
      created_at: now.toISOString(),
      launch_expires_at: new Date(now.getTime() + LAUNCH_TTL_MS).toISOString(),
      exchanged_at: null,
    })
    .execute();
  return token;
}

/** Which game a launch token opens, without using it up (the page is branded before the exchange). */
export async function launchedGame(db: Db, launchToken: string): Promise<number | undefined> {
  if (!PLAUSIBLE.test(launchToken)) return undefined;
  const row = await db
    .selectFrom('play_sessions')
    .select('node_id')
    .where('launch_hash', '=', hashToken(launchToken))
    .executeTakeFirst();
  return row?.node_id;
}

/** The lobby session behind a play session must still be live (not revoked, not expired). */
function liveSessions(db: Db, now: Date) {
  return db
    .selectFrom('play_sessions')
    .innerJoin('sessions', 'sessions.token_hash', 'play_sessions.session_hash')
    .innerJoin('members', 'members.id', 'play_sessions.member_id')
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now.toISOString());
}

/**
 * Exchange a launch token for a play token: once only (the update matches only an unused,
 * unexpired token, so two racing exchanges cannot both win). Undefined when it cannot be used.
 */
export async function exchangeLaunch(db: Db, launchToken: string, now = new Date()) {
  if (!PLAUSIBLE.test(launchToken)) return undefined;
  const launchHash = hashToken(launchToken);
  const live = await liveSessions(db, now)
    .select(['play_sessions.id', 'play_sessions.node_id'])
    .where('play_sessions.launch_hash', '=', launchHash)
    .where('play_sessions.exchanged_at', 'is', null)
    .where('play_sessions.launch_expires_at', '>', now.toISOString())
    .executeTakeFirst();
  if (!live) return undefined;
  const playToken = newToken();
  const result = await db
    .updateTable('play_sessions')
    .set({ play_hash: hashToken(playToken), exchanged_at: now.toISOString() })
    .where('id', '=', live.id)
    .where('exchanged_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return undefined;
  return { playToken, nodeId: live.node_id };
}

export interface PlayVariables {
  player: MemberRecord;
  playNodeId: number;
}

/** Guards /play/api calls other than the exchange: `Authorization: Bearer <play token>`. */
export function requirePlayer(db: Db) {
  return createMiddleware<{ Variables: PlayVariables }>(async (c, next) => {
    const token = c.req.header('Authorization')?.trim().replace(/^Bearer\s+/i, '') ?? '';
    const row = PLAUSIBLE.test(token)
      ? await liveSessions(db, new Date())
          .selectAll('members')
          .select('play_sessions.node_id as play_node_id')
          .where('play_sessions.play_hash', '=', hashToken(token))
          .executeTakeFirst()
      : undefined;
    if (!row) {
      c.header('Cache-Control', 'no-store');
      return failure(c, 401, ERROR_CODE.playSessionInvalid, 'The game session has ended: launch the game again from the lobby');
    }
    const { play_node_id, ...member } = row;
    c.set('player', member);
    c.set('playNodeId', play_node_id);
    await next();
  });
}
