/**
 * The precached shell, fetched a few files at a time.
 *
 * Workbox installs a precache one entry after another (it once fetched them all at once, and
 * hundreds of parallel requests ran Chrome out of network resources). With ~225 hashed files that
 * is ~225 round trips in a row before a first visit works offline: seconds on a desktop, far more
 * on a phone's latency. Here INSTALL_CONCURRENCY requests run at once, each answer put into
 * Workbox's own cache under Workbox's own key; Workbox's install then finds every entry cached and
 * only checks it (an entry already cached is never fetched again). Whatever this step could not
 * fetch, Workbox's install fetches and, if it fails too, fails the install as before.
 */
import type { PrecacheController, PrecacheEntry } from 'workbox-precaching';

/** A browser's connections per host, more or less: enough to fill the pipe, never a flood. */
export const INSTALL_CONCURRENCY = 6;

export interface PrecacheFillDeps {
  cache: Pick<Cache, 'match' | 'put'>;
  fetch: (request: Request) => Promise<Response>;
}

/** url → Workbox's cache key, and whether the entry is revisioned (then the HTTP cache is bypassed, as Workbox does). */
function entriesToFetch(controller: Pick<PrecacheController, 'getURLsToCacheKeys'>, manifest: ReadonlyArray<PrecacheEntry | string>) {
  const revisioned = new Set(
    manifest.filter((entry): entry is PrecacheEntry => typeof entry !== 'string' && Boolean(entry.revision)).map((entry) => new URL(entry.url, location.href).href),
  );
  return [...controller.getURLsToCacheKeys()].map(([url, cacheKey]) => ({ url, cacheKey, revisioned: revisioned.has(url) }));
}

export async function fillPrecache(
  controller: Pick<PrecacheController, 'getURLsToCacheKeys'>,
  manifest: ReadonlyArray<PrecacheEntry | string>,
  deps: PrecacheFillDeps,
  concurrency = INSTALL_CONCURRENCY,
): Promise<void> {
  const queue = entriesToFetch(controller, manifest);
  const lane = async () => {
    for (let entry = queue.shift(); entry; entry = queue.shift()) {
      try {
        if (await deps.cache.match(entry.cacheKey)) continue;
        const response = await deps.fetch(new Request(entry.url, { credentials: 'same-origin', cache: entry.revisioned ? 'reload' : 'default' }));
        // Only a plain success is kept; anything else is left for Workbox to fetch and judge.
        if (response.ok && !response.redirected) await deps.cache.put(entry.cacheKey, response);
      } catch {
        // Offline or refused: Workbox's own install tries this entry again.
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, lane));
}
