/**
 * One write of an agent form, sent the way every agent write is (online only, never queued; the
 * same Idempotency-Key again while an answer is missing, a new one after a definitive answer): the
 * form says what to send and what to say on success; refusals and lost answers are worded here,
 * and the input typed stays in the form whatever happens.
 */
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import type { ErrorCode } from '../../api/error-codes';
import { appState } from '../../state/app';
import { useOperationKey } from '../../ui/useOperationKey';
import { agentErrorKey, writeOutcome } from './agent-rules';
import type { Note } from './FormNote';

type Result<V> = { ok: true; value: V } | { ok: false; code: ErrorCode; transient: boolean };

export function useKeyedWrite(scope: string) {
  const { online } = useSnapshot(appState);
  const operation = useOperationKey(scope);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<Note | null>(null);

  /** Send `input`; `done` runs on success and returns what to say. */
  async function send<I, V>(input: I, call: (input: I, key: string) => Promise<Result<V>>, done: (value: V) => Note): Promise<void> {
    // Offline: nothing is sent or queued; what was typed stays for when the network is back.
    if (!online) return setNote({ key: 'money_needs_connection', tone: 'error' });
    setBusy(true);
    setNote(null);
    try {
      const result = await call(input, operation.keyFor(JSON.stringify(input)));
      const outcome = writeOutcome(result);
      if (outcome === 'offline' || outcome === 'unanswered') {
        // No definitive answer: the key is kept, so the next tap cannot apply it twice.
        return setNote({ key: outcome === 'offline' ? 'money_needs_connection' : 'money_retry_same', tone: 'error' });
      }
      operation.settle();
      setNote(result.ok ? done(result.value) : { key: agentErrorKey(result.code), tone: 'error' });
    } catch {
      setNote({ key: 'money_retry_same', tone: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return { busy, note, setNote, send };
}
