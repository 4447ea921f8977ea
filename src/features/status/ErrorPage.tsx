import { useT } from '../../i18n/useT';
import { worker } from '../../bridge/worker';

/** ErrorIP and ErrorService pages (SPEC §2 named pages), with a retry that re-reads the status. */
export function ErrorPage({ kind, ip }: { kind: 'errorIp' | 'errorService'; ip: string }) {
  const { t } = useT();
  const isIp = kind === 'errorIp';
  return (
    <main className="error-page" aria-labelledby="error-title">
      <div className="error-page__icon" aria-hidden="true">{isIp ? '🌐' : '🛠'}</div>
      <h1 id="error-title">{t(isIp ? 'error_ip_title' : 'error_service_title')}</h1>
      <p>{isIp ? t('error_ip_body', { ip }) : t('error_service_body')}</p>
      <button type="button" className="button" onClick={() => void worker().sync.refresh('boot')}>
        {t('retry')}
      </button>
    </main>
  );
}
