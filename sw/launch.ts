/**
 * Navigations to the app: the precached shell, with the route's launch snapshot drawn inside its
 * root when the device keeps one for this build (src/api/launch-snapshot.ts). The snapshot paints
 * as soon as the HTML is parsed, before any script runs; anything wrong with it (unreadable, of
 * another build, refused by shellWithSnapshot) leaves the shell as built.
 */
import type { RouteHandlerCallback } from 'workbox-core';
import { isLaunchSnapshot, shellWithSnapshot, snapshotKey } from '../src/api/launch-snapshot';
import { STORES } from '../src/api/names';

/** Any route's: the page decides which routes keep one (src/app/launch-snapshot.ts). */
async function storedSnapshot(path: string) {
  const cache = await caches.open(STORES.launchSnapshots);
  const stored = await cache.match(snapshotKey(path));
  const snapshot: unknown = await stored?.json().catch(() => null);
  return isLaunchSnapshot(snapshot) && snapshot.path === path ? snapshot : null;
}

/** The shell handler with the snapshot added; `shell` answers the plain precached shell. */
export function launchShell(shell: RouteHandlerCallback): RouteHandlerCallback {
  return async (options) => {
    const plain = await shell(options);
    try {
      const snapshot = await storedSnapshot(options.url.pathname);
      if (!snapshot || !plain.ok) return plain;
      const html = shellWithSnapshot(await plain.clone().text(), snapshot);
      if (!html) return plain;
      const headers = new Headers(plain.headers);
      headers.delete('Content-Length');
      return new Response(html, { status: plain.status, statusText: plain.statusText, headers });
    } catch {
      return plain;
    }
  };
}

/** Signing out takes the member's screens with it (a snapshot may show their name and games). */
export async function forgetLaunchSnapshots(): Promise<void> {
  await caches.delete(STORES.launchSnapshots);
}
