import { useLiveQuery } from 'dexie-react-hooks';
import { Suspense, type ReactNode } from 'react';
import { lazyWhenOnline } from '../../ui/lazy';
import { useSnapshot } from 'valtio';
import { config } from '../../config';
import { db } from '../../db/db';
import { appState } from '../../state/app';
import { firstPaint } from '../../state/first-paint';
import { gatePage, isSystemStatus, readingOf } from './gate';

// WARNING: bundle boundary — the error pages are a lazy chunk; the first chunk keeps only the gate.
const ErrorPage = lazyWhenOnline(() => import('./ErrorPage'));

const Splash = () => <div className="splash" role="progressbar" aria-label="Loading" />;

/**
 * Renders the app only when the system status allows it. The stored status is used at once;
 * the worker refreshes it and this follows. With no stored status, wait for the first boot sync.
 * The server's status names the reading of the code (SPEC §2 gives two); else the build's.
 */
export function StatusGate({ children }: { children: ReactNode }) {
  const { booted } = useSnapshot(appState);
  const status = useLiveQuery(
    // A cold first visit has no stored status yet: the one inlined in the served shell stands in.
    async () => (await db.settings.get('status'))?.value ?? firstPaint()?.status ?? null,
    [],
    appState.storedStatus,
  );
  if (status === undefined || (status === null && !booted)) return <Splash />;
  const reading = readingOf(status, config.statusReading);
  const page = gatePage(status, reading);
  if (page === 'normal') return <>{children}</>;
  const ip = isSystemStatus(status) ? status.location.ip : '';
  return (
    <Suspense fallback={<Splash />}>
      <ErrorPage kind={page} reading={reading} ip={ip} />
    </Suspense>
  );
}
