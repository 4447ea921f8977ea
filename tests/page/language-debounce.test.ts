import { describe, expect, it, vi } from 'vitest';
import { debounce, LANGUAGE_REFRESH_MS, REVALIDATE_MS } from '../../src/features/settings/debounce';
import { onLanguageChangeDebounced } from '../../src/features/settings/useRevalidateOnLanguageChange';

/** A manual clock standing in for setTimeout. */
function manualTimers() {
  let now = 0;
  let next = 1;
  const pending = new Map<number, { at: number; fn: () => void }>();
  return {
    set: (fn: () => void, ms: number) => {
      const id = next++;
      pending.set(id, { at: now + ms, fn });
      return id;
    },
    clear: (id: unknown) => void pending.delete(id as number),
    advance(ms: number) {
      now += ms;
      for (const [id, timer] of [...pending]) {
        if (timer.at <= now) {
          pending.delete(id);
          timer.fn();
        }
      }
    },
  };
}

/** Just enough of i18next's emitter. */
function emitter() {
  const listeners = new Set<() => void>();
  return {
    on: (_event: string, fn: () => void) => void listeners.add(fn),
    off: (_event: string, fn: () => void) => void listeners.delete(fn),
    emit: () => listeners.forEach((fn) => fn()),
    get size() {
      return listeners.size;
    },
  };
}

describe('language debounces (SPEC §9)', () => {
  it('uses 250 ms for the data refresh and 200 ms for revalidation', () => {
    expect(LANGUAGE_REFRESH_MS).toBe(250);
    expect(REVALIDATE_MS).toBe(200);
  });

  it('runs once, the given time after the last call', () => {
    const timers = manualTimers();
    const fn = vi.fn();
    const run = debounce(fn, 250, timers);
    run();
    timers.advance(200);
    run();
    timers.advance(200);
    expect(fn).not.toHaveBeenCalled();
    timers.advance(50);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('does nothing after cancel', () => {
    const timers = manualTimers();
    const fn = vi.fn();
    const run = debounce(fn, 100, timers);
    run();
    run.cancel();
    timers.advance(500);
    expect(fn).not.toHaveBeenCalled();
  });

  it('revalidates forms once, 200 ms after a burst of language changes, and stops on unsubscribe', () => {
    const timers = manualTimers();
    const source = emitter();
    const revalidate = vi.fn();
    const stop = onLanguageChangeDebounced(revalidate, source as never, timers);
    source.emit();
    timers.advance(150);
    source.emit();
    timers.advance(199);
    expect(revalidate).not.toHaveBeenCalled();
    timers.advance(1);
    expect(revalidate).toHaveBeenCalledTimes(1);

    source.emit();
    stop();
    timers.advance(1000);
    expect(revalidate).toHaveBeenCalledTimes(1);
    expect(source.size).toBe(0);
  });
});
