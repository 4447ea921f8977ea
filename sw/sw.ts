/**
 * The service worker (DESIGN §4), wiring only: precached shell and navigation fallback, the API
 * cache over IndexedDB, cache-first media, lifecycle. Built by vite-plugin-pwa (injectManifest,
 * iife) into /sw.js.
 */
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { classifyRequest, LOBBY_CHANNEL, type SwControlMessage } from '../src/api/cache-policy';
import { db } from '../src/db/db';
import { createApiCache } from './api-cache';
import { purgeUser } from './http-store';
import { installLifecycle } from './lifecycle';
import { mediaStrategy } from './media';
import { installOutboxSync } from './outbox-sync';

declare const self: ServiceWorkerGlobalScope;

// Replaced at build time with the list of hashed shell files.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every app route (/m/home, /m/provider?…) is the single-page shell. Server paths are not: API,
// game launch, dev tools, media and the speed-test ping must reach the network as asked.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/wps\//, /^\/play\//, /^\/dev\//, /^\/media\//, /^\/common\//],
  }),
);

registerRoute(({ request, url }) => classifyRequest(request.method, url) === 'media', mediaStrategy());

// WARNING: crosses the thread boundary — the worker and every page listen on this channel.
const channel = new BroadcastChannel(LOBBY_CHANNEL);

const apiCache = createApiCache({
  db,
  fetch: (request) => fetch(request),
  broadcast: (message) => channel.postMessage(message),
});

registerRoute(
  ({ request, url }) => {
    const kind = classifyRequest(request.method, url, {
      authorised: request.headers.has('Authorization'),
    });
    return kind === 'api-shared' || kind === 'api-user';
  },
  ({ request, event }) => apiCache(request, (promise) => event.waitUntil(promise)),
);

installLifecycle(self, { purgeUser: (userKey) => purgeUser(db, userKey) });
installOutboxSync(self as unknown as Parameters<typeof installOutboxSync>[0]);

// The worker owns logout but cannot message the SW directly; it says so on the shared channel.
// Heard only while this SW is running; a page's postMessage (lifecycle.ts) also wakes it.
channel.addEventListener('message', (event: MessageEvent<Partial<SwControlMessage> | null>) => {
  const message = event.data;
  if (message?.type === 'PURGE_USER' && typeof message.userKey === 'string') {
    void purgeUser(db, message.userKey).catch(() => undefined);
  }
});
