/**
 * "Most played this week" on /m/hot-games: the games with the most rounds over the last 7 days
 * (/lgw/games/popular), as tiles that open the game as usual. Its own chunk, loaded by the page.
 */
import { toGameRow } from '../../db/normalise';
import { useCatalogueArea } from '../../i18n/areas';
import { useT } from '../../i18n/useT';
import { GameTile } from '../games';
import { usePopular } from './useArena';
import './arena.css';

/** A strip, not a list: a glance at what others play. */
const SHOWN = 10;

export default function PopularStrip({ gameType = '' }: { gameType?: string }) {
  useCatalogueArea('arena');
  const { t } = useT();
  const popular = usePopular(gameType);
  const list = popular.value?.list.slice(0, SHOWN) ?? [];
  if (!list.length) return null;
  return (
    <section className="arena-popular" aria-labelledby="arena-popular-title" data-testid="popular-strip">
      <h2 className="games-page__section" id="arena-popular-title">
        {t('arena_popular')}
      </h2>
      <ul className="arena-popular__list">
        {list.map((game) => (
          <li key={game.nodeId} className="arena-popular__item">
            <GameTile game={toGameRow(game, Date.parse(popular.value!.asOf))} />
            <span className="arena-popular__plays">{t('arena_plays', { count: String(game.plays) })}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
