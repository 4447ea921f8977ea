/**
 * /m/lotteryOrders?status=, the member's orders: tabs open / settled / all (the address keeps the
 * tab), newest first, "load more"; each row leads to its detail. Offline, the last copy.
 */
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Link, useLocation } from 'wouter';
import type { LotteryOrderSummary } from '../../api/lottery-wire';
import { worker } from '../../bridge/worker';
import type { MessageKey } from '../../i18n';
import { useT } from '../../i18n/useT';
import { href } from '../../routes';
import { appState } from '../../state/app';
import { AsOf, LoadFrame } from './BallsAndNotes';
import { formatDateTime } from './format';
import { ORDER_TABS, type OrderTab } from './lottery-page-rules';
import { StatusChip } from './StatusChip';
import { useNow } from './useNow';
import type { ErrorCode } from '../../api/error-codes';
import { Tabs } from '../../ui/Tabs';
import { useMoney } from '../../ui/useMoney';

const TAB_KEYS: Record<OrderTab, MessageKey> = { open: 'lottery_tab_open', settled: 'lottery_tab_settled', all: 'lottery_tab_all' };

interface Loaded {
  key: string;
  asOf: string;
  list: LotteryOrderSummary[];
  pageNo: number;
  totalPages: number;
}

export function OrdersPage({ tab }: { tab: OrderTab }) {
  const { t } = useT();
  const { online } = useSnapshot(appState);
  const [, navigate] = useLocation();
  const now = useNow(30_000);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState<ErrorCode | null>(null);
  const [round, setRound] = useState(0);
  const [more, setMore] = useState(false);
  const key = `${tab}|${online}|${round}`;

  useEffect(() => {
    let current = true;
    void worker()
      .lottery.orders(tab, 1)
      .then((result) => {
        if (!current) return;
        if (!result.ok) return setFailed(result.code);
        setLoaded({ key: tab, asOf: result.value.asOf, list: result.value.list, pageNo: 1, totalPages: result.value.totalPages });
      });
    return () => {
      current = false;
    };
  }, [key, tab]);

  const loadMore = () => {
    if (!loaded || more) return;
    setMore(true);
    void worker()
      .lottery.orders(tab, loaded.pageNo + 1)
      .then((result) => {
        setMore(false);
        if (result.ok) setLoaded({ ...loaded, list: [...loaded.list, ...result.value.list], pageNo: loaded.pageNo + 1, totalPages: result.value.totalPages });
      });
  };

  const shown = loaded?.key === tab ? loaded : null;
  return (
    <div className="lottery-orders" data-testid="lottery-orders">
      <Tabs
        className="lottery-tabs"
        label={t('lottery_order_tabs')}
        options={ORDER_TABS.map((id) => ({ id, label: t(TAB_KEYS[id]) }))}
        active={tab}
        onSelect={(option) => navigate(href('lotteryOrders', { status: option === 'all' ? undefined : option }), { replace: true })}
        idPrefix="lottery-orders"
        panelId="lottery-orders-panel"
      />
      <div id="lottery-orders-panel" role="tabpanel" aria-labelledby={`lottery-orders-${tab}`}>
        {!shown ? (
          <LoadFrame failed={failed} reload={() => {
            setFailed(null);
            setRound((n) => n + 1);
          }} />
        ) : (
          <>
            <AsOf asOf={shown.asOf} now={now} online={online} />
            {shown.list.length === 0 ? (
              <p className="lottery-empty">{t('lottery_orders_empty')}</p>
            ) : (
              <ul className="lottery-rows">
                {shown.list.map((order) => (
                  <OrderRow key={order.orderNo} order={order} />
                ))}
              </ul>
            )}
            {shown.pageNo < shown.totalPages && (
              <button type="button" className="button button--ghost lottery-more" onClick={loadMore} disabled={more} aria-busy={more}>
                {t('lottery_load_more')}
              </button>
            )}
          </>
        )}
      </div>
    </div>
  );
}

function OrderRow({ order }: { order: LotteryOrderSummary }) {
  const { t, language } = useT();
  const money = useMoney();
  return (
    <li>
      <Link href={href('lotteryOrder', { no: order.orderNo })} className="lottery-row" data-testid="lottery-order-row" data-order={order.orderNo}>
        <span className="lottery-row__head">
          <strong className="lottery-row__game">{order.gameName}</strong>
          <StatusChip status={order.status} />
        </span>
        <span className="lottery-row__meta">
          <span>{t('lottery_draw_no', { drawNo: order.drawNo })}</span>
          <time dateTime={order.createdAt}>{formatDateTime(order.createdAt, language)}</time>
        </span>
        <span className="lottery-row__figures">
          <span>{t('lottery_stake_figure', { amount: money(order.totalStake) })}</span>
          <span>{t('lottery_payout_figure', { amount: money(order.totalPayout) })}</span>
        </span>
      </Link>
    </li>
  );
}
