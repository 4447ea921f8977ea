import { Suspense } from 'react';
import { lazyWhenOnline } from './lazy';
import { useSnapshot } from 'valtio';
import { useT } from '../i18n/useT';
import { appState } from '../state/app';

/** WARNING: bundle boundary — it shows nothing until a change waits, so not in the first chunk. */
const SyncStatus = lazyWhenOnline(() => import('./SyncStatus').then(({ SyncStatus }) => ({ default: SyncStatus })));

/**
 * Visible whenever what the user sees comes from the device rather than the server, followed by
 * the count of changes still waiting to be sent.
 */
export function OfflineIndicator() {
  const { t } = useT();
  const { online, servedFromDevice } = useSnapshot(appState);
  return (
    <>
      {(!online || servedFromDevice) && (
        <div className="offline-indicator" role="status" data-testid="offline-indicator">
          <span className="offline-indicator__dot" aria-hidden="true" />
          {t('offline_indicator')}
        </div>
      )}
      <Suspense fallback={null}>
        <SyncStatus />
      </Suspense>
    </>
  );
}
