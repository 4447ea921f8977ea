import { useCallback } from 'react';
import { useSnapshot } from 'valtio';
import { worker } from '../../bridge/worker';
import { session } from '../../state/session';
import { canMarkRead } from './notice-rules';
import { createReadThrottle } from './read-throttle';

let throttled: ((id: number) => void) | undefined;

/** One queue for the page: marks from the list and the detail share the 150 ms pace. */
function sendThrottled(id: number) {
  throttled ??= createReadThrottle((next) => {
    // The worker marks the row and queues the op in one transaction; the outbox sends it.
    worker()
      .notices.markRead(next)
      .catch((error: unknown) => console.warn('could not mark the announcement read', error));
  });
  throttled(id);
}

/** SPEC §4: opening a notice marks it read (members not of type 4, and only once). */
export function useMarkRead(): (notice: { id: number; read: boolean }) => void {
  const { info } = useSnapshot(session);
  return useCallback(
    (notice) => {
      if (canMarkRead(info) && !notice.read) sendThrottled(notice.id);
    },
    [info],
  );
}
