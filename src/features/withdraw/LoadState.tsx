/** Before a read has a value: a quiet frame while loading, or why it failed and a retry. */
import { useT } from '../../i18n/useT';
import type { Loaded } from './useWithdrawData';

export function LoadState({ loaded }: { loaded: Pick<Loaded<unknown>, 'failed' | 'reload'> }) {
  const { t } = useT();
  if (!loaded.failed) return <div className="withdraw-loading" role="status" aria-busy="true" />;
  return (
    <div className="withdraw-card" role="alert">
      <p className="withdraw-card__text">{t('withdraw_load_failed')}</p>
      <button type="button" className="button" onClick={loaded.reload}>
        {t('withdraw_retry')}
      </button>
    </div>
  );
}
