/**
 * The game's head: name and icon, the draw taking orders with a countdown to its close (ticking
 * every second), or "draw closed" with when the next one closes; the last result as balls with
 * the way to the results page.
 */
import { Link } from 'wouter';
import type { LotteryGameSummary } from '../../api/lottery-wire';
import { useT } from '../../i18n/useT';
import { href } from '../../routes';
import { DigitBalls } from './BallsAndNotes';
import { formatTime } from './format';
import { formatCountdown, msUntil } from './lottery-page-rules';

export function DrawHeader({ game, now }: { game: LotteryGameSummary; now: number }) {
  const { t, language } = useT();
  const current = game.current;
  const left = current ? msUntil(current.closesAt, now) : 0;
  const nextClose = current ? new Date(Date.parse(current.closesAt) + game.intervalSeconds * 1000).toISOString() : null;

  return (
    <header className="lottery-head lottery-card">
      <div className="lottery-head__title">
        <img className="lottery-head__icon" src={game.iconUrl} alt="" width={48} height={48} />
        <div>
          <h2 className="lottery-head__name" data-testid="lottery-game-name">
            {game.name}
          </h2>
          {current && <p className="lottery-muted">{t('lottery_draw_no', { drawNo: current.drawNo })}</p>}
        </div>
      </div>
      {current && left > 0 ? (
        <p className="lottery-countdown" data-testid="lottery-countdown">
          <span className="lottery-muted">{t('lottery_closes_in')}</span>{' '}
          <time dateTime={current.closesAt} className="lottery-countdown__time">
            {formatCountdown(left)}
          </time>
        </p>
      ) : (
        <p className="lottery-countdown lottery-countdown--closed" role="status" data-testid="lottery-closed">
          {nextClose ? t('lottery_draw_closed_next', { time: formatTime(nextClose, language) }) : t('lottery_draw_closed_soon')}
        </p>
      )}
      <div className="lottery-head__last">
        <span className="lottery-muted">{game.last ? t('lottery_last_result', { drawNo: game.last.drawNo }) : t('lottery_no_result')}</span>
        {game.last && <DigitBalls result={game.last.result} label={t('lottery_result')} />}
        <Link href={href('lotteryResults', { game: game.gameCode })} className="lottery-link">
          {t('lottery_results_link')}
        </Link>
      </div>
    </header>
  );
}
