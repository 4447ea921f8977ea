/**
 * The withdraw report: the member's requests newest first — amount, card, state, date, and the
 * operator's note on a rejection — ten to a page. Offline it shows the last copy of the page.
 */
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { withdrawEndpoints } from '../../api/endpoints/withdraw';
import { worker } from '../../bridge/worker';
import { useT } from '../../i18n/useT';
import { appState } from '../../state/app';
import { LoadState } from './LoadState';
import { useLoaded } from './useWithdrawData';
import { STATE_KEYS } from './withdraw-rules';
import { useMoney } from '../../ui/useMoney';

const PAGE_SIZE = 10;

export function ReportTab({ version }: { version: number }) {
  const { t, language } = useT();
  const money = useMoney();
  const { online } = useSnapshot(appState);
  const [page, setPage] = useState(1);
  const report = useLoaded(`report:${page}:${version}`, () => worker().withdraw.report(page, PAGE_SIZE), { refreshOn: withdrawEndpoints.withdrawReport.refreshOn });
  const value = report.value;
  if (!value) return <LoadState loaded={report} />;
  const pages = Math.max(1, Math.ceil(value.total / PAGE_SIZE));
  const when = (iso: string) => new Date(iso).toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <div className="withdraw-report">
      {!online && <p className="withdraw-note">{t('withdraw_offline_copy')}</p>}
      {value.list.length === 0 ? (
        <p className="withdraw-empty" data-testid="withdraw-report-empty">
          {t('withdraw_report_empty')}
        </p>
      ) : (
        <ul className="withdraw-report__list">
          {value.list.map((w) => (
            <li key={w.id} className="report-row" data-testid="withdraw-row">
              <div className="report-row__top">
                <span className="report-row__amount">{money(w.amount)}</span>
                <span className={`report-row__state report-row__state--${w.state}`} data-testid="withdraw-state">
                  {t(STATE_KEYS[w.state])}
                </span>
              </div>
              <div className="report-row__meta">
                <span>{t('withdraw_card_option', { bank: w.bankName, last4: w.last4 })}</span>
                <time dateTime={w.createdAt}>{when(w.createdAt)}</time>
              </div>
              {w.note && <p className="report-row__note">{w.note}</p>}
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav className="withdraw-pager" aria-label={t('withdraw_tab_report')}>
          <button type="button" className="button button--ghost" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('withdraw_report_prev')}
          </button>
          <span>{t('withdraw_report_page', { page, pages })}</span>
          <button type="button" className="button button--ghost" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('withdraw_report_next')}
          </button>
        </nav>
      )}
    </div>
  );
}
