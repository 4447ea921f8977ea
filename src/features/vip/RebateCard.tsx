/**
 * The rebate earned since the last claim, per game type, and the claim (SPEC §2 manualRebate): a
 * money call, online only, one Idempotency-Key per claim that a lost answer resends. The server
 * pays each period once whatever the key; on success the header balance is read again (worker)
 * and the page re-reads the summary and the history.
 */
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { ERROR_CODE } from '../../api/error-codes';
import type { RebateSummary } from '../../api/vip-wire';
import { worker } from '../../bridge/worker';
import type { MessageKey } from '../../i18n';
import { useT } from '../../i18n/useT';
import { appState } from '../../state/app';
import { useOperationKey } from '../../ui/useOperationKey';
import { formatRate, gameTypeKey } from './vip-rules';
import { refusalKey } from '../../ui/refusal';
import { vipEndpoints } from '../../api/endpoints/vip';
import { useMoney } from '../../ui/useMoney';

type Message = { key: MessageKey; params?: Record<string, string>; tone: 'ok' | 'error' };



export function RebateCard({ summary, onClaimed }: { summary: RebateSummary; onClaimed: () => void }) {
  const { t, language } = useT();
  const money = useMoney();
  const { online } = useSnapshot(appState);
  // The period's start names the operation: a new period, a new claim.
  const operation = useOperationKey('rebate-claim');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);
  const since = new Date(summary.from).toLocaleDateString(language, { dateStyle: 'medium' });

  const claim = async () => {
    setBusy(true);
    setMessage(null);
    try {
      const result = await worker().vip.claimRebate(operation.keyFor(summary.from));
      if (result.ok) {
        operation.settle();
        setMessage({ key: 'rebate_claim_done', params: { amount: money(result.value.claim.amount) }, tone: 'ok' });
        onClaimed();
      } else if (result.transient) {
        // No definitive answer: the next tap resends the same key, so it still pays once.
        setMessage({ key: result.code === ERROR_CODE.offline ? 'claim_needs_connection' : 'money_retry_same', tone: 'error' });
      } else {
        operation.settle();
        setMessage({ key: refusalKey(vipEndpoints.rebateClaim, result.code, 'rebate_error_failed'), tone: 'error' });
        if (result.code === ERROR_CODE.rebateNothingToClaim) onClaimed();
      }
    } catch {
      setMessage({ key: 'money_retry_same', tone: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="vip-card rebate-card" aria-label={t('rebate_earned')} data-testid="rebate-card">
      <p className="vip-rank__caption">{t('rebate_earned')}</p>
      <p className="rebate-card__amount" data-testid="rebate-amount">
        {money(summary.amount)}
      </p>
      <div className="rebate-card__meta vip-note">
        <span>{t('rebate_since', { from: since })}</span>
        {summary.labelName && <span>{t('rebate_rates_of', { name: summary.labelName })}</span>}
      </div>
      {summary.lines.length === 0 ? (
        <p className="vip-note" data-testid="rebate-nothing">
          {t('rebate_nothing')}
        </p>
      ) : (
        <table className="rebate-table" data-testid="rebate-lines">
          <thead>
            <tr>
              <th scope="col">{t('rebate_col_type')}</th>
              <th scope="col">{t('rebate_col_turnover')}</th>
              <th scope="col">{t('rebate_col_rate')}</th>
              <th scope="col">{t('rebate_col_amount')}</th>
            </tr>
          </thead>
          <tbody>
            {summary.lines.map((line) => (
              <tr key={line.gameType} data-testid="rebate-line" data-game-type={line.gameType}>
                <td>{t(gameTypeKey(line.gameType))}</td>
                <td>{money(line.turnover)}</td>
                <td>{formatRate(line.rate, language)}</td>
                <td>{money(line.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <button
        type="button"
        className="button rebate-claim"
        disabled={busy || !online || summary.amount <= 0}
        aria-busy={busy}
        onClick={() => void claim()}
      >
        {t('rebate_claim_button')}
      </button>
      <p className="vip-note">{t(online ? 'rebate_claim_hint' : 'claim_needs_connection')}</p>
      {message && (
        <p className={`rebate-message rebate-message--${message.tone}`} role={message.tone === 'error' ? 'alert' : 'status'} data-testid="rebate-message">
          {t(message.key, message.params)}
        </p>
      )}
    </section>
  );
}
