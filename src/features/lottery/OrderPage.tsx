/**
 * /m/lotteryOrder?no=, one order: its draw with close and draw times, the result once drawn (with
 * the winning pick of each bet type, the suborders that hit highlighted), and each suborder with
 * its standing and payout; an open suborder whose draw still takes orders can be cancelled
 * (CancelSuborder) until the draw's close, when its Cancel gives way to "draw closed" on the spot.
 * Offline, the last copy opens, marked stale.
 */
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { formatOdds } from '../../api/money';
import { winningPick, type LotteryBetType } from '../../api/lottery-rules';
import type { LotteryOrder, LotterySuborder } from '../../api/lottery-wire';
import { worker } from '../../bridge/worker';
import { useT } from '../../i18n/useT';
import { href } from '../../routes';
import { appState } from '../../state/app';
import { useLoaded } from '../../ui/useLoaded';
import { AsOf, DigitBalls, LoadFrame, usePickText } from './BallsAndNotes';
import { CancelSuborder } from './CancelSuborder';
import { formatDateTime } from './format';
import { BET_TYPE_KEYS, cancelStanding } from './lottery-page-rules';
import { StatusChip } from './StatusChip';
import { useNow } from './useNow';
import { usePassed } from './usePassed';
import { useMoney } from '../../ui/useMoney';

export function OrderPage({ orderNo }: { orderNo: string }) {
  const { t, language } = useT();
  const money = useMoney();
  const { online } = useSnapshot(appState);
  const now = useNow(30_000);
  const detail = useLoaded(`order:${orderNo}`, () => worker().lottery.orderDetail(orderNo));
  if (!detail.value) return <LoadFrame failed={detail.failed} reload={detail.reload} />;
  const order = detail.value.order;
  // A cancel answers the order as it now stands: shown at once, then read again (the copy the
  // device keeps for offline is the one after the cancel).
  const onChanged = (next: LotteryOrder) => {
    detail.set({ asOf: new Date().toISOString(), order: next });
    detail.reload();
  };

  return (
    <div className="lottery-order" data-testid="lottery-order">
      <AsOf asOf={detail.value.asOf} now={now} online={online} />
      <section className="lottery-card" aria-labelledby="lottery-order-title">
        <div className="lottery-row__head">
          <h2 id="lottery-order-title" className="lottery-order__title">
            {order.gameName}
          </h2>
          <StatusChip status={order.status} />
        </div>
        <dl className="lottery-facts">
          <dt>{t('lottery_order_no')}</dt>
          <dd data-testid="lottery-order-no">{order.orderNo}</dd>
          <dt>{t('lottery_draw')}</dt>
          <dd>{order.drawNo}</dd>
          <dt>{t('lottery_closes_at')}</dt>
          <dd>{formatDateTime(order.closesAt, language)}</dd>
          <dt>{t('lottery_draws_at')}</dt>
          <dd>{formatDateTime(order.drawsAt, language)}</dd>
          <dt>{t('lottery_total')}</dt>
          <dd data-testid="lottery-order-stake">{money(order.totalStake)}</dd>
          <dt>{t('lottery_payout')}</dt>
          <dd data-testid="lottery-order-payout">{money(order.totalPayout)}</dd>
        </dl>
        {order.result ? (
          <div className="lottery-order__result">
            <span className="lottery-muted">{t('lottery_result')}</span>
            <DigitBalls result={order.result} label={t('lottery_result')} />
          </div>
        ) : (
          <p className="lottery-muted">{t('lottery_not_drawn')}</p>
        )}
        <Link href={href('lotteryGame', { game: order.gameCode })} className="lottery-link">
          {t('lottery_play_again')}
        </Link>
      </section>
      <ul className="lottery-rows" aria-label={t('lottery_suborders')}>
        {order.suborders.map((suborder) => (
          <SuborderRow key={suborder.id} order={order} suborder={suborder} onChanged={onChanged} />
        ))}
      </ul>
    </div>
  );
}

function SuborderRow({ order, suborder, onChanged }: { order: LotteryOrder; suborder: LotterySuborder; onChanged: (order: LotteryOrder) => void }) {
  const { t, language } = useT();
  const money = useMoney();
  const pickText = usePickText();
  const pick = pickText(suborder.pick);
  const winner = order.result ? winningPick(suborder.betType as LotteryBetType, order.result) : null;
  const hit = winner !== null && winner === suborder.pick;
  const standing = cancelStanding(suborder, usePassed(order.closesAt));
  return (
    <li className={`lottery-row lottery-suborder${hit ? ' lottery-suborder--hit' : ''}`} data-testid="lottery-suborder" data-suborder={suborder.id} data-status={suborder.status}>
      <span className="lottery-row__head">
        <span>
          <span className="lottery-muted">{t(BET_TYPE_KEYS[suborder.betType])}</span> <strong>{pick}</strong>
        </span>
        <StatusChip status={suborder.status} />
      </span>
      <span className="lottery-row__figures">
        <span>{t('lottery_stake_figure', { amount: money(suborder.stake) })}</span>
        <span>×{formatOdds(suborder.odds, language)}</span>
        <span data-testid="lottery-suborder-payout">{t('lottery_payout_figure', { amount: money(suborder.payout) })}</span>
      </span>
      {winner !== null && (
        <span className="lottery-row__meta">{t('lottery_winning_pick', { pick: pickText(winner) })}</span>
      )}
      {standing === 'cancellable' && <CancelSuborder order={order} suborder={suborder} onChanged={onChanged} />}
      {standing === 'closed' && (
        <span className="lottery-muted" data-testid="lottery-cancel-closed">
          {t('lottery_cancel_closed')}
        </span>
      )}
    </li>
  );
}
