/**
 * Before a read has a value: a quiet frame while loading, or why not (offline with no copy on
 * this device, refused, failed) and a retry.
 */
import { ERROR_CODE } from '../../api/error-codes';
import { useT } from '../../i18n/useT';
import type { Loaded } from '../../ui/useLoaded';

export function LoadNote({ loaded }: { loaded: Pick<Loaded<unknown>, 'failed' | 'reload'> }) {
  const { t } = useT();
  if (!loaded.failed) return <div className="agent-loading" role="status" aria-busy="true" />;
  const offline = loaded.failed === ERROR_CODE.offline || loaded.failed === ERROR_CODE.timeout;
  const text = offline ? 'agent_offline_none' : loaded.failed === ERROR_CODE.notAgent ? 'agent_only' : 'agent_load_failed';
  return (
    <div className="agent-card agent-card--note" role="alert">
      <p className="agent-note">{t(text)}</p>
      <button type="button" className="button button--ghost" onClick={loaded.reload}>
        {t('agent_retry')}
      </button>
    </div>
  );
}
