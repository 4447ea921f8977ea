/**
 * The deposit report: the member's orders, newest first, a page at a time ("load more"). Offline
 * it shows the copy the service worker kept of what the member last saw, and says so.
 */
import { useCallback, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { DepositOrder } from '../../api/deposit-wire';
import { depositEndpoints } from '../../api/endpoints/deposit';
import type { ErrorCode } from '../../api/error-codes';
import { worker } from '../../bridge/worker';
import { useT } from '../../i18n/useT';
import { appState } from '../../state/app';
import { depositErrorKey, STATE_KEYS } from './deposit-rules';
import { useLiveRefresh } from '../../ui/live/useLiveRefresh';
import { useMoney } from '../../ui/useMoney';

const PAGE_SIZE = 10;

export function DepositReport() {
  const { t, language } = useT();
  const money = useMoney();
  const { online } = useSnapshot(appState);
  const [orders, setOrders] = useState<DepositOrder[] | null>(null);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(0);
  const [error, setError] = useState<ErrorCode | null>(null);
  const [loading, setLoading] = useState(false);
  const [round, setRound] = useState(0);
  // An operator's decision or the gateway's answer: the first page again, with its new state.
  useLiveRefresh(depositEndpoints.depositReport.refreshOn, () => setRound((n) => n + 1));

  const show = useCallback((next: number, answer: Awaited<ReturnType<ReturnType<typeof worker>['deposit']['report']>>) => {
    if (!answer.ok) return setError(answer.code);
    setError(null);
    setTotal(answer.value.total);
    setPage(next);
    setOrders((shown) => (next === 1 || !shown ? answer.value.list : [...shown, ...answer.value.list.filter((o) => !shown.some((s) => s.id === o.id))]));
  }, []);

  useEffect(() => {
    let live = true;
    void worker()
      .deposit.report(1, PAGE_SIZE)
      .then((answer) => live && show(1, answer));
    return () => {
      live = false;
    };
  }, [show, round]);

  const more = async () => {
    setLoading(true);
    const answer = await worker().deposit.report(page + 1, PAGE_SIZE);
    setLoading(false);
    show(page + 1, answer);
  };

  const date = (iso: string) => new Date(iso).toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' });

  if (!orders) {
    if (error) return <p className="empty" role="status">{t(depositErrorKey(error))}</p>;
    return <p className="empty" role="status" aria-busy="true">{t('deposit_loading')}</p>;
  }
  return (
    <section className="deposit-report" aria-label={t('deposit_tab_report')}>
      {!online && <p className="deposit-note deposit-note--offline">{t('deposit_report_offline')}</p>}
      {orders.length === 0 ? (
        <p className="empty">{t('deposit_report_empty')}</p>
      ) : (
        <ul className="deposit-orders">
          {orders.map((o) => (
            <li key={o.id} className="deposit-order" data-testid="deposit-order" data-state={o.state}>
              <div className="deposit-order__main">
                <span className="deposit-order__method">{o.methodName}</span>
                <span className="deposit-order__amount">{money(o.amount)}</span>
              </div>
              <div className="deposit-order__meta">
                <time dateTime={o.createdAt}>{date(o.createdAt)}</time>
                <span className={`deposit-badge deposit-badge--${o.state}`}>{t(STATE_KEYS[o.state])}</span>
              </div>
              {o.bonus > 0 && <p className="deposit-order__bonus">{t('deposit_bonus_line', { bonus: money(o.bonus) })}</p>}
              {o.note && <p className="deposit-order__bonus">{o.note}</p>}
            </li>
          ))}
        </ul>
      )}
      {error && <p className="deposit-note">{t(depositErrorKey(error))}</p>}
      {orders.length < total && (
        <button type="button" className="button button--ghost deposit-report__more" disabled={loading || !online} onClick={() => void more()}>
          {loading ? t('deposit_loading') : t('deposit_load_more')}
        </button>
      )}
    </section>
  );
}
