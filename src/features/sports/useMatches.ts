/**
 * A tab's match list, read through the worker (network first; the service worker's copy when
 * offline) and read again when the live channel says prices moved (`matches`). While the channel
 * is down it is read on a timer instead, while the page is visible and online — every 5 s in play,
 * every 30 s before kick-off; while it is up, a slow safety read only. Never while hidden or
 * offline, when nothing new could come. Keeps which prices moved at the last read for a moment,
 * for the arrows.
 */
import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { sportsEndpoints } from '../../api/endpoints/sports';
import type { SportMatch } from '../../api/sports-wire';
import { worker } from '../../bridge/worker';
import { appState } from '../../state/app';
import { liveState } from '../../ui/live/state';
import { useLoaded } from '../../ui/useLoaded';
import { priceMoves, REFRESH_MS, type PriceMove } from './market-rules';

/** How long a moved price shows its arrow. */
const MOVE_SHOWN_MS = 2_500;
/** While the live channel is up: a read now and then in case an event was lost on the way. */
const SAFETY_READ_MS = 60_000;

function usePageVisible(): boolean {
  const [visible, setVisible] = useState(() => typeof document === 'undefined' || document.visibilityState !== 'hidden');
  useEffect(() => {
    const onChange = () => setVisible(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);
  return visible;
}

export function useMatches(status: 'upcoming' | 'live') {
  const { online } = useSnapshot(appState);
  const { connected } = useSnapshot(liveState);
  const visible = usePageVisible();
  const loaded = useLoaded(`sports.matches:${status}`, () => worker().sports.matches(status), {
    refreshOn: sportsEndpoints.sportsMatches.refreshOn,
  });
  const { reload, value } = loaded;

  useEffect(() => {
    if (!online || !visible) return;
    const timer = setInterval(reload, connected ? SAFETY_READ_MS : REFRESH_MS[status]);
    return () => clearInterval(timer);
  }, [online, visible, status, reload, connected]);

  // Back on a hidden page: its list is as old as the time away; read it now.
  const wasVisible = useRef(visible);
  useEffect(() => {
    if (visible && !wasVisible.current) reload();
    wasVisible.current = visible;
  }, [visible, reload]);

  const previous = useRef<readonly SportMatch[] | undefined>(undefined);
  const [moves, setMoves] = useState<Map<string, PriceMove>>(new Map());
  useEffect(() => {
    if (!value) return;
    const found = priceMoves(previous.current, value.list);
    previous.current = value.list;
    if (found.size === 0) return;
    setMoves(found);
    const timer = setTimeout(() => setMoves(new Map()), MOVE_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [value]);

  return { ...loaded, moves };
}
