/**
 * A signed-in member's favourites and recent games, from the server into the device tables.
 * The server's answer is not the whole truth while ops wait in the outbox: a heart tapped offline
 * must survive a refresh, so every write here MERGES with the user's unsent ops (DESIGN §3), read
 * in the same transaction as the write so a tap cannot slip in between.
 */
import { ENDPOINTS } from '../../src/api/endpoints';
import { ApiError, ERROR_CODE } from '../../src/api/errors';
import type { WireGame } from '../../src/api/catalogue-wire';
import { db, withDb } from '../../src/db/db';
import type { GameRow, OutboxOp } from '../../src/db/rows';
import { opsToMerge } from '../../src/outbox';
import { currentConfig } from '../context';
import { toGameRow } from '../../src/db/normalise';
import { isTrialUser } from '../trial';
import { ownedAnswer, ownedCall } from './owned';

/** SPEC §9: favourites come in pages of 36, 100 or 200 by screen. */
export type FavouritePageSize = 36 | 100 | 200;

type OpLike = OutboxOp;

/** The last unsent favourite op per game decides whether it is a favourite on this device. */
export function pendingFavouriteState(ops: readonly OpLike[]): Map<number, boolean> {
  const state = new Map<number, boolean>();
  for (const op of ops) {
    if (op.kind === 'favourite.add') state.set(op.payload.nodeId, true);
    if (op.kind === 'favourite.remove') state.set(op.payload.nodeId, false);
  }
  return state;
}

/**
 * The favourites the device should hold: the server's ids, plus games with an unsent add, minus
 * games with an unsent remove.
 */
export function mergeFavouriteIds(serverIds: readonly number[], ops: readonly OpLike[]): Set<number> {
  const merged = new Set(serverIds);
  for (const [nodeId, on] of pendingFavouriteState(ops)) {
    if (on) merged.add(nodeId);
    else merged.delete(nodeId);
  }
  return merged;
}

/** Games the answers carry go into the games table too, so the lists render offline. */
async function putGames(games: WireGame[]) {
  if (!games.length) return;
  const now = Date.now();
  const existing = await db.games.bulkGet(games.map((g) => g.nodeId));
  const rows: GameRow[] = games.map((g, i) => toGameRow(g, now, existing[i]?.hotRank ?? 0));
  await db.games.bulkPut(rows.map((row, i) => ({ ...row, sort: existing[i]?.sort ?? row.sort })));
}

function signedIn(): string {
  const { userKey, token } = currentConfig();
  if (!userKey || !token) throw new ApiError(ERROR_CODE.notLoggedIn, 'Favourites and recent games need a session');
  return userKey;
}

/**
 * Replace the device's favourite set with the server's ids, merged with unsent ops and those
 * sent since the ids were read (`asOf`: src/api/client.ts `Answer`; unknown merges every op kept).
 */
export async function applyFavouriteIds(userKey: string, serverIds: readonly number[], now = Date.now(), asOf?: number): Promise<number[]> {
  return withDb(() =>
    db.transaction('rw', db.favourites, db.outbox, db.sentOps, async () => {
      const ops = await opsToMerge(userKey, asOf);
      const wanted = mergeFavouriteIds(serverIds, ops);
      const local = await db.favourites.where('userKey').equals(userKey).toArray();
      const stale = local.filter((row) => !wanted.has(row.nodeId)).map((row) => [userKey, row.nodeId] as [string, number]);
      await db.favourites.bulkDelete(stale);
      const have = new Set(local.map((row) => row.nodeId));
      // Server order is newest first: earlier ids get later times so the device keeps that order.
      const order = [...wanted];
      await db.favourites.bulkPut(
        order.filter((id) => !have.has(id)).map((nodeId) => ({ userKey, nodeId, addedAt: now - order.indexOf(nodeId) })),
      );
      return order;
    }),
  );
}

/** Page 1 of recent replaces the device's list; later pages append. Unsent adds always stay. */
/**
 * Server rows carry no play time: they get times before any real one, in the server's order, so a
 * game played on this device since (a real time) stays on top, and pages line up across calls.
 */
const SERVER_ORDER_BASE = 1_000_000_000_000;

export async function applyRecentPage(userKey: string, games: readonly { nodeId: number }[], pageNo: number, pageSize: number) {
  return withDb(() =>
    db.transaction('rw', db.recent, db.outbox, db.sentOps, async () => {
      const unsent = new Set(
        (await opsToMerge(userKey)).flatMap((op) => (op.kind === 'recent.add' ? [op.payload.nodeId] : [])),
      );
      if (pageNo <= 1) {
        const keep = new Set([...games.map((g) => g.nodeId), ...unsent]);
        const local = await db.recent.where('userKey').equals(userKey).toArray();
        await db.recent.bulkDelete(local.filter((r) => !keep.has(r.nodeId)).map((r) => [userKey, r.nodeId] as [string, number]));
      }
      // Server order is most recent first; games played on the device but not yet sent stay on top.
      const offset = (pageNo - 1) * pageSize;
      await db.recent.bulkPut(
        games.filter((g) => !unsent.has(g.nodeId)).map((g, i) => ({ userKey, nodeId: g.nodeId, playedAt: SERVER_ORDER_BASE - offset - i })),
      );
    }),
  );
}

/** SPEC §6: a trial guest keeps no favourites; the server would refuse, so it is not asked. */
async function favouritesAllowed(): Promise<string> {
  const userKey = signedIn();
  if (await isTrialUser(userKey)) throw new ApiError(ERROR_CODE.noPermission, 'Trial accounts keep no favourites');
  return userKey;
}

export const personal = {
  /**
   * GET favourites/ids → the device's favourite set (merged with unsent hearts). `fresh`: from the
   * network, not the service worker's copy (another device changed them: the live channel said so).
   */
  async favouriteIds(options: { fresh?: boolean } = {}): Promise<number[]> {
    const userKey = await favouritesAllowed();
    const input = options.fresh ? { cache: 'no-cache' as const } : {};
    const { value, asOf } = await ownedAnswer(ENDPOINTS.favouriteIds, input, () => personal.favouriteIds());
    return applyFavouriteIds(userKey, value.list, Date.now(), asOf);
  },

  /** One page of favourite games (their rows, for offline lists), then the id set. */
  async favouritesPage(
    pageNo = 1,
    pageSize: FavouritePageSize = 36,
    filter: { gameType?: string; vendor?: string } = {},
  ): Promise<{ pageNum: number; totalPages: number; totalCount: number }> {
    await favouritesAllowed();
    const { language } = currentConfig();
    const query = { pageNo, pageSize, language, ...filter };
    const value = await ownedCall(ENDPOINTS.favourites, { query }, () => personal.favouritesPage(pageNo, pageSize, filter));
    await withDb(() => db.transaction('rw', db.games, () => putGames(value.content)));
    await personal.favouriteIds();
    return { pageNum: value.pageNum, totalPages: value.totalPages, totalCount: value.pageSize * value.totalPages };
  },

  /** One page of recent games: page 1 replaces, later pages append (SPEC §4). */
  async recentPage(page = 1, pageSize = 36): Promise<{ pageNum: number; totalPages: number }> {
    const userKey = signedIn();
    const { language } = currentConfig();
    const query = { page, pageSize, language, clientType: 2 };
    const value = await ownedCall(ENDPOINTS.recent, { query }, () => personal.recentPage(page, pageSize));
    await withDb(() => db.transaction('rw', db.games, () => putGames(value.list)));
    await applyRecentPage(userKey, value.list, page, pageSize);
    return { pageNum: page, totalPages: value.totalPages };
  },
};
