/**
 * The Idempotency-Key of a money operation (DESIGN §3): one key per operation the member means,
 * kept across retries of it. A submit whose answer never came (offline, timeout, a dropped
 * connection) is retried with the SAME key, so the server moves the money once; a definitive
 * answer (`settle`), or a change of what is being asked (`fingerprint`), starts a new operation
 * with a new key. Kept in sessionStorage under `scope`, so a reload mid-operation resends the
 * same key too.
 */
import { useCallback, useMemo } from 'react';

const STORE_PREFIX = 'lobby.op.';

interface Stored {
  fingerprint: string;
  key: string;
}

function read(scope: string): Stored | null {
  try {
    const text = sessionStorage.getItem(STORE_PREFIX + scope);
    return text ? (JSON.parse(text) as Stored) : null;
  } catch {
    return null;
  }
}

function write(scope: string, value: Stored | null): void {
  try {
    if (value) sessionStorage.setItem(STORE_PREFIX + scope, JSON.stringify(value));
    else sessionStorage.removeItem(STORE_PREFIX + scope);
  } catch {
    // Private mode without storage: the key still lives for this page's retries.
  }
}

const memory = new Map<string, Stored>();

/** The key to send for the operation `fingerprint` describes (e.g. JSON of the form's values). */
export function operationKeyFor(scope: string, fingerprint: string): string {
  const known = memory.get(scope) ?? read(scope);
  if (known && known.fingerprint === fingerprint) return known.key;
  const fresh = { fingerprint, key: crypto.randomUUID() };
  memory.set(scope, fresh);
  write(scope, fresh);
  return fresh.key;
}

/** The operation got a definitive answer (done or refused): the next submit is a new one. */
export function settleOperation(scope: string): void {
  memory.delete(scope);
  write(scope, null);
}

export function useOperationKey(scope: string) {
  const keyFor = useCallback((fingerprint: string) => operationKeyFor(scope, fingerprint), [scope]);
  const settle = useCallback(() => settleOperation(scope), [scope]);
  return useMemo(() => ({ keyFor, settle }), [keyFor, settle]);
}
