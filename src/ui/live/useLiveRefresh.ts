/**
 * `useLiveRefresh(refreshOn, refresh, concerns?)`: a view reads again what it shows when a live
 * event says it is old — `refreshOn` is the registry entry's list — at most once per
 * LIVE_COALESCE_MS (the first at once, one more at the end of a burst), and once when the channel
 * (re)opens, for what changed while it was down that no poll has seen.
 */
import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { createCoalescer } from '../../api/live-coalesce';
import { LIVE_COALESCE_MS, type LiveEvent, type LiveEventKind } from '../../api/live-events';
import { liveState } from './state';
import { useLiveEvent } from './useLiveEvent';

export function useLiveRefresh(
  refreshOn: readonly LiveEventKind[] | undefined,
  refresh: () => void,
  /** Of those events, the ones about what this view shows (a lottery page: its own game's draw). */
  concerns?: (event: LiveEvent) => boolean,
): void {
  const latest = useRef({ refresh, concerns });
  useEffect(() => {
    latest.current = { refresh, concerns };
  });
  const [coalescer] = useState(() => createCoalescer());
  useEffect(() => () => coalescer.cancel(), [coalescer]);
  const again = () => coalescer.hit('refresh', () => latest.current.refresh());

  useLiveEvent(refreshOn ?? [], (event) => {
    if (event.kind === 'resync' || (latest.current.concerns?.(event) ?? true)) again();
  });

  // Not right after mounting: the first read is as new as the stream.
  const follows = (refreshOn?.length ?? 0) > 0;
  const { connected } = useSnapshot(liveState);
  const [mountedAt] = useState(() => Date.now());
  useEffect(() => {
    if (follows && connected && Date.now() - mountedAt > LIVE_COALESCE_MS) again();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [follows, connected]);
}
