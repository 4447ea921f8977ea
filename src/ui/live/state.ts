/**
 * The page's view of the live channel (src/api/live-events.ts): whether the device's stream is
 * open (views poll only while it is not) and who wants which events. The one channel listener
 * (channel.ts, started after the first render) feeds both; this module holds no listener of its
 * own, so a view may import it without bringing the channel into its chunk.
 */
import { proxy } from 'valtio';
import type { LiveEvent, LiveEventKind } from '../../api/live-events';

export const liveState = proxy({
  /** The device's live stream is open (in this tab's worker or another's). */
  connected: false,
});

export type LiveHandler = (event: LiveEvent, id: string) => void;

const subscribers = new Set<{ kinds: ReadonlySet<LiveEventKind>; handler: LiveHandler }>();

/**
 * Hear events of `kinds`; a `resync` (the stream could not replay what was missed) reaches every
 * subscriber, since each must read again what it shows. Returns the unsubscribe.
 */
export function onLiveEvent(kinds: readonly LiveEventKind[], handler: LiveHandler): () => void {
  const subscriber = { kinds: new Set(kinds), handler };
  subscribers.add(subscriber);
  return () => subscribers.delete(subscriber);
}

/** Hand one event to its subscribers (channel.ts; tests). */
export function deliverLiveEvent(event: LiveEvent, id: string): void {
  for (const { kinds, handler } of [...subscribers]) {
    if (event.kind === 'resync' || kinds.has(event.kind)) handler(event, id);
  }
}
