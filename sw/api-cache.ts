/**
 * The service worker's API cache (DESIGN §3, §4): stale-while-revalidate over the `http` table.
 *
 * - Stored copy: answer it at once (X-Lobby-Cache: hit) and refresh it in the background; when the
 *   server's body differs, store it and broadcast `api-updated` so the worker re-syncs. The
 *   refresh is conditional: with the copy's ETag in If-None-Match, an unchanged answer comes back
 *   as a bodiless 304 and the copy stays (only its storedAt moves).
 * - No copy: the network with a deadline; a successful wps envelope is stored.
 * - Neither: a 503 offline envelope. The handler never rejects — a broken cache must not turn into
 *   a broken page.
 *
 * Dependencies (fetch, database, broadcast, clock) are injected so tests run it in Node.
 */
import { normaliseCacheKey, userKeyFromToken } from '../src/api/cache-key';
import { classifyRequest } from '../src/api/cache-policy';
import type { ApiUpdatedMessage } from '../src/api/names';
import { LOBBY_HEADERS, offlineResponse, STORED_COPY_READ_WITHIN_MS } from '../src/api/offline-envelope';
import type { HttpRow } from '../src/db/rows';
import type { LobbyDb } from '../src/db/schema';
import { deleteEntry, readEntry, writeEntry } from './http-store';
import { fetchWithTimeout, type FetchLike } from './network';

export interface ApiCacheDeps {
  db: LobbyDb;
  fetch: FetchLike;
  /** WARNING: crosses the context boundary — in the SW this posts on BroadcastChannel('lobby'). */
  broadcast: (message: ApiUpdatedMessage) => void;
  now?: () => number;
  /** Deadline when the caller is waiting for the network (no stored copy). */
  timeoutMs?: number;
  /** Deadline of a background refresh; nobody waits on it, so it may take longer. */
  revalidateTimeoutMs?: number;
  log?: (message: string, error?: unknown) => void;
}

/** The fetch event's waitUntil: keeps the SW alive until background work has finished. */
export type WaitUntil = (promise: Promise<unknown>) => void;
export type ApiCacheHandler = (request: Request, waitUntil: WaitUntil) => Promise<Response>;

export const MISS_TIMEOUT_MS = 8_000;
/** What X-Lobby-Stored-At promises its readers (src/api/client.ts `answerAsOf`). */
export const REVALIDATE_TIMEOUT_MS = STORED_COPY_READ_WITHIN_MS;

interface Target {
  key: string;
  userKey: string;
}

