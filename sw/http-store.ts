/**
 * The `http` table as the service worker uses it: read a stored answer, write one, free space when
 * the device is full, and drop a signed-out user's entries. The SW is the table's only writer
 * (DESIGN §3). Every call goes through withDb, because the browser may have closed the connection
 * while the SW slept.
 */
import { withDb } from '../src/db/db';
import { EVICT_FRACTION, evictOldestAnswers, isQuotaError } from '../src/db/storage-pressure';
import type { HttpRow } from '../src/db/rows';
import type { LobbyDb } from '../src/db/schema';

export { EVICT_FRACTION };

export async function readEntry(database: LobbyDb, key: string): Promise<HttpRow | undefined> {
  return withDb(() => database.http.get(key), database);
}

/**
 * Store (or replace) an answer. On QuotaExceededError, drop the oldest quarter of the table and
 * try once more: the cache is a convenience, so it gives way rather than fail the write.
 * Other errors, and a second quota error, propagate; callers decide not to let them break an answer.
 */
export async function writeEntry(database: LobbyDb, row: HttpRow): Promise<void> {
  try {
    await withDb(() => database.http.put(row), database);
  } catch (error) {
    if (!isQuotaError(error)) throw error;
    await evictOldest(database);
    await withDb(() => database.http.put(row), database);
  }
}

export async function deleteEntry(database: LobbyDb, key: string): Promise<void> {
  await withDb(() => database.http.delete(key), database);
}

/** Delete the least recently confirmed entries (by storedAt); returns how many went. */
export function evictOldest(database: LobbyDb, fraction = EVICT_FRACTION): Promise<number> {
  return evictOldestAnswers(database, fraction);
}

/** Drop every entry stored for one user (logout). '' is the shared cache and is never purged here. */
export async function purgeUser(database: LobbyDb, userKey: string): Promise<number> {
  if (!userKey) return 0;
  return withDb(() => database.http.where('userKey').equals(userKey).delete(), database);
}

export { isQuotaError };
