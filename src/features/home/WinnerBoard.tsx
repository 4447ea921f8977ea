/** The latest-winners board (SPEC §2). Below the fold on home: a lazy chunk. */
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { db } from '../../db/db';
import type { GameRow, WinnerRow } from '../../db/rows';
import { useT } from '../../i18n/useT';
import { href } from '../../routes';
import { useMoney } from '../../ui/useMoney';
import { sortWinners, WINNER_SCROLL, winnersScroll } from './home-rules';

/** The game a winner row opens; a game not yet synced launches from the winner's fields. */
async function winnerGame(winner: WinnerRow): Promise<GameRow> {
  const game = await db.games.get(winner.nodeId);
  const name = winner.vo.gameName;
  return game ?? ({ nodeId: winner.nodeId, vassalage: winner.vassalage, gameType: winner.gameType, gameCategory: winner.gameType, displayName: name, nodeName: name, gameName: name } as GameRow);
}

/** Tapping a row opens that game; how is the parent's decision (home passes the games launcher). */
export default function WinnerBoard({ onPlay }: { onPlay: (game: GameRow) => Promise<void> }) {
  const { t } = useT();
  // SPEC §3 winner: 2 decimals with the currency symbol, as every amount of the app.
  const money = useMoney();
  const winners = useLiveQuery(async () => sortWinners(await db.winners.toArray()), []);
  const [first, setFirst] = useState(0);
  const [moving, setMoving] = useState(false);
  const count = winners?.length ?? 0;
  const scrolls = winnersScroll(count, typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches);

  useEffect(() => {
    if (!scrolls) return;
    // Every 3 s slide one row up over 500 ms, then rotate the list so it loops without end.
    let settle: ReturnType<typeof setTimeout>;
    const timer = setInterval(() => {
      setMoving(true);
      settle = setTimeout(() => {
        setMoving(false);
        setFirst((n) => (n + 1) % count);
      }, WINNER_SCROLL.speedMs);
    }, WINNER_SCROLL.delayMs);
    return () => {
      clearInterval(timer);
      clearTimeout(settle);
    };
  }, [scrolls, count]);

  if (!count) return null;
  const shown = scrolls ? [...winners!.slice(first), ...winners!.slice(0, first)].slice(0, WINNER_SCROLL.visible + 1) : winners!;
  return (
    <section className="winners" aria-label={t('games_winners')}>
      <div className="winners__head">
        <h2 className="winners__title">{t('games_winners')}</h2>
        <Link href={href('rank')} className="winners__rank">
          {t('rank_list')} <span aria-hidden="true">›</span>
        </Link>
      </div>
      <div className={`winners__window${scrolls ? ' winners__window--scroll' : ''}`}>
        <ul className={`winners__list${moving ? ' winners__list--moving' : ''}`} style={{ transitionDuration: `${WINNER_SCROLL.speedMs}ms` }}>
          {shown.map((winner) => (
            <li key={winner.rank}>
              {/* Named by the words it shows (WCAG 2.5.3): who, which game, how much. */}
              <button type="button" className="winners__row" onClick={() => void winnerGame(winner).then(onPlay)}>
                <img src={winner.vo.iconUrl} alt="" loading="lazy" width="36" height="36" />
                <span className="winners__who">
                  <span className="winners__name">{winner.vo.customerName}</span>
                  <span className="winners__game">{winner.vo.gameName}</span>
                </span>
                <span className="winners__amount">{money(winner.vo.winAmount)}</span>
              </button>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
