/**
 * The reward centre's tasks in the member's language: read on open, on coming back online and
 * after an action. Offline, the service worker answers the last copy; a failed read keeps the
 * list the page already had.
 */
import { useCallback, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { MissionList } from '../../api/records-wire';
import { worker } from '../../bridge/worker';
import { appState } from '../../state/app';

export interface MissionsState {
  list: MissionList | null;
  loading: boolean;
  failed: boolean;
  reload: () => void;
}

export function useMissions(language: string): MissionsState {
  const { online } = useSnapshot(appState);
  const [generation, setGeneration] = useState(0);
  const [outcome, setOutcome] = useState<{ key: string; list: MissionList | null; failed: boolean } | null>(null);
  const key = `${language}|${online}|${generation}`;

  useEffect(() => {
    let current = true;
    void worker()
      .records.missions(language)
      .then((result) => {
        if (!current) return;
        setOutcome((last) => ({ key, list: result.ok ? result.value : (last?.list ?? null), failed: !result.ok }));
      });
    return () => {
      current = false;
    };
    // language is in the key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  return { list: outcome?.list ?? null, loading: outcome?.key !== key, failed: outcome?.failed ?? false, reload };
}
