import { memo } from 'react';
import { Link } from 'wouter';
import type { GameRow } from '../../db/rows';
import { useT } from '../../i18n/useT';
import { GameTile, GameTileSkeleton } from '../games';
import { perSlide, toSlides } from './slides';

export interface HomeGameListProps {
  title: string;
  games: GameRow[] | undefined;
  /** Where "more games" goes (the matching list page). */
  moreHref?: string;
  /** The popular-recommend block: 3 per slide under 6 games, else 6 (SPEC §2). */
  popular?: boolean;
  favourites: Set<number>;
  /**
   * Its games are not here yet (not stored, or left for the render after the first screen): the
   * block's frame with one slide of placeholder tiles, exactly as tall as the block will be.
   */
  pending?: boolean;
}

/**
 * A home game list block (SPEC §2): sliding, 3.1 slides' worth of tiles in view so the next one
 * peeks, 3 games per slide (6 for a full popular block), optional more action, nothing if empty.
 * Native scroll snapping does the sliding: no carousel code in home's first chunk.
 */
export const HomeGameList = memo(function HomeGameList({ title, games, moreHref, popular = false, favourites, pending = false }: HomeGameListProps) {
  const { t } = useT();
  const waiting = pending && !games?.length;
  if (!games?.length && !waiting) return null;
  // A popular block is expected full (6 per slide, two rows); any other block has one row.
  const size = waiting ? perSlide(popular ? 6 : 3, popular) : perSlide(games!.length, popular);
  return (
    <section className="home-list" aria-label={title}>
      <header className="home-list__header">
        <h2>{title}</h2>
        {moreHref && (
          <Link href={moreHref} className="home-list__more" aria-label={t('games_more_of', { title })}>
            {t('more_games')}
          </Link>
        )}
      </header>
      <div className={`home-list__track${size === 6 ? ' home-list__track--double' : ''}`} aria-busy={waiting || undefined}>
        {waiting && (
          <div className="home-list__slide">
            {Array.from({ length: size }, (_, index) => (
              <GameTileSkeleton key={index} />
            ))}
          </div>
        )}
        {toSlides(games ?? [], size).map((slide, index) => (
          <div className="home-list__slide" key={index} role="group" aria-label={t('games_slide', { index: index + 1 })}>
            {slide.map((game) => (
              <GameTile key={game.nodeId} game={game} favourite={favourites.has(game.nodeId)} />
            ))}
          </div>
        ))}
      </div>
    </section>
  );
});
