/**
 * Sends a hot shared answer from this process's memory (server/games/catalogue-cache.ts):
 * made and serialised once per catalogue version and request, then sent as bytes with its ETag.
 * Only for answers that are the same for every caller of the same request — never a member's.
 */
import type { Context } from 'hono';
import type { Db } from '../db/connection';
import { cachedAnswer, sendCachedAnswer } from '../lib/cached-answer';
import { catalogueCache, requestKey } from '../games/catalogue-cache';

export async function sendSharedAnswer<T>(c: Context, db: Db, query: unknown, make: () => Promise<T>): Promise<Response> {
  const answer = await catalogueCache(db).remember(requestKey(c.req.path, query), async () => cachedAnswer(await make()));
  return sendCachedAnswer(c, answer);
}
