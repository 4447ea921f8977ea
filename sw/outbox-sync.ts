/**
 * Background Sync (DESIGN §3): when ops wait and the page that queued them is gone, the browser
 * wakes this worker once the network is back and it sends them. The same outbox module as the
 * worker's, under the same Web Lock, so a page and the SW never send one op at the same time.
 */
import { OUTBOX_SYNC_TAG } from '../src/api/names';
import { flushOutbox } from '../src/outbox';

interface SyncEventLike {
  tag: string;
  waitUntil(promise: Promise<unknown>): void;
}

export interface SyncScope {
  addEventListener(type: 'sync', listener: (event: SyncEventLike) => void): void;
}

export function installOutboxSync(scope: SyncScope, flush = flushOutbox): void {
  scope.addEventListener('sync', (event) => {
    if (event.tag !== OUTBOX_SYNC_TAG) return;
    event.waitUntil(
      flush({ baseUrl: '', merchant: '' }).then((report) => {
        // A rejection asks the browser to try again later, with its own backoff.
        if (report.retrying > 0) throw new Error(`${report.retrying} ops still waiting for the network`);
      }),
    );
  });
}
