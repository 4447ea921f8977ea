/**
 * Service worker registration and the update prompt (workbox-window). A new version waits until
 * the user accepts; installed apps check again whenever they come back to the foreground, since
 * iOS keeps a home-screen app alive on an old worker otherwise.
 */
import type { Workbox } from 'workbox-window';
import { MEDIA_PREFIX } from '../api/endpoints/constants';
import { appState } from '../state/app';

let workbox: Workbox | undefined;
let reloadOnControl = false;
let waiting = false;

/** Called after the first frame; workbox-window loads then, outside the first chunk. */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox('/sw.js', { scope: '/' });
  workbox = wb;
  wb.addEventListener('waiting', () => {
    waiting = true;
    appState.updateReady = true;
  });
  wb.addEventListener('controlling', (event) => {
    if (reloadOnControl) window.location.reload();
    else if (!event.isUpdate) warmMediaCache(wb);
  });
  void wb.register();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void wb.update();
  });
}

/** The user accepted the new version: activate it, then reload into it. */
export function acceptUpdate(): void {
  // No worker waiting: the prompt came from a newer version in another tab (a database upgrade
  // or an already activated worker), so a plain reload is the update.
  if (!workbox || !waiting) {
    window.location.reload();
    return;
  }
  reloadOnControl = true;
  workbox.messageSkipWaiting();
}

/**
 * On the very first visit the images load before the worker controls the page, so they never
 * reach its cache. Hand it the URLs seen so far (Workbox's CACHE_URLS message) so they show offline.
 */
function warmMediaCache(wb: Workbox): void {
  const urls = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => new URL(url).pathname.startsWith(MEDIA_PREFIX));
  if (urls.length) void wb.messageSW({ type: 'CACHE_URLS', payload: { urlsToCache: urls } });
}
