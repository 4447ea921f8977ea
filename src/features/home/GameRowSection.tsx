import { useT } from '../../i18n/useT';
import type { GameRow } from '../../db/rows';
import { GameTile } from '../../ui/GameTile';

/** One titled, horizontally scrolling row of tiles; nothing at all when the row is empty. */
export function GameRowSection({ title, games }: { title: string; games: GameRow[] | undefined }) {
  const { t } = useT();
  if (!games?.length) return null;
  return (
    <section className="game-row" aria-label={title}>
      <header className="game-row__header">
        <h2>{title}</h2>
        <span className="game-row__more">{t('more_games')}</span>
      </header>
      <div className="game-row__tiles">
        {games.map((game) => (
          <GameTile key={game.nodeId} game={game} />
        ))}
      </div>
    </section>
  );
}