export function createApiCache(deps: ApiCacheDeps): ApiCacheHandler {
  const { db, broadcast } = deps;
  const now = deps.now ?? Date.now;
  const timeoutMs = deps.timeoutMs ?? MISS_TIMEOUT_MS;
  const revalidateTimeoutMs = deps.revalidateTimeoutMs ?? REVALIDATE_TIMEOUT_MS;
  const log = deps.log ?? ((message, error) => console.warn(`[sw api-cache] ${message}`, error ?? ''));
  /** One background refresh per key at a time: a burst of identical reads costs one fetch. */
  const refreshing = new Map<string, Promise<void>>();

  async function handle(request: Request, waitUntil: WaitUntil): Promise<Response> {
    try {
      const target = await targetOf(request);
      if (!target) return await networkOnly(request);
      if (request.cache === 'no-cache' || request.cache === 'reload') {
        return await networkFirst(request, target, waitUntil);
      }
      const stored = await readSafely(target.key);
      if (stored) {
        waitUntil(revalidate(request, target, stored));
        return hitResponse(stored);
      }
      return await networkThenStore(request, target, waitUntil);
    } catch (error) {
      log(`unexpected failure for ${request.url}`, error);
      return offlineResponse();
    }
  }

  /** Which entry a request reads and writes; null when it must not be cached at all. */
  async function targetOf(request: Request): Promise<Target | null> {
    const token =
      request.headers.get('Authorization') || new URL(request.url).searchParams.get('token') || '';
    const kind = classifyRequest(request.method, request.url, { authorised: Boolean(token) });
    if (kind === 'api-shared') return { key: normaliseCacheKey(request.url), userKey: '' };
    if (kind !== 'api-user') return null;
    // A per-user answer without a user to file it under could be served to the next person.
    const userKey = await userKeyFromToken(token);
    return userKey ? { key: normaliseCacheKey(request.url, userKey), userKey } : null;
  }

  async function networkOnly(request: Request): Promise<Response> {
    const result = await fetchWithTimeout(deps.fetch, request, timeoutMs);
    return typeof result === 'string' ? offlineResponse(result) : result;
  }

  async function networkThenStore(request: Request, target: Target, waitUntil: WaitUntil) {
    const result = await fetchWithTimeout(deps.fetch, request, timeoutMs);
    if (typeof result === 'string') return offlineResponse(result);
    // Store from a copy so the caller's body streams without waiting for IndexedDB.
    if (result.status === 200) waitUntil(storeQuietly(result.clone(), target));
    return result;
  }

  /** The caller asked to bypass caches (pull to refresh): network first, stored copy if offline. */
  async function networkFirst(request: Request, target: Target, waitUntil: WaitUntil) {
    const stored = await readSafely(target.key);
    const result = await fetchWithTimeout(deps.fetch, conditional(request, stored), timeoutMs);
    if (typeof result !== 'string' && result.status === 304 && stored) {
      // The copy is the server's current answer: the caller gets it, confirmed now.
      const confirmed = { ...stored, storedAt: now() };
      waitUntil(storeRowQuietly(confirmed));
      return hitResponse(confirmed);
    }
    if (typeof result !== 'string') {
      if (result.status === 200) waitUntil(storeQuietly(result.clone(), target));
      return result;
    }
    return stored ? hitResponse(stored) : offlineResponse(result);
  }

  function revalidate(request: Request, target: Target, stored: HttpRow): Promise<void> {
    const running = refreshing.get(target.key);
    if (running) return running;
    const work = (async () => {
      const result = await fetchWithTimeout(deps.fetch, conditional(request, stored), revalidateTimeoutMs);
      if (typeof result === 'string') return; // offline: the stored copy stays good
      if (result.status === 304) return confirm(stored); // unchanged: nothing to store or say
      if (result.status === 401 && target.userKey) {
        // The token behind this copy is no longer accepted: stop serving it, and let the worker
        // ask again so it meets the 401 and signs the user out.
        await deleteEntry(db, target.key);
        broadcast({ type: 'api-updated', key: target.key, url: request.url });
        return;
      }
      const body = await successBody(result);
      if (body === null) return; // a failure never replaces a good copy
      await writeEntry(db, rowOf(target, result, body));
      if (body !== stored.body) broadcast({ type: 'api-updated', key: target.key, url: request.url });
    })()
      .catch((error: unknown) => log(`background refresh failed for ${request.url}`, error))
      .finally(() => refreshing.delete(target.key));
    refreshing.set(target.key, work);
    return work;
  }

  async function storeQuietly(response: Response, target: Target): Promise<void> {
    try {
      const body = await successBody(response);
      if (body !== null) await writeEntry(db, rowOf(target, response, body));
    } catch (error) {
      log(`could not store ${target.key}`, error);
    }
  }

  /** The copy is still the server's answer: its storedAt moves, so eviction keeps it longer. */
  function confirm(stored: HttpRow): Promise<void> {
    return writeEntry(db, { ...stored, storedAt: now() });
  }

  async function storeRowQuietly(row: HttpRow): Promise<void> {
    try {
      await writeEntry(db, row);
    } catch (error) {
      log(`could not store ${row.key}`, error);
    }
  }

  async function readSafely(key: string): Promise<HttpRow | undefined> {
    try {
      return await readEntry(db, key);
    } catch (error) {
      log(`could not read ${key}; treating as not stored`, error);
      return undefined;
    }
  }

  function rowOf(target: Target, response: Response, body: string): HttpRow {
    const etag = response.headers.get('ETag');
    return {
      ...(etag ? { etag } : {}),
      key: target.key,
      userKey: target.userKey,
      status: 200,
      contentType: response.headers.get('Content-Type') || 'application/json',
      body,
      // Also refreshed when the body is unchanged: eviction then drops what the server stopped
      // confirming first, and X-Lobby-Stored-At tells how current the copy is.
      storedAt: now(),
    };
  }

  return handle;
}

/** The body text when this is a wps success (HTTP 200, JSON, success === true); otherwise null. */
export async function successBody(response: Response): Promise<string | null> {
  if (response.status !== 200) return null;
  const text = await response.text();
  try {
    const parsed: unknown = JSON.parse(text);
    const ok = typeof parsed === 'object' && parsed !== null && 'success' in parsed && parsed.success === true;
    return ok ? text : null;
  } catch {
    return null;
  }
}

/**
 * The request, asking only for a change when a copy with an ETag is stored. A request that
 * carries If-None-Match skips the browser's HTTP cache (Fetch §4.5), so the 304 reaches us.
 */
export function conditional(request: Request, stored: HttpRow | undefined): Request {
  if (!stored?.etag) return request;
  const headers = new Headers(request.headers);
  headers.set('If-None-Match', stored.etag);
  return new Request(request, { headers });
}

function hitResponse(row: HttpRow): Response {
  return new Response(row.body, {
    status: row.status,
    headers: {
      'Content-Type': row.contentType,
      [LOBBY_HEADERS.cache]: 'hit',
      [LOBBY_HEADERS.storedAt]: String(row.storedAt),
    },
  });
}
