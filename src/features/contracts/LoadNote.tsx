/** Before the overview has a value: a quiet frame while loading, or why not (offline, failed) and a retry. */
import { ERROR_CODE } from '../../api/error-codes';
import { useT } from '../../i18n/useT';
import type { Loaded } from '../../ui/useLoaded';

export function LoadNote({ loaded }: { loaded: Pick<Loaded<unknown>, 'failed' | 'reload'> }) {
  const { t } = useT();
  if (!loaded.failed) return <div className="contracts-loading" role="status" aria-busy="true" />;
  const offline = loaded.failed === ERROR_CODE.offline || loaded.failed === ERROR_CODE.timeout;
  return (
    <div className="contract-card contract-empty" role="alert" data-testid="contract-load-note">
      <p>{t(offline ? 'contract_load_offline' : 'contract_load_failed')}</p>
      <button type="button" className="button button--ghost" onClick={loaded.reload}>
        {t('contract_retry')}
      </button>
    </div>
  );
}
