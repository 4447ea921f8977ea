import { useT } from '../i18n/useT';
import { useSnapshot } from 'valtio';
import { appState } from '../state/app';

/** Visible whenever what the user sees comes from the device rather than the server. */
export function OfflineIndicator() {
  const { t } = useT();
  const { online, servedFromDevice } = useSnapshot(appState);
  if (online && !servedFromDevice) return null;
  return (
    <div className="offline-indicator" role="status" data-testid="offline-indicator">
      <span className="offline-indicator__dot" aria-hidden="true" />
      {t('offline_indicator')}
    </div>
  );
}
