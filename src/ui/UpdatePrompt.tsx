import { useT } from '../i18n/useT';
import { useSnapshot } from 'valtio';
import { appState } from '../state/app';

/** "New version — reload" (DESIGN §4): the waiting service worker takes over only when accepted. */
export function UpdatePrompt() {
  const { t } = useT();
  const { updateReady } = useSnapshot(appState);
  if (!updateReady) return null;
  return (
    <div className="update-prompt" role="alertdialog" aria-label={t('update_ready')}>
      <span>{t('update_ready')}</span>
      <button
        type="button"
        className="button"
        onClick={() => void import('../bridge/sw').then(({ acceptUpdate }) => acceptUpdate())}
      >
        {t('reload')}
      </button>
    </div>
  );
}
