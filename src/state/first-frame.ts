/**
 * Whether the app's first frame is on screen. Game tiles hold their icons until then: every SVG
 * icon that arrives first is main-thread work of its own (its document loads, lays out and
 * paints) that the first frame would wait for, while the tiles themselves are what the player
 * waits to see. The icon box keeps its size and tint meanwhile, so nothing moves when they come.
 */
import { useSyncExternalStore } from 'react';

let painted = false;
const listeners = new Set<() => void>();

export function markFirstFramePainted(): void {
  if (painted) return;
  painted = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => painted;

export function useFirstFramePainted(): boolean {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
