/**
 * Pulls after live events, at most one per key in each LIVE_COALESCE_MS window: the first at
 * once, and when more come within the window, one trailing pull at its end (which opens the next
 * window). A burst of twenty price ticks makes two reads, never the same read twice in a window.
 * Timers are injected so the rule is tested without waiting. DOM-free: the worker coalesces its
 * pulls into the device tables with it, the page its views' re-reads.
 */
import { LIVE_COALESCE_MS } from './live-events';

export interface CoalesceTimers {
  set(run: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const realTimers: CoalesceTimers = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface Coalescer {
  /** Ask for `pull` under `key`: 'now' when it ran, 'trailing' when it waits for the window's end. */
  hit(key: string, pull: () => void): 'now' | 'trailing';
  /** Drop every waiting pull (the holder let the stream go, the view went away). */
  cancel(): void;
}

export function createCoalescer(windowMs = LIVE_COALESCE_MS, timers: CoalesceTimers = realTimers): Coalescer {
  const windows = new Map<string, { trailing: (() => void) | null; handle: unknown }>();

  const run = (key: string, pull: () => void) => {
    const window: { trailing: (() => void) | null; handle: unknown } = { trailing: null, handle: undefined };
    window.handle = timers.set(() => {
      windows.delete(key);
      if (window.trailing) run(key, window.trailing);
    }, windowMs);
    windows.set(key, window);
    pull();
  };

  return {
    hit(key, pull) {
      const open = windows.get(key);
      if (open) {
        open.trailing = pull;
        return 'trailing';
      }
      run(key, pull);
      return 'now';
    },
    cancel() {
      for (const window of windows.values()) timers.clear(window.handle);
      windows.clear();
    },
  };
}
