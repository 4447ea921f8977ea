/**
 * Images under /media/ (game icons, banners): cache-first, because a given URL never changes its
 * picture, and capped, because a catalogue of thousands of games would otherwise fill the device.
 */
import type { WorkboxPlugin } from 'workbox-core/types.js';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheFirst } from 'workbox-strategies';
import { MEDIA_CACHE } from '../src/db/storage-pressure';

export { MEDIA_CACHE };
export const MEDIA_MAX_ENTRIES = 500;
export const MEDIA_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/**
 * Only complete 200 answers: an error page or a partial (206) body cached under an image URL would
 * be served as that image for a month. Opaque cross-origin answers (status 0) are left out too,
 * since their size and success cannot be checked.
 */
const onlyOk: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (response.status === 200 ? response : null),
};

export function mediaStrategy(): CacheFirst {
  return new CacheFirst({
    cacheName: MEDIA_CACHE,
    plugins: [
      onlyOk,
      new ExpirationPlugin({
        maxEntries: MEDIA_MAX_ENTRIES,
        maxAgeSeconds: MEDIA_MAX_AGE_SECONDS,
        // Images are the first thing to give up when the device is full; the shell and API are not.
        purgeOnQuotaError: true,
      }),
    ],
  });
}
