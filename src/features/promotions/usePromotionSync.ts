/**
 * Asks the worker for the promotions scope when a promotion page opens, when the user or the
 * language changes (statuses are the member's, texts the language's) and when the network
 * returns. The page renders Dexie meanwhile; this only says how the last refresh went, so a page
 * with nothing on the device can tell "still loading" from "offline, never seen" and "not found".
 */
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { worker } from '../../bridge/worker';
import { useT } from '../../i18n/useT';
import { appState } from '../../state/app';
import { session } from '../../state/session';

export type SyncState = 'running' | 'done' | 'offline' | 'failed';

export function usePromotionSync(): SyncState {
  const { userKey } = useSnapshot(session);
  const { online } = useSnapshot(appState);
  const { language } = useT();
  // The outcome of the refresh made for one user, language and network state; another → running.
  const key = `${userKey}|${language}|${online}`;
  const [outcome, setOutcome] = useState<{ key: string; state: SyncState } | null>(null);

  useEffect(() => {
    let current = true;
    // `again`: a refresh already running may have started for the previous user or language.
    worker()
      .sync.refresh('promotions', { again: true })
      .then(
        (result) => current && setOutcome({ key, state: result.ok ? 'done' : result.offline ? 'offline' : 'failed' }),
        () => current && setOutcome({ key, state: 'failed' }),
      );
    return () => {
      current = false;
    };
  }, [key]);

  const state = outcome?.key === key ? outcome.state : 'running';
  // Offline, a failed refresh is the network's doing whatever the error said.
  return !online && state === 'failed' ? 'offline' : state;
}
