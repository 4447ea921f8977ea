/**
 * Touch feedback timings (SPEC §9 "Touch"): a press shows after 130 ms, so a finger that starts a
 * scroll does not flash every tile it crosses; held 370 ms longer it is a long press; the pressed
 * look stays 100 ms after release, so a quick tap is still seen; moving 30 px cancels the press.
 * DOM-free: the element wiring is in install-touch.ts, timers are injected for tests.
 */
export const PRESS_IN_MS = 130;
export const LONG_PRESS_MS = 370;
export const PRESS_OUT_MS = 100;
export const PRESS_CANCEL_PX = 30;

export type PressLook = 'pressed' | 'long' | null;

export interface PressHooks {
  /** Show the element pressed (`'pressed'`, `'long'`) or not (`null`). */
  look(state: PressLook): void;
  /** The press has been held long enough to be a long press. */
  longPress(): void;
}

export interface Timers {
  set(run: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const realTimers: Timers = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface PressTracker {
  down(x: number, y: number): void;
  move(x: number, y: number): void;
  /** The finger lifted: true when the press was a long press (the tap that follows is not a tap). */
  up(): boolean;
  cancel(): void;
}

export function createPressTracker(hooks: PressHooks, timers: Timers = realTimers): PressTracker {
  let start: { x: number; y: number } | null = null;
  let phase: 'idle' | 'waiting' | 'pressed' | 'long' = 'idle';
  let pending: unknown[] = [];

  const clearAll = () => {
    pending.forEach((handle) => timers.clear(handle));
    pending = [];
  };
  const later = (run: () => void, ms: number) => pending.push(timers.set(run, ms));

  const cancel = () => {
    clearAll();
    if (phase === 'pressed' || phase === 'long') hooks.look(null);
    phase = 'idle';
    start = null;
  };

  return {
    down(x, y) {
      cancel();
      start = { x, y };
      phase = 'waiting';
      later(() => {
        phase = 'pressed';
        hooks.look('pressed');
        later(() => {
          phase = 'long';
          hooks.look('long');
          hooks.longPress();
        }, LONG_PRESS_MS);
      }, PRESS_IN_MS);
    },
    move(x, y) {
      if (!start) return;
      if (Math.hypot(x - start.x, y - start.y) >= PRESS_CANCEL_PX) cancel();
    },
    up() {
      if (phase === 'idle') return false;
      const wasLong = phase === 'long';
      clearAll();
      // A tap quicker than the press-in delay still shows, briefly.
      if (phase === 'waiting') hooks.look('pressed');
      phase = 'idle';
      start = null;
      later(() => hooks.look(null), PRESS_OUT_MS);
      return wasLong;
    },
    cancel,
  };
}
