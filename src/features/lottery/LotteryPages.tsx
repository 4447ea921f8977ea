/**
 * The lottery's pages (SPEC §1 lottery and e-lottery, §7), one lazy chunk switched on the route:
 * a game's draw and slip (/m/lottery), numero (/m/numero), the member's orders and one order
 * (/m/lotteryOrders, /m/lotteryOrder — members only, by the route's gate) and the results
 * (/m/lotteryResults). Without a game the game and results pages list the games to choose from.
 */
import type { ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useCatalogueArea } from '../../i18n/areas';
import { useT } from '../../i18n/useT';
import { pathOf } from '../../routes';
import { GameList } from './GameList';
import { GamePage } from './GamePage';
import { betTypeOf, dayOf, orderTabOf } from './lottery-page-rules';
import { NumeroPage } from './NumeroPage';
import { OrderPage } from './OrderPage';
import { OrdersPage } from './OrdersPage';
import { ResultsPage } from './ResultsPage';
import '../../ui/tabs.css';
import './lottery.css';

export default function LotteryPages() {
  useCatalogueArea('lottery');
  const { t } = useT();
  const [path] = useLocation();
  const query = new URLSearchParams(useSearch());
  const game = query.get('game')?.trim() ?? '';
  const type = betTypeOf(query.get('type'));

  let body: ReactNode;
  let label = t('lottery_game');
  if (path === pathOf('numero')) {
    label = t('numero');
    body = game ? <NumeroPage key={`${game}:${type}`} gameCode={game} type={type} /> : <GameList target="lotteryGame" />;
  } else if (path === pathOf('lotteryOrders')) {
    label = t('lottery_orders');
    body = (
      <OrdersPage tab={orderTabOf(query.get('status'))} />
    );
  } else if (path === pathOf('lotteryOrder')) {
    label = t('lottery_order');
    const orderNo = query.get('no')?.trim() ?? '';
    body = orderNo ? <OrderPage key={orderNo} orderNo={orderNo} /> : <OrdersPage tab="all" />;
  } else if (path === pathOf('lotteryResults')) {
    label = t('lottery_results');
    body = game ? <ResultsPage key={game} gameCode={game} day={dayOf(query.get('date'))} /> : <GameList target="lotteryResults" />;
  } else {
    body = game ? <GamePage key={game} gameCode={game} type={type} /> : <GameList target="lotteryGame" />;
  }
  return (
    <section className="lottery" aria-label={label}>
      {body}
    </section>
  );
}
