/**
 * The signed-in user's favourites and recent games from Dexie, newest first. Apart from
 * game-query.ts because home's first chunk needs these and none of the list machinery.
 */
import { Dexie } from 'dexie';
import { db } from '../../db/db';
import type { GameRow } from '../../db/rows';

export async function byIds(ids: number[]): Promise<GameRow[]> {
  return (await db.games.bulkGet(ids)).filter((g): g is GameRow => g !== undefined);
}

export async function favouriteGames(userKey: string): Promise<GameRow[]> {
  if (!userKey) return [];
  const rows = await db.favourites
    .where('[userKey+addedAt]')
    .between([userKey, Dexie.minKey], [userKey, Dexie.maxKey])
    .reverse()
    .toArray();
  return byIds(rows.map((r) => r.nodeId));
}

export async function recentGames(userKey: string): Promise<GameRow[]> {
  if (!userKey) return [];
  const rows = await db.recent
    .where('[userKey+playedAt]')
    .between([userKey, Dexie.minKey], [userKey, Dexie.maxKey])
    .reverse()
    .toArray();
  return byIds(rows.map((r) => r.nodeId));
}

/** Node ids of the signed-in user's favourites (the hearts). */
export async function favouriteIdSet(userKey: string): Promise<Set<number>> {
  if (!userKey) return new Set();
  const keys = await db.favourites.where('userKey').equals(userKey).primaryKeys();
  return new Set(keys.map(([, nodeId]) => nodeId));
}
