import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { worker } from '../../bridge/worker';
import { useT } from '../../i18n/useT';
import { appState } from '../../state/app';
import { session } from '../../state/session';

/**
 * How the last refresh of a scope went: the screens tell "still asking" from "asked, nothing
 * there" (empty, not found) and from "could not ask" (offline: a designed state, not a blank).
 */
export type SyncStatus = 'pending' | 'ok' | 'offline' | 'failed';

/**
 * Refresh a content scope whenever what it depends on changes: the language, who is signed in
 * (read flags are the member's) and the network coming back. The device rows render meanwhile.
 */
export function useScopeSync(scope: 'notices' | 'help'): SyncStatus {
  const { language } = useT();
  const { info } = useSnapshot(session);
  const { online } = useSnapshot(appState);
  const token = info?.token ?? '';
  const [status, setStatus] = useState<SyncStatus>('pending');

  useEffect(() => {
    let current = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = (attempt: number) => {
      // `again`: a refresh begun before the network came back would answer "offline"; this
      // one must run after it, not join it.
      worker()
        .sync.refresh(scope, { again: attempt === 0 && online })
        .then(
          (result) => {
            if (!current) return;
            setStatus(result.ok ? 'ok' : result.offline ? 'offline' : 'failed');
            // Online but the ask failed (a flaky link, the SW not yet reconnected): try again.
            if (!result.ok && online && attempt < RETRY_LIMIT) timer = setTimeout(() => ask(attempt + 1), retryDelayMs(attempt));
          },
          () => current && setStatus('failed'),
        );
    };
    ask(0);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [scope, language, token, online]);

  return status;
}

/** Asks after a failure while online: 1, 2, 4, 8, 16 s apart, then the device copy stands. */
const RETRY_LIMIT = 5;
const retryDelayMs = (attempt: number) => 1000 * 2 ** Math.min(attempt, 4);
