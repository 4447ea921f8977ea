/**
 * /m/lottery?game=CODE&type= (a lottery tile opens it): the draw and its countdown, the last
 * result, the bet types with their odds in the site's prize mode, picks, and the slip. The menu is
 * read again when the live channel says this game's draw closed or was drawn, so the result shows
 * as it is drawn; when the countdown reaches zero it is read again too (every few seconds until the
 * next draw is there while the channel is down, now and then while it is up).
 * Offline, the copy of the menu shows with its time and a stale mark; the slip is kept, placing
 * says a connection is needed.
 */
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { Link, useLocation } from 'wouter';
import { LOTTERY_STAKE, type LotteryBetType } from '../../api/lottery-rules';
import type { LotteryMenu } from '../../api/lottery-wire';
import { lotteryEndpoints } from '../../api/endpoints/lottery';
import { formatOdds } from '../../api/money';
import { worker } from '../../bridge/worker';
import { useT } from '../../i18n/useT';
import { href } from '../../routes';
import { appState } from '../../state/app';
import { liveState } from '../../ui/live/state';
import { Tabs } from '../../ui/Tabs';
import { useLoaded } from '../../ui/useLoaded';
import { AsOf, LoadFrame } from './BallsAndNotes';
import { DrawHeader } from './DrawHeader';
import { msUntil, BET_TYPE_KEYS } from './lottery-page-rules';
import { PickPanel } from './PickPanel';
import { defaultStake, fitStakes, lineId, type StakeLimits } from './slip-rules';
import { SlipPanel } from './SlipPanel';
import { useNow } from './useNow';
import { usePlaceOrder } from './usePlaceOrder';
import { useSlip } from './useSlip';

/** While a draw is closed and the next not yet in the menu: how often to look again (channel down, up). */
const CLOSED_REREAD_MS = { polling: 5_000, live: 30_000 };

export function GamePage({ gameCode, type }: { gameCode: string; type: LotteryBetType }) {
  const menu = useLoaded(`menu:${gameCode}`, () => worker().lottery.menu(gameCode), {
    refreshOn: lotteryEndpoints.lotteryMenu.refreshOn,
    concerns: (event) => event.kind === 'draw' && event.game === gameCode,
  });
  if (!menu.value) return <LoadFrame failed={menu.failed} reload={menu.reload} />;
  return <GameReady menu={menu.value} reload={menu.reload} type={type} />;
}

function GameReady({ menu, reload, type }: { menu: LotteryMenu; reload: () => void; type: LotteryBetType }) {
  const { t, language } = useT();
  const { online } = useSnapshot(appState);
  const { connected } = useSnapshot(liveState);
  const [, navigate] = useLocation();
  const now = useNow();
  const game = menu.game;
  const slip = useSlip(game.gameCode);
  const current = game.current;
  const closed = !current || msUntil(current.closesAt, now) === 0;
  const order = usePlaceOrder(game.gameCode, () => slip.clear(), reload);

  // At zero: the menu again, until it names the next draw (only online: offline there is nothing newer).
  useEffect(() => {
    if (!closed || !online) return;
    reload();
    const timer = window.setInterval(reload, connected ? CLOSED_REREAD_MS.live : CLOSED_REREAD_MS.polling);
    return () => window.clearInterval(timer);
  }, [closed, online, current?.drawNo, reload, connected]);

  const info = (betType: LotteryBetType) => menu.betTypes.find((entry) => entry.type === betType);
  const limitsOf = (betType: LotteryBetType): StakeLimits => {
    const entry = info(betType);
    return entry ? { min: entry.minStake, max: entry.maxStake } : LOTTERY_STAKE;
  };

  // A slip kept from earlier: stakes brought inside today's limits.
  const { lines, replace } = slip;
  useEffect(() => {
    const fitted = fitStakes(lines, (betType) => limitsOf(betType));
    if (fitted.some((line, index) => line.stake !== lines[index]!.stake)) replace(fitted);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [menu]);

  const onSlip = (pick: string) => slip.lines.some((line) => line.betType === type && line.pick === pick);
  const add = (pick: string) => {
    const outcome = slip.add([{ betType: type, pick }], defaultStake(limitsOf(type)), menu.maxSuborders);
    if (outcome.overflow) order.setNote({ key: 'lottery_slip_full', params: { max: String(menu.maxSuborders) }, tone: 'error' });
    else if (outcome.duplicates) order.setNote({ key: 'lottery_slip_duplicate', tone: 'error' });
    else order.setNote(null);
  };
  const toggle = (pick: string) => (onSlip(pick) ? slip.remove(lineId({ betType: type, pick })) : add(pick));
  const openType = (next: LotteryBetType) => navigate(href('lotteryGame', { game: game.gameCode, type: next }), { replace: true });

  return (
    <div className="lottery-game" data-testid="lottery-game">
      <AsOf asOf={menu.asOf} now={now} online={online} />
      <DrawHeader game={game} now={now} />
      <nav className="lottery-links" aria-label={t('lottery_more')}>
        <Link href={href('lotteryOrders')} className="lottery-link">
          {t('lottery_my_orders')}
        </Link>
        <Link href={href('lotteryResults', { game: game.gameCode })} className="lottery-link">
          {t('lottery_results_link')}
        </Link>
      </nav>
      <Tabs
        className="lottery-tabs"
        tabClassName="lottery-tab"
        label={t('lottery_bet_types')}
        options={menu.betTypes.map((entry) => ({
          id: entry.type,
          label: (
            <>
              {t(BET_TYPE_KEYS[entry.type])}
              <span className="lottery-tab__odds">×{formatOdds(entry.odds, language)}</span>
            </>
          ),
        }))}
        active={type}
        onSelect={openType}
        idPrefix="lottery-tab"
        panelId="lottery-panel"
      />
      <div id="lottery-panel" role="tabpanel" aria-labelledby={`lottery-tab-${type}`} className="lottery-card lottery-panel">
        <PickPanel gameCode={game.gameCode} type={type} onSlip={onSlip} onToggle={toggle} onAdd={add} />
      </div>
      <SlipPanel
        lines={slip.lines}
        limitsOf={limitsOf}
        maxSuborders={menu.maxSuborders}
        onStake={slip.setStake}
        onRemove={slip.remove}
        onPlace={() => current && void order.place(current.drawNo, slip.lines)}
        canPlace={!closed || !online}
        busy={order.busy}
        note={order.note}
      />
    </div>
  );
}
