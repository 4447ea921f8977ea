/**
 * Claim a promotion's approved bonus (SPEC §4 claim → claimed) into the main wallet: a money call,
 * online only, with one Idempotency-Key per claim that a lost answer resends. The server pays a
 * promotion's bonus once whatever the key; on success the header balance is read again (worker).
 */
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { ERROR_CODE } from '../../api/error-codes';
import { worker } from '../../bridge/worker';
import type { MessageKey } from '../../i18n';
import { useCatalogueArea } from '../../i18n/areas';
import { useT } from '../../i18n/useT';
import { appState } from '../../state/app';
import { useOperationKey } from '../../ui/useOperationKey';
import { useMoney } from '../../ui/useMoney';

type Message = { key: MessageKey; params?: Record<string, string>; tone: 'ok' | 'error' };

export function ClaimBonusButton({ promotionId, claimable }: { promotionId: number; claimable: boolean }) {
  useCatalogueArea('messages');
  useCatalogueArea('wallet');
  const { t } = useT();
  const money = useMoney();
  const { online } = useSnapshot(appState);
  const operation = useOperationKey(`bonus-claim-${promotionId}`);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);

  const claim = async () => {
    setBusy(true);
    setMessage(null);
    try {
      const result = await worker().wallet.claimBonus(promotionId, operation.keyFor(String(promotionId)));
      if (result.ok) {
        operation.settle();
        setMessage({ key: 'wallet_claim_done', params: { amount: money(result.value.bonus) }, tone: 'ok' });
      } else if (result.transient) {
        setMessage({ key: result.code === ERROR_CODE.offline ? 'claim_needs_connection' : 'money_retry_same', tone: 'error' });
      } else {
        operation.settle();
        const key: MessageKey = result.code === ERROR_CODE.bonusNotClaimable ? 'wallet_claim_not_claimable' : result.code === ERROR_CODE.trialNoMoney ? 'wallet_error_trial' : 'wallet_error_failed';
        setMessage({ key, tone: 'error' });
      }
    } catch {
      setMessage({ key: 'money_retry_same', tone: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {claimable && (
        <button type="button" className="button promo-action__button" disabled={busy || !online} aria-busy={busy} onClick={() => void claim()}>
          {t('wallet_claim_button')}
        </button>
      )}
      {claimable && <p className="promo-action__message">{t(online ? 'wallet_claim_hint' : 'claim_needs_connection')}</p>}
      {message && (
        <p className={`promo-action__message promo-action__message--${message.tone}`} role={message.tone === 'error' ? 'alert' : 'status'}>
          {t(message.key, message.params)}
        </p>
      )}
    </>
  );
}
