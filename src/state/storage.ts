/**
 * Web storage that may be missing. In a sandboxed frame (no allow-same-origin), with storage
 * disabled, or in a private window that refuses writes, merely reading `localStorage` throws: the
 * app then runs without remembering anything rather than failing to start.
 */
export type StorageKind = 'local' | 'session';

export function storageOf(kind: StorageKind): Storage | null {
  try {
    return (kind === 'local' ? window.localStorage : window.sessionStorage) ?? null;
  } catch {
    return null;
  }
}

export function readStorage(kind: StorageKind, key: string): string | null {
  try {
    return storageOf(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Stores `value`, or removes the key for null; a refused write is dropped. */
export function writeStorage(kind: StorageKind, key: string, value: string | null): void {
  try {
    const storage = storageOf(kind);
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // full or blocked: kept for this page only, as if never stored
  }
}
