import { Link } from 'wouter';
import type { GameRow } from '../../db/rows';
import { useT } from '../../i18n/useT';
import { GameTile } from '../games';
import { perSlide, toSlides } from './slides';

export interface HomeGameListProps {
  title: string;
  games: GameRow[] | undefined;
  /** Where "more games" goes (the matching list page). */
  moreHref?: string;
  /** The popular-recommend block: 3 per slide under 6 games, else 6 (SPEC §2). */
  popular?: boolean;
  favourites: Set<number>;
}

/**
 * A home game list block (SPEC §2): sliding, 3.1 slides' worth of tiles in view so the next one
 * peeks, 3 games per slide (6 for a full popular block), optional more action, nothing if empty.
 * Native scroll snapping does the sliding: no carousel code in home's first chunk.
 */
export function HomeGameList({ title, games, moreHref, popular = false, favourites }: HomeGameListProps) {
  const { t } = useT();
  if (!games?.length) return null;
  const size = perSlide(games.length, popular);
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
      <div className={`home-list__track${size === 6 ? ' home-list__track--double' : ''}`}>
        {toSlides(games, size).map((slide, index) => (
          <div className="home-list__slide" key={index} role="group" aria-label={t('games_slide', { index: index + 1 })}>
            {slide.map((game) => (
              <GameTile key={game.nodeId} game={game} favourite={favourites.has(game.nodeId)} />
            ))}
          </div>
        ))}
      </div>
    </section>
  );
}
