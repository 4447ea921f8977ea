import { useCallback, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { worker } from '../../bridge/worker';
import { session } from '../../state/session';
import { canMarkRead } from './notice-rules';
import { createReadThrottle } from './read-throttle';

let throttled: ((id: number) => void) | undefined;
/** Marks made before the worker had restored the session (a reload straight onto a detail). */
const waiting = new Set<number>();

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

/**
 * SPEC §4: opening a notice marks it read (members not of type 4, and only once). Until the
 * worker has restored the session (`session.userKey`), it would refuse the mark as "not signed
 * in" and the mark would be lost: it waits here and goes once the session is there.
 */
export function useMarkRead(): (notice: { id: number; read: boolean }) => void {
  const { info, userKey } = useSnapshot(session);
  useEffect(() => {
    if (!userKey) return;
    for (const id of waiting) sendThrottled(id);
    waiting.clear();
  }, [userKey]);
  return useCallback(
    (notice) => {
      if (!canMarkRead(info) || notice.read) return;
      if (userKey) sendThrottled(notice.id);
      else waiting.add(notice.id);
    },
    [info, userKey],
  );
}
