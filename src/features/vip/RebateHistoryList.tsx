/** The member's past claims, newest first: when, how much, which period and at which level. */
import type { RebateHistory } from '../../api/vip-wire';
import { useT } from '../../i18n/useT';
import { useMoney } from '../../ui/useMoney';

export function RebateHistoryList({ history, onMore }: { history: RebateHistory; onMore: () => void }) {
  const { t, language } = useT();
  const money = useMoney();
  const day = (iso: string) => new Date(iso).toLocaleDateString(language, { dateStyle: 'medium' });
  const when = (iso: string) => new Date(iso).toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' });
  if (history.list.length === 0) {
    return (
      <p className="vip-note" data-testid="rebate-history-empty">
        {t('rebate_history_empty')}
      </p>
    );
  }
  return (
    <>
      <ul className="rebate-history" data-testid="rebate-history">
        {history.list.map((claim) => (
          <li key={claim.id} className="rebate-history__row" data-testid="rebate-history-row">
            <div className="rebate-history__main">
              <time dateTime={claim.createdAt}>{when(claim.createdAt)}</time>
              <span className="rebate-history__amount">+{money(claim.amount)}</span>
            </div>
            <div className="rebate-history__meta">
              <span>{t('rebate_history_period', { from: day(claim.from), to: day(claim.to) })}</span>
              <span>{claim.labelName}</span>
            </div>
          </li>
        ))}
      </ul>
      {history.list.length < history.total && (
        <button type="button" className="button button--ghost rebate-more" onClick={onMore}>
          {t('rebate_history_more')}
        </button>
      )}
    </>
  );
}
