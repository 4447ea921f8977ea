/**
 * Which of the open streams' sessions have ended (signed out, expired, gone): a stream outlives
 * the request that checked its token, so the heartbeat asks again. One query per few hundred
 * streams, by the tokens' hashes (the sessions table's key), not one per stream.
 */
import type { Db } from '../db/connection';

/** Well under SQLite's and PostgreSQL's limits on bound parameters. */
const HASHES_PER_QUERY = 500;

export async function endedSessions(db: Db, tokenHashes: Iterable<string>, now = new Date()): Promise<Set<string>> {
  const asked = [...new Set(tokenHashes)];
  const ended = new Set(asked);
  for (let start = 0; start < asked.length; start += HASHES_PER_QUERY) {
    const live = await db
      .selectFrom('sessions')
      .select('token_hash')
      .where('token_hash', 'in', asked.slice(start, start + HASHES_PER_QUERY))
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now.toISOString())
      .execute();
    for (const { token_hash } of live) ended.delete(token_hash);
  }
  return ended;
}
