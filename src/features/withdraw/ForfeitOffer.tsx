/**
 * Shown when a withdrawal asked for money a deposit bonus still locks: what may be withdrawn now,
 * and the offer to give the bonus up so the whole wallet may be. Giving it up is a money call and
 * asks for a confirmation first, since it cannot be undone.
 */
import { useState } from 'react';
import { worker } from '../../bridge/worker';
import { useT } from '../../i18n/useT';
import { useOperationKey } from '../../ui/useOperationKey';
import { useMoney } from '../../ui/useMoney';

export interface LockedValue {
  withdrawable?: number;
  locked?: number;
}

export function ForfeitOffer({ value, onForfeited }: { value: LockedValue | undefined; onForfeited: (withdrawable: number) => void }) {
  const { t } = useT();
  const operation = useOperationKey('bonus-forfeit');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const format = useMoney();
  const money = (units: number | undefined) => format(units ?? 0);

  async function forfeit() {
    setBusy(true);
    setFailed(false);
    const result = await worker().withdraw.forfeitBonus(operation.keyFor('forfeit'));
    setBusy(false);
    if (!result.ok) return setFailed(true);
    operation.settle();
    onForfeited(result.value.withdrawable);
    void worker().member.refresh().catch(() => undefined);
  }

  return (
    <div className="withdraw-forfeit" role="alert" data-testid="withdraw-forfeit">
      <p>{t('withdraw_bonus_locked', { withdrawable: money(value?.withdrawable), locked: money(value?.locked) })}</p>
      {confirming ? (
        <div className="withdraw-forfeit__confirm" role="group" aria-label={t('withdraw_forfeit_confirm_title')}>
          <p>{t('withdraw_forfeit_confirm_text')}</p>
          <button type="button" className="button" disabled={busy} onClick={() => void forfeit()}>
            {t('withdraw_forfeit_confirm')}
          </button>
          <button type="button" className="button button--ghost" disabled={busy} onClick={() => setConfirming(false)}>
            {t('withdraw_forfeit_keep')}
          </button>
        </div>
      ) : (
        <button type="button" className="button button--ghost" onClick={() => setConfirming(true)}>
          {t('withdraw_forfeit_offer')}
        </button>
      )}
      {failed && <p className="form-message">{t('withdraw_forfeit_failed')}</p>}
    </div>
  );
}
