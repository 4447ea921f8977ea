/**
 * /m/lotteryResults?game=&date=: a game's drawn draws, newest first, "load more"; for a daily
 * (VN-style) game also a day picker (in the address) and that day's prize-tier board. Offline,
 * the last copies, marked stale.
 */
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { lotteryEndpoints } from '../../api/endpoints/lottery';
import type { ErrorCode } from '../../api/error-codes';
import type { LotteryDraw, LotteryGameSummary } from '../../api/lottery-wire';
import { worker } from '../../bridge/worker';
import { useT } from '../../i18n/useT';
import { href } from '../../routes';
import { appState } from '../../state/app';
import { useLiveRefresh } from '../../ui/live/useLiveRefresh';
import { useLoaded } from '../../ui/useLoaded';
import { AsOf, DigitBalls, LoadFrame } from './BallsAndNotes';
import { formatDateTime } from './format';
import { useNow } from './useNow';
import { VnBoard } from './VnBoard';

/** A daily game's board opens on the day of its latest result (today's may not be drawn yet). */
const lastDay = (game: LotteryGameSummary) => (game.last ? game.last.drawsAt.slice(0, 10) : null);

interface Pages {
  asOf: string;
  list: LotteryDraw[];
  pageNo: number;
  totalPages: number;
}

export function ResultsPage({ gameCode, day }: { gameCode: string; day: string | null }) {
  const { t, language } = useT();
  const { online } = useSnapshot(appState);
  const [, navigate] = useLocation();
  const now = useNow(30_000);
  const menu = useLoaded(`menu:${gameCode}`, () => worker().lottery.menu(gameCode), {
    refreshOn: lotteryEndpoints.lotteryMenu.refreshOn,
    concerns: (event) => event.kind === 'draw' && event.game === gameCode,
  });
  const [pages, setPages] = useState<Pages | null>(null);
  const [failed, setFailed] = useState<ErrorCode | null>(null);
  const [round, setRound] = useState(0);
  const [more, setMore] = useState(false);

  useEffect(() => {
    let current = true;
    void worker()
      .lottery.results(gameCode, 1)
      .then((result) => {
        if (!current) return;
        if (!result.ok) return setFailed(result.code);
        setPages({ asOf: result.value.asOf, list: result.value.list, pageNo: 1, totalPages: result.value.totalPages });
      });
    return () => {
      current = false;
    };
  }, [gameCode, online, round]);
  // This game's draw was drawn: its result heads the list.
  useLiveRefresh(
    lotteryEndpoints.lotteryResults.refreshOn,
    () => setRound((n) => n + 1),
    (event) => event.kind === 'draw' && event.game === gameCode,
  );

  const loadMore = () => {
    if (!pages || more) return;
    setMore(true);
    void worker()
      .lottery.results(gameCode, pages.pageNo + 1)
      .then((result) => {
        setMore(false);
        if (result.ok) setPages({ ...pages, list: [...pages.list, ...result.value.list], pageNo: pages.pageNo + 1, totalPages: result.value.totalPages });
      });
  };

  const game: LotteryGameSummary | undefined = menu.value?.game;
  return (
    <div className="lottery-results" data-testid="lottery-results">
      {game && <h2 className="lottery-results__title">{game.name}</h2>}
      {game?.cadence === 'daily' && (
        <VnBoard gameCode={gameCode} day={day ?? lastDay(game)} onDay={(next) => navigate(href('lotteryResults', { game: gameCode, date: next }), { replace: true })} />
      )}
      {!pages ? (
        <LoadFrame failed={failed} reload={() => {
            setFailed(null);
            setRound((n) => n + 1);
          }} />
      ) : (
        <section aria-labelledby="lottery-draws-title">
          <h2 id="lottery-draws-title" className="lottery-section-title">
            {t('lottery_drawn_draws')}
          </h2>
          <AsOf asOf={pages.asOf} now={now} online={online} />
          {pages.list.length === 0 ? (
            <p className="lottery-empty">{t('lottery_results_empty')}</p>
          ) : (
            <ul className="lottery-rows">
              {pages.list.map((draw) => (
                <li key={draw.drawNo} className="lottery-row lottery-draw" data-testid="lottery-draw">
                  <span className="lottery-row__head">
                    <span>{draw.drawNo}</span>
                    <time className="lottery-muted" dateTime={draw.drawsAt}>
                      {formatDateTime(draw.drawsAt, language)}
                    </time>
                  </span>
                  <DigitBalls result={draw.result} label={t('lottery_result')} />
                </li>
              ))}
            </ul>
          )}
          {pages.pageNo < pages.totalPages && (
            <button type="button" className="button button--ghost lottery-more" onClick={loadMore} disabled={more} aria-busy={more}>
              {t('lottery_load_more')}
            </button>
          )}
        </section>
      )}
    </div>
  );
}
