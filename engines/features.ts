/**
 * The platform features the cases rely on, looked up in each engine's page, and what the app does
 * where one is missing. `required`: the app cannot do the case's job without it (the case fails);
 * the others have a fallback the case goes through instead.
 */
import type { EnginePage } from './engine';

export const FEATURES = {
  serviceWorker: { label: 'Service Worker', required: true, without: 'no offline start: every page needs the network' },
  cacheStorage: { label: 'Cache Storage', required: true, without: 'no precache, no offline start' },
  indexedDB: { label: 'IndexedDB', required: true, without: 'nothing kept on the device' },
  webCrypto: { label: 'Web Crypto (AES-GCM, RSA-OAEP)', required: true, without: 'the password could not be sealed for the server: no sign-in' },
  webLocks: {
    label: 'Web Locks',
    required: false,
    without: 'each context sends the queue on its own; a change two of them send at once is still applied once (its idempotency key)',
  },
  broadcastChannel: { label: 'BroadcastChannel', required: true, without: 'the worker would not hear of new answers or lost connections' },
  backgroundSync: {
    label: 'Background Sync',
    required: false,
    without: 'queued changes go when the network returns to an open page (the `online` event, the service worker seeing requests through again), at start-up, and on the outbox\'s backoff timer — not with every tab closed',
  },
  persistentStorage: { label: 'storage.persist', required: false, without: 'nothing is asked and storage stays best-effort; a full device is met by giving up what can be fetched again (src/db/storage-pressure.ts)' },
  badging: { label: 'Badging (setAppBadge)', required: false, without: 'no count on the app icon; the unread badges inside the app remain' },
  webShare: { label: 'Web Share', required: false, without: 'links are copied instead of shared' },
} as const;

export type Feature = keyof typeof FEATURES;

export type FeatureSupport = Record<Feature, boolean>;

/** Which of FEATURES the page's engine has. */
export const probeFeatures = (page: EnginePage): Promise<FeatureSupport> =>
  page.evaluate(
    () => ({
      serviceWorker: 'serviceWorker' in navigator,
      cacheStorage: 'caches' in window,
      indexedDB: 'indexedDB' in window,
      webCrypto: typeof crypto?.subtle?.encrypt === 'function',
      webLocks: 'locks' in navigator,
      broadcastChannel: 'BroadcastChannel' in window,
      backgroundSync: 'SyncManager' in window,
      persistentStorage: typeof navigator.storage?.persist === 'function',
      badging: 'setAppBadge' in navigator,
      webShare: 'share' in navigator,
    }),
    null,
  );
