/**
 * A read through the worker (network first; the service worker's per-user copy when offline) that
 * keeps its last value while it re-reads, so a page never blanks out; it re-reads when its key
 * changes, on `reload`, when the connection comes back, and — given the registry entry's
 * `refreshOn` — when a live event says its answer is old.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { ErrorCode } from '../api/error-codes';
import type { LiveEvent, LiveEventKind } from '../api/live-events';
import { appState } from '../state/app';
import { useLiveRefresh } from './live/useLiveRefresh';

export interface Loaded<T> {
  value: T | undefined;
  /** The last read failed (shown only while there is no value to show instead). */
  failed: ErrorCode | null;
  reload: () => void;
  /** Replace the value with a fresher one a write answered with. */
  set: (value: T) => void;
}

type Result<T> = { ok: true; value: T } | { ok: false; code: ErrorCode };

export interface LoadedOptions {
  /**
   * Read again after these live events: the `refreshOn` of the registry entry `read` calls. A
   * burst re-reads at most once per LIVE_COALESCE_MS (the first at once, the last at its end).
   */
  refreshOn?: readonly LiveEventKind[];
  /** Of those events, the ones about this read (a lottery page: its own game's draw). All by default. */
  concerns?: (event: LiveEvent) => boolean;
}

/** `key` names what `read` reads (its parameters): a new key, a new read. */
export function useLoaded<T>(key: string, read: () => Promise<Result<T>>, options: LoadedOptions = {}): Loaded<T> {
  const { online } = useSnapshot(appState);
  const [state, setState] = useState<{ value: T | undefined; failed: ErrorCode | null }>({ value: undefined, failed: null });
  const [round, setRound] = useState(0);
  const reader = useRef(read);
  useEffect(() => {
    reader.current = read;
  });

  useEffect(() => {
    let current = true; // a newer read (or leaving the page) makes this answer moot
    void reader.current().then((result) => {
      if (!current) return;
      setState((prev) => (result.ok ? { value: result.value, failed: null } : { value: prev.value, failed: result.code }));
    });
    return () => {
      current = false;
    };
  }, [key, round, online]);

  const reload = useCallback(() => setRound((n) => n + 1), []);
  const set = useCallback((value: T) => setState({ value, failed: null }), []);

  useLiveRefresh(options.refreshOn, reload, options.concerns);
  return { value: state.value, failed: state.failed, reload, set };
}
