import { useLiveQuery } from 'dexie-react-hooks';
import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { config } from '../../config';
import { db } from '../../db/db';
import { appState } from '../../state/app';
import { ErrorPage } from './ErrorPage';
import { gatePage, isSystemStatus } from './gate';

/**
 * Renders the app only when the system status allows it. The stored status is used at once;
 * the worker refreshes it and this follows. With no stored status, wait for the first boot sync.
 */
export function StatusGate({ children }: { children: ReactNode }) {
  const { booted } = useSnapshot(appState);
  const status = useLiveQuery(
    async () => (await db.settings.get('status'))?.value ?? null,
    [],
    appState.storedStatus,
  );
  if (status === undefined || (status === null && !booted)) {
    return <div className="splash" role="progressbar" aria-label="Loading" />;
  }
  const page = gatePage(status, config.statusReading);
  if (page === 'normal') return <>{children}</>;
  const ip = isSystemStatus(status) ? status.location.ip : '';
  return <ErrorPage kind={page} ip={ip} />;
}
