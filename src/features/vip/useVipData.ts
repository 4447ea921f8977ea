/**
 * What the VIP and rebate pages read, through the worker (network first; the service worker's
 * last copy when offline). Each read keeps its last value while it re-reads, so a figure never
 * blanks out; it re-reads when its key changes, on `reload`, and when the connection comes back.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { ErrorCode } from '../../api/error-codes';
import { worker } from '../../bridge/worker';
import { appState } from '../../state/app';

export interface Loaded<T> {
  value: T | undefined;
  /** The last read failed (shown only while there is no value to show instead). */
  failed: ErrorCode | null;
  reload: () => void;
}

type Result<T> = { ok: true; value: T } | { ok: false; code: ErrorCode };

/** `key` names what `read` reads (its parameters): a new key, a new read. */
export function useLoaded<T>(key: string, read: () => Promise<Result<T>>): Loaded<T> {
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
  return { value: state.value, failed: state.failed, reload };
}

export const useVipLevels = () => useLoaded('levels', () => worker().vip.levels());
export const useVipProgress = () => useLoaded('progress', () => worker().vip.progress());
export const useRebateSummary = (version: number) => useLoaded(`summary:${version}`, () => worker().vip.rebateSummary());
export const useRebateHistory = (pageSize: number, version: number) =>
  useLoaded(`history:${pageSize}:${version}`, () => worker().vip.rebateHistory(1, pageSize));
