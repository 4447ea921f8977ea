/** Ephemeral app-wide UI state (valtio). Nothing here is persisted: Dexie holds what must last. */
import { proxy } from 'valtio';
import { subscribeKey } from 'valtio/utils';
import { listen } from '../api/names';

export const appState = proxy({
  /** Whether the server can be reached: the browser has a link and requests are getting through. */
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  /** The last sync could not reach the server: what shows is the device copy. */
  servedFromDevice: false,
  /** A new version is installed and waiting for the user's go-ahead. */
  updateReady: false,
  /** Whether the boot sync has finished at least once (with or without the network). */
  booted: false,
  /**
   * The last boot sync ended with a read failed, so the vendor catalogue may never arrive (offline
   * first visit, a server error): screens waiting for it go on without it.
   */
  bootSyncFailed: false,
  /** The status stored on the device, read before the first render (null when none). */
  storedStatus: null as unknown,
});

/** While requests fail, look again this often (doubling up to the last), until one gets through. */
export const PROBE_DELAYS_MS = [3_000, 6_000, 12_000, 30_000] as const;

/**
 * Two witnesses: the browser's link state (its `online`/`offline` events) and the service worker,
 * which reports what its fetches met. Either one saying "no" makes the app offline. While the
 * service worker reports failures and the browser still claims a link, `probe` (a background
 * sync) is tried now and then: its answer, heard from the service worker, ends the spell.
 */
export function watchNetwork(probe: () => unknown = () => undefined): () => void {
  let link = typeof navigator === 'undefined' ? true : navigator.onLine;
  let reachable = true;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;

  const settle = () => {
    appState.online = link && reachable;
    clearTimeout(timer);
    timer = undefined;
    if (link && !reachable) {
      const delay = PROBE_DELAYS_MS[Math.min(attempt++, PROBE_DELAYS_MS.length - 1)];
      timer = setTimeout(() => {
        timer = undefined;
        void Promise.resolve().then(probe).catch(() => undefined);
      }, delay);
    } else if (reachable) attempt = 0;
  };
  const onOnline = () => {
    link = true;
    reachable = true; // a fresh link: trust it until a request says otherwise
    settle();
  };
  const onOffline = () => {
    link = false;
    settle();
  };
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', onOffline);
  const stopListening = listen((message) => {
    if (message.type !== 'network') return;
    // A failure while a probe is already waiting leaves the back-off as it is.
    if (!message.reachable && !reachable && timer) return;
    reachable = message.reachable;
    settle();
  });
  settle();
  return () => {
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', onOffline);
    stopListening();
    clearTimeout(timer);
  };
}

/** Whether the device is offline by either witness (the browser's link, or requests failing). */
export const networkDown = (): boolean => !appState.online || (typeof navigator !== 'undefined' && !navigator.onLine);

/** Resolves once the device is back online (at once when it is). */
export function untilOnline(): Promise<void> {
  return new Promise((resolve) => {
    if (!networkDown()) return resolve();
    const check = () => {
      if (networkDown()) return;
      stop();
      window.removeEventListener('online', check);
      resolve();
    };
    const stop = subscribeKey(appState, 'online', check);
    window.addEventListener('online', check);
  });
}
