import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { db } from '../../db/db';
import { useT } from '../../i18n/useT';
import { GameTile } from './GameTile';
import { hotGames } from './game-query';
import { matchesName } from './list-rules';
import { useFavouriteIds } from './useFavouriteIds';

/** SPEC §9: the hot list shows 6 at first; "load more" adds as many again. */
export const HOT_INITIAL = 6;

/** Hot games (SPEC §2): cards with the vendor's name, case-insensitive filter, 6 then load more. */
export function HotGamesList({ category = 'HOT', vassalage = '' }: { category?: string; vassalage?: string }) {
  const { t } = useT();
  const [text, setText] = useState('');
  const [shown, setShown] = useState(HOT_INITIAL);
  const favourites = useFavouriteIds();
  const data = useLiveQuery(async () => {
    const [games, vendors] = await Promise.all([hotGames(category, vassalage), db.vendors.toArray()]);
    return { games, vendors: new Map(vendors.map((v) => [v.vassalage, v.displayName])) };
  }, [category, vassalage]);
  if (!data) return null;
  const matching = data.games.filter((g) => matchesName(g.displayName || g.nodeName, text));
  return (
    <section className="hot-list" aria-label={t('hot_games')}>
      <input
        type="search"
        className="search__input hot-list__filter"
        aria-label={t('games_filter_hot')}
        placeholder={t('games_filter_hot')}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setShown(HOT_INITIAL);
        }}
      />
      {matching.length ? (
        <div className="game-grid__tiles">
          {matching.slice(0, shown).map((game) => (
            <GameTile key={game.nodeId} game={game} favourite={favourites.has(game.nodeId)} vendorName={data.vendors.get(game.vassalage) ?? game.vassalage} />
          ))}
        </div>
      ) : (
        <p className="empty">{t('no_games')}</p>
      )}
      {matching.length > shown && (
        <button type="button" className="button button--ghost hot-list__more" onClick={() => setShown((n) => n + HOT_INITIAL)}>
          {t('games_load_more')}
        </button>
      )}
    </section>
  );
}
