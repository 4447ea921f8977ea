/**
 * `useLiveEvent(kinds, handler)`: run `handler` for each live event of those kinds (and for a
 * `resync`) while the component is mounted. The latest handler runs; the subscription changes only
 * with the kinds.
 */
import { useEffect, useRef } from 'react';
import type { LiveEventKind } from '../../api/live-events';
import { onLiveEvent, type LiveHandler } from './state';

export function useLiveEvent(kinds: readonly LiveEventKind[], handler: LiveHandler): void {
  const current = useRef(handler);
  useEffect(() => {
    current.current = handler;
  });
  const key = kinds.join(',');
  useEffect(() => {
    if (!key) return;
    return onLiveEvent(key.split(',') as LiveEventKind[], (event, id) => current.current(event, id));
  }, [key]);
}
