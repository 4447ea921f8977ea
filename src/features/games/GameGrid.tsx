import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import type { GameRow } from '../../db/rows';
import { appState } from '../../state/app';
import { useT } from '../../i18n/useT';
import { GameTile, GameTileSkeleton } from './GameTile';
import { useFavouriteIds } from './useFavouriteIds';
import { useSettled } from './useSettled';

/** Tiles a phone screen shows at once: a new result paints these first, the rest right after. */
const FIRST_SCREEN_TILES = 12;

/** Placeholder tiles while a list has not been read yet (two rows of three). */
const PENDING_TILES = 6;

/** SPEC §2: the next page is asked for within 300 px of the bottom. */
const NEAR_BOTTOM_PX = 300;

/**
 * The infinite-scroll grid: a sentinel after the last tile asks for more when it comes within
 * 300 px of the viewport. After each page the observer is made anew, and a new observer reports
 * where its target stands at once, so a sentinel that stays in range asks again — from the
 * browser's own intersection step, never a layout forced right after the page's tiles mount.
 * Empty state when the list has loaded with nothing in it.
 */
export function GameGrid({ games, hasMore, onMore, label, progressive = false }: {
  games: GameRow[] | undefined;
  hasMore: boolean;
  onMore: () => void;
  label: string;
  /** Per keystroke of a name search: paint the first screen of each result, the rest once typing pauses. */
  progressive?: boolean;
}) {
  const { t } = useT();
  const favourites = useFavouriteIds();
  const { online } = useSnapshot(appState);
  const sentinel = useRef<HTMLDivElement>(null);
  const count = games?.length ?? 0;
  // While the player types, each result shows its first screen only; the rest follows once typing
  // pauses. Every tile that mounts loads its icon, and each icon is a task on this thread: the
  // tiles below the fold of one keystroke's result must not hold up the next keystroke's.
  const complete = useSettled(games, progressive);
  const shown = complete ? games : games?.slice(0, FIRST_SCREEN_TILES);

  useEffect(() => {
    const el = sentinel.current;
    // Only once the whole result is on screen: a half-rendered grid would look "near the bottom".
    if (!el || !hasMore || !complete || !count) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && onMore(), {
      rootMargin: `0px 0px ${NEAR_BOTTOM_PX}px 0px`,
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasMore, count, onMore, complete]);

  if (games && !games.length && !online) {
    // Nothing of this list reached the device before the network went: say so, not "no games".
    return (
      <div className="offline-empty" role="status" data-testid="offline-unseen">
        <span className="offline-empty__icon" aria-hidden="true" />
        <p className="offline-empty__title">{t('offline_unseen_title')}</p>
        <p className="offline-empty__body">{t('offline_unseen_body')}</p>
      </div>
    );
  }
  if (games && !games.length) {
    return (
      <p className="empty" data-testid="games-empty">
        {t('no_games')}
      </p>
    );
  }
  return (
    <section className="game-grid" aria-label={label} aria-busy={!games} data-testid="game-grid" data-count={count}>
      <div className="game-grid__tiles">
        {!games && Array.from({ length: PENDING_TILES }, (_, index) => <GameTileSkeleton key={`pending-${index}`} />)}
        {shown?.map((game) => (
          <GameTile key={game.nodeId} game={game} favourite={favourites.has(game.nodeId)} />
        ))}
      </div>
      {/* No sentinel before the first rows show: an empty grid would look "near the bottom". */}
      {hasMore && complete && count > 0 && <div ref={sentinel} className="game-grid__more" aria-hidden="true" />}
    </section>
  );
}
