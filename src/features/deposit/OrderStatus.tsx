/**
 * The order the member came back with (`?order=`, after the gateway or a bank/manual submit): its
 * state, asked again a few times while it is pending (the gateway's callback may land a moment
 * after the redirect) and whenever the live channel tells of a decision on the member's money (an
 * operator's, on a bank deposit), and the header balance refreshed once it is paid.
 */
import { useEffect, useState } from 'react';
import type { DepositOrder } from '../../api/deposit-wire';
import { depositEndpoints } from '../../api/endpoints/deposit';
import { worker } from '../../bridge/worker';
import { useT } from '../../i18n/useT';
import { POLL_EVERY_MS, POLL_TIMES, STATE_KEYS, depositErrorKey } from './deposit-rules';
import type { ErrorCode } from '../../api/error-codes';
import { useLiveRefresh } from '../../ui/live/useLiveRefresh';
import { useMoney } from '../../ui/useMoney';

export function OrderStatus({ id }: { id: number }) {
  const { t } = useT();
  const money = useMoney();
  const [order, setOrder] = useState<DepositOrder | null>(null);
  const [error, setError] = useState<ErrorCode | null>(null);
  const [round, setRound] = useState(0);
  useLiveRefresh(depositEndpoints.depositOrder.refreshOn, () => setRound((n) => n + 1));

  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async (left: number) => {
      const answer = await worker().deposit.order(id);
      if (!live) return;
      if (!answer.ok) return setError(answer.code);
      setError(null);
      setOrder(answer.value);
      if (answer.value.state === 'paid') void worker().member.refresh();
      // Gateway orders settle within moments; bank and manual ones wait for the operator.
      if (answer.value.state === 'pending' && answer.value.payUrl && left > 1) timer = setTimeout(() => void ask(left - 1), POLL_EVERY_MS);
    };
    void ask(POLL_TIMES);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [id, round]);

  if (error) return <p className="deposit-status deposit-status--failed" role="status">{t(depositErrorKey(error))}</p>;
  if (!order) return <p className="deposit-status" role="status" aria-busy="true">{t('deposit_order_checking')}</p>;
  return (
    <section className={`deposit-status deposit-status--${order.state}`} role="status" data-testid="deposit-order-status" data-state={order.state}>
      <p className="deposit-status__title">
        {t('deposit_order_title', { id: order.id })} · {order.methodName}
      </p>
      <p className="deposit-status__amount">{money(order.amount)}</p>
      <p className="deposit-status__state">{t(STATE_KEYS[order.state])}</p>
      {order.bonus > 0 && <p className="deposit-note">{t('deposit_bonus_line', { bonus: money(order.bonus) })}</p>}
      {order.state === 'pending' && !order.payUrl && <p className="deposit-note">{t('deposit_review_note')}</p>}
    </section>
  );
}
