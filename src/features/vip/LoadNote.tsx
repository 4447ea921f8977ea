/** Before a read has a value: a quiet frame while loading, or why not (offline, failed) and a retry. */
import { ERROR_CODE } from '../../api/error-codes';
import { useT } from '../../i18n/useT';
import type { Loaded } from './useVipData';

export function LoadNote({ loaded }: { loaded: Pick<Loaded<unknown>, 'failed' | 'reload'> }) {
  const { t } = useT();
  if (!loaded.failed) return <div className="vip-loading" role="status" aria-busy="true" />;
  const offline = loaded.failed === ERROR_CODE.offline || loaded.failed === ERROR_CODE.timeout;
  return (
    <div className="vip-card vip-card--note" role="alert">
      <p className="vip-note">{t(offline ? 'vip_offline_none' : 'vip_load_failed')}</p>
      <button type="button" className="button button--ghost" onClick={loaded.reload}>
        {t('vip_retry')}
      </button>
    </div>
  );
}
