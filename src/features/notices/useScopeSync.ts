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
    worker()
      .sync.refresh(scope)
      .then(
        (result) => current && setStatus(result.ok ? 'ok' : result.offline ? 'offline' : 'failed'),
        () => current && setStatus('failed'),
      );
    return () => {
      current = false;
    };
  }, [scope, language, token, online]);

  return status;
}
