/**
 * The service worker (DESIGN §4), wiring only: precached shell and navigation fallback, the API
 * cache over IndexedDB, cache-first media, lifecycle. Built by vite-plugin-pwa (injectManifest,
 * iife) into /sw.js.
 */
import { cleanupOutdatedCaches, PrecacheController, PrecacheRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { classifyRequest } from '../src/api/cache-policy';
import { SERVER_PREFIXES } from '../src/api/endpoints/constants';
import { asLobbyMessage, LOBBY_CHANNEL } from '../src/api/names';
import { db } from '../src/db/db';
import { createApiCache } from './api-cache';
import { purgeUser } from './http-store';
import { forgetLaunchSnapshots, launchShell } from './launch';
import { installLifecycle } from './lifecycle';
import { mediaStrategy } from './media';
import { fillPrecache } from './precache';
import { reportReachability } from './reachability';
import { installOutboxSync } from './outbox-sync';

declare const self: ServiceWorkerGlobalScope;

// Replaced at build time with the list of hashed shell files.
const manifest = self.__WB_MANIFEST;
// Workbox's precache, with its install preceded by filling the cache several files at a time
// (precache.ts); otherwise what precacheAndRoute sets up.
const precache = new PrecacheController();
precache.addToCacheList(manifest);
self.addEventListener('install', (event) => {
  const filled = caches.open(precache.strategy.cacheName).then((cache) => fillPrecache(precache, manifest, { cache, fetch: (request) => fetch(request) }));
  event.waitUntil(filled.then(() => precache.install(event)));
});
self.addEventListener('activate', (event) => void precache.activate(event));
registerRoute(new PrecacheRoute(precache));
cleanupOutdatedCaches();

// Every app route (/m/home, /m/provider?…) is the single-page shell, a launch route's with its
// launch snapshot (launch.ts). Server paths are not: API,
// game pages, dev tools, media and the speed-test ping must reach the network as asked.
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
registerRoute(
  new NavigationRoute(launchShell(precache.createHandlerBoundToURL('/index.html')), {
    denylist: SERVER_PREFIXES.map((prefix) => new RegExp(`^${escape(prefix)}(/|$)`)),
  }),
);

registerRoute(({ request, url }) => classifyRequest(request.method, url) === 'media', mediaStrategy());

// WARNING: crosses the thread boundary — the worker and every page listen on this channel.
const channel = new BroadcastChannel(LOBBY_CHANNEL);

const apiCache = createApiCache({
  db,
  fetch: reportReachability((request) => fetch(request), (message) => channel.postMessage(message)),
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

/** The one PURGE_USER handler, heard by postMessage (lifecycle.ts) and on the shared channel. */
const purgeUserAnswers = (userKey: string) =>
  Promise.all([purgeUser(db, userKey), forgetLaunchSnapshots()]).catch(() => undefined);

installLifecycle(self, { purgeUser: purgeUserAnswers });
installOutboxSync(self as unknown as Parameters<typeof installOutboxSync>[0]);

// The worker owns logout but cannot message the SW directly; it says so on the shared channel.
// Heard only while this SW is running; a page's postMessage (lifecycle.ts) also wakes it.
channel.addEventListener('message', (event: MessageEvent) => {
  const message = asLobbyMessage(event.data);
  if (message?.type === 'PURGE_USER') void purgeUserAnswers(message.userKey);
});
