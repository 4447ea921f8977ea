/**
 * Listens for the service worker's `api-updated` broadcasts (a background revalidation found a
 * newer answer) and re-runs the task that owns that URL (worker/sync/owned.ts), so the tables —
 * and the views reading them — follow the server without the page asking.
 */
import { listen } from '../src/api/names';
import { ownerKey, ownerOf } from './sync/owned';

/** Debounced per URL: one revalidation pass can announce the same URL more than once. */
export function listenForApiUpdates(delayMs = 250): () => void {
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const stop = listen((message) => {
    if (message.type !== 'api-updated') return;
    const rerun = ownerOf(message.url);
    if (!rerun) return;
    const key = ownerKey(message.url);
    clearTimeout(timers.get(key));
    timers.set(
      key,
      setTimeout(() => {
        timers.delete(key);
        rerun().catch((error: unknown) => console.warn('refresh after a changed answer failed', error));
      }, delayMs),
    );
  });
  return () => {
    for (const timer of timers.values()) clearTimeout(timer);
    stop();
  };
}
