/**
 * Listens for the service worker's `api-updated` broadcasts (a background revalidation found a
 * newer answer) and re-runs the scope that reads that URL, so the tables — and the views reading
 * them — follow the server without the page asking.
 */
import { API } from '../src/api/paths';
import { LOBBY_CHANNEL, type ApiUpdatedMessage } from '../src/api/cache-policy';
import type { SyncScope } from './sync/scopes';

const BOOT_PATHS: string[] = [API.status, API.whitelabel, API.vendors];

export function scopeForUrl(url: string): SyncScope {
  const path = new URL(url, 'http://local').pathname;
  return BOOT_PATHS.includes(path) ? 'boot' : 'home';
}

/** Debounced: one revalidation pass can announce several URLs of the same scope at once. */
export function listenForApiUpdates(refresh: (scope: SyncScope) => unknown, delayMs = 250): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {};
  const channel = new BroadcastChannel(LOBBY_CHANNEL);
  const timers = new Map<SyncScope, ReturnType<typeof setTimeout>>();
  channel.onmessage = (event: MessageEvent<ApiUpdatedMessage>) => {
    if (event.data?.type !== 'api-updated') return;
    const scope = scopeForUrl(event.data.url);
    clearTimeout(timers.get(scope));
    timers.set(
      scope,
      setTimeout(() => {
        timers.delete(scope);
        refresh(scope);
      }, delayMs),
    );
  };
  return () => channel.close();
}
