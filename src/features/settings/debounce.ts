/**
 * A trailing debounce with an injectable timer, so the SPEC §9 delays (language refresh 250 ms,
 * revalidation 200 ms) are tested without real time.
 */
export interface Timers {
  set: (fn: () => void, ms: number) => unknown;
  clear: (handle: unknown) => void;
}

const realTimers: Timers = {
  set: (fn, ms) => setTimeout(fn, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface Debounced {
  /** (Re)start the wait; `fn` runs once, `ms` after the last call. */
  (): void;
  cancel(): void;
}

export function debounce(fn: () => void, ms: number, timers: Timers = realTimers): Debounced {
  let handle: unknown;
  let pending = false;
  const run = () => {
    pending = false;
    fn();
  };
  const debounced = () => {
    if (pending) timers.clear(handle);
    pending = true;
    handle = timers.set(run, ms);
  };
  debounced.cancel = () => {
    if (pending) timers.clear(handle);
    pending = false;
  };
  return debounced;
}

/** SPEC §9 debounces. */
export const LANGUAGE_REFRESH_MS = 250;
export const REVALIDATE_MS = 200;
