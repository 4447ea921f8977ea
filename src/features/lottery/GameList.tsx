/**
 * A lottery address without a game (or the results page without one): every lottery game with its
 * countdown, each leading to `target` for that game.
 */
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { lotteryEndpoints } from '../../api/endpoints/lottery';
import { worker } from '../../bridge/worker';
import { useT } from '../../i18n/useT';
import { href } from '../../routes';
import { appState } from '../../state/app';
import { useLoaded } from '../../ui/useLoaded';
import { AsOf, DigitBalls, LoadFrame } from './BallsAndNotes';
import { formatCountdown, msUntil } from './lottery-page-rules';
import { useNow } from './useNow';

export function GameList({ target }: { target: 'lotteryGame' | 'lotteryResults' }) {
  const { t } = useT();
  const { online } = useSnapshot(appState);
  const now = useNow();
  const list = useLoaded('lottery-list', () => worker().lottery.list(), { refreshOn: lotteryEndpoints.lotteryList.refreshOn });
  if (!list.value) return <LoadFrame failed={list.failed} reload={list.reload} />;
  return (
    <div className="lottery-games">
      <AsOf asOf={list.value.asOf} now={now} online={online} />
      <ul className="lottery-games__list">
        {list.value.list.map((game) => (
          <li key={game.gameCode}>
            <Link href={href(target, { game: game.gameCode })} className="lottery-card lottery-games__item" data-testid="lottery-game-link">
              <img src={game.iconUrl} alt="" width={40} height={40} className="lottery-head__icon" />
              <span className="lottery-games__name">{game.name}</span>
              <span className="lottery-muted">{game.current ? formatCountdown(msUntil(game.current.closesAt, now)) : t('lottery_draw_closed_soon')}</span>
              {game.last && <DigitBalls result={game.last.result} label={t('lottery_result')} />}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
