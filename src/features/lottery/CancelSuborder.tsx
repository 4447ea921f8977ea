/**
 * "Cancel" on an open suborder: a confirm popup, then the cancel call — online only, never queued,
 * its own Idempotency-Key (the same key again after a lost answer, so the stake comes back once).
 * On success the order as it now stands replaces the one shown; the worker has the header's
 * balance read again.
 */
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import type { LotteryOrder, LotterySuborder } from '../../api/lottery-wire';
import { worker } from '../../bridge/worker';
import { useT } from '../../i18n/useT';
import { appState } from '../../state/app';
import { Popup } from '../../ui/Popup';
import { useOperationKey } from '../../ui/useOperationKey';
import { NoteLine, usePickText, type Note } from './BallsAndNotes';
import { BET_TYPE_KEYS, lotteryErrorKey, writeOutcome } from './lottery-page-rules';
import { useMoney } from '../../ui/useMoney';

export function CancelSuborder({ order, suborder, onChanged }: { order: LotteryOrder; suborder: LotterySuborder; onChanged: (order: LotteryOrder) => void }) {
  const { t } = useT();
  const money = useMoney();
  const pickText = usePickText();
  const { online } = useSnapshot(appState);
  const operation = useOperationKey(`lottery-cancel-${order.orderNo}-${suborder.id}`);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<Note | null>(null);
  const pick = pickText(suborder.pick);
  const what = `${t(BET_TYPE_KEYS[suborder.betType])} ${pick}`;

  const open = () => {
    if (!online) return setNote({ key: 'lottery_needs_connection', tone: 'error' });
    setNote(null);
    setConfirming(true);
  };

  const cancel = async () => {
    setConfirming(false);
    if (!online) return setNote({ key: 'lottery_needs_connection', tone: 'error' });
    const input = { orderNo: order.orderNo, suborderId: suborder.id };
    setBusy(true);
    try {
      const result = await worker().lottery.cancelSuborder(input, operation.keyFor(JSON.stringify(input)));
      const outcome = writeOutcome(result);
      if (outcome === 'offline') return setNote({ key: 'lottery_needs_connection', tone: 'error' });
      if (outcome === 'unanswered') return setNote({ key: 'lottery_retry_same', tone: 'error' });
      operation.settle();
      if (result.ok) onChanged(result.value.order);
      else setNote({ key: lotteryErrorKey(result.code), tone: 'error' });
    } catch {
      setNote({ key: 'lottery_retry_same', tone: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button type="button" className="button button--ghost lottery-cancel" onClick={open} disabled={busy} aria-busy={busy} aria-label={t('lottery_cancel_what', { what })} data-testid="lottery-cancel">
        {t('lottery_cancel')}
      </button>
      <NoteLine note={note} testId="lottery-cancel-note" />
      {confirming && (
        <Popup title={t('lottery_cancel_title')} role="alertdialog" onClose={() => setConfirming(false)} name="lottery-cancel">
          <p>{t('lottery_cancel_confirm', { what, amount: money(suborder.stake) })}</p>
          <div className="lottery-confirm">
            <button type="button" className="button button--ghost" onClick={() => setConfirming(false)}>
              {t('lottery_keep')}
            </button>
            <button type="button" className="button" onClick={() => void cancel()} data-testid="lottery-cancel-confirm">
              {t('lottery_cancel_yes')}
            </button>
          </div>
        </Popup>
      )}
    </>
  );
}
