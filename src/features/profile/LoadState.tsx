/** Before a read has a value: a quiet frame while loading, or why it failed and a retry. */
import type { ErrorCode } from '../../api/error-codes';
import { useT } from '../../i18n/useT';

export function LoadState({ failed, reload }: { failed: ErrorCode | null; reload: () => void }) {
  const { t } = useT();
  if (!failed) return <div className="profile-loading" role="status" aria-busy="true" />;
  return (
    <div className="profile-card" role="alert">
      <p className="profile-muted">{t('profile_load_failed')}</p>
      <button type="button" className="button" onClick={reload}>
        {t('profile_retry')}
      </button>
    </div>
  );
}
