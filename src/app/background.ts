/**
 * Page-side duties of the offline engine (DESIGN §3, §4): keep storage from being evicted, let the
 * service worker send queued changes when no page is open, recover when a chunk of an older
 * version is gone, tell the user about changes the server refused, keep the launch snapshot, and
 * listen to the live channel.
 */
import { liveQuery } from 'dexie';
import { listen, OUTBOX_SYNC_TAG } from '../api/names';
import { db, onUpgradedElsewhere } from '../db/db';
import { appState } from '../state/app';
import { showToast, TOAST_MS } from '../state/toasts';
import { startLiveChannel } from '../ui/live/channel';
import { reloadWhenOldChunksAreGone } from './chunk-reload';
import { keepLaunchSnapshots } from './launch-snapshot';
import { askForPersistentStorage } from './persistent-storage';

interface SyncRegistration {
  sync?: { register(tag: string): Promise<void> };
}

/** While changes wait, ask for a Background Sync: the browser wakes the SW when it is back online. */
function registerOutboxSyncWhilePending(): void {
  if (!('serviceWorker' in navigator)) return;
  liveQuery(() => db.outbox.count()).subscribe({
    next: (pending) => {
      if (pending === 0) return;
      void navigator.serviceWorker.ready
        .then((registration) => (registration as ServiceWorkerRegistration & SyncRegistration).sync?.register(OUTBOX_SYNC_TAG))
        .catch(() => undefined); // no Background Sync here: the worker's own retries remain
    },
    error: () => undefined,
  });
}

function listenForRefusedChanges(): void {
  listen((message) => {
    if (message.type === 'outbox-rejected') showToast('sync_rejected', TOAST_MS.short);
  });
}

export function startOfflineDuties(): void {
  void askForPersistentStorage();
  registerOutboxSyncWhilePending();
  reloadWhenOldChunksAreGone();
  listenForRefusedChanges();
  keepLaunchSnapshots();
  // The live channel: views follow what changed instead of polling for it while it is open.
  startLiveChannel();
  // Another tab runs a newer schema: this page's code is old, so offer the reload.
  onUpgradedElsewhere(() => (appState.updateReady = true));
}
