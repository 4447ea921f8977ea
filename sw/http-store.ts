/**
 * The `http` table as the service worker uses it: read a stored answer, write one, free space when
 * the device is full, and drop a signed-out user's entries. The SW is the table's only writer
 * (DESIGN §3). Every call goes through withDb, because the browser may have closed the connection
 * while the SW slept.
 */
import { withDb } from '../src/db/db';
import type { HttpRow } from '../src/db/rows';
import type { LobbyDb } from '../src/db/schema';

/** Share of the table dropped when a write hits the storage quota. */
export const EVICT_FRACTION = 0.25;

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
export async function evictOldest(database: LobbyDb, fraction = EVICT_FRACTION): Promise<number> {
  return withDb(async () => {
    const total = await database.http.count();
    if (total === 0) return 0;
    const count = Math.max(1, Math.ceil(total * fraction));
    const keys = await database.http.orderBy('storedAt').limit(count).primaryKeys();
    await database.http.bulkDelete(keys);
    return keys.length;
  }, database);
}

/** Drop every entry stored for one user (logout). '' is the shared cache and is never purged here. */
export async function purgeUser(database: LobbyDb, userKey: string): Promise<number> {
  if (!userKey) return 0;
  return withDb(() => database.http.where('userKey').equals(userKey).delete(), database);
}

/**
 * IndexedDB reports a full disk as a QuotaExceededError; Dexie may wrap it (`inner`), a bulk call
 * lists it per item (`failures`), and a transaction abort may carry it as `cause`.
 */
export function isQuotaError(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  const e = error as { name?: unknown; inner?: unknown; cause?: unknown; failures?: unknown };
  if (e.name === 'QuotaExceededError') return true;
  if (isQuotaError(e.inner, depth + 1) || isQuotaError(e.cause, depth + 1)) return true;
  const failures = Array.isArray(e.failures) ? e.failures : Object.values(e.failures ?? {});
  return failures.some((failure) => isQuotaError(failure, depth + 1));
}
