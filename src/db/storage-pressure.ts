/**
 * When the device is full. IndexedDB answers a write with QuotaExceededError; what gives way is
 * what can be fetched again — cached images first, then the oldest cached API answers — never the
 * outbox (unsent changes) nor the user's own rows. Then the write is tried once more.
 *
 * This is the one exception to "one writer per table": any context may DELETE from `http` to
 * save a write of its own; only the service worker ever puts rows there.
 */
import { STORES } from '../api/names';
import { db, withDb } from './db';
import type { LobbyDb } from './schema';

/** The service worker's image cache (sw/media.ts), shared here so any context can trim it. */
export const MEDIA_CACHE = STORES.mediaCache;
/** Share of each cache dropped per attempt. */
export const EVICT_FRACTION = 0.25;

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

/** Delete the least recently confirmed API answers (by storedAt); returns how many went. */
export async function evictOldestAnswers(database: LobbyDb = db, fraction = EVICT_FRACTION): Promise<number> {
  return withDb(async () => {
    const total = await database.http.count();
    if (total === 0) return 0;
    const count = Math.max(1, Math.ceil(total * fraction));
    const keys = await database.http.orderBy('storedAt').limit(count).primaryKeys();
    await database.http.bulkDelete(keys);
    return keys.length;
  }, database);
}

/** Delete the oldest cached images (Cache Storage keeps insertion order); returns how many went. */
/** The part of Cache Storage used here (structural: the server's Node build has no DOM types). */
interface MediaCaches {
  open(name: string): Promise<{ keys(): Promise<readonly unknown[]>; delete(request: never): Promise<boolean> }>;
}

export async function evictOldestImages(fraction = EVICT_FRACTION): Promise<number> {
  const caches = (globalThis as { caches?: MediaCaches }).caches;
  if (!caches) return 0;
  const cache = await caches.open(MEDIA_CACHE);
  const keys = await cache.keys();
  const victims = keys.slice(0, Math.ceil(keys.length * fraction));
  await Promise.all(victims.map((request) => cache.delete(request as never)));
  return victims.length;
}

/** Free what can be fetched again: images first, then old API answers. */
export async function freeSpace(database: LobbyDb = db): Promise<number> {
  const images = await evictOldestImages().catch(() => 0);
  return images + (await evictOldestAnswers(database));
}

/** Run a write; on a full device free space once and try again. A second failure propagates. */
export async function withQuotaRetry<T>(write: () => Promise<T>, database: LobbyDb = db): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isQuotaError(error)) throw error;
    await freeSpace(database);
    return write();
  }
}
