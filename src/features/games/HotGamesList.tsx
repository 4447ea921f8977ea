import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { HOME_LISTS, listKey } from '../../api/game-lists';
import { db } from '../../db/db';
import type { GameRow } from '../../db/rows';
import { useT } from '../../i18n/useT';
import { GameTile, GameTileSkeleton } from './GameTile';
import { hotGames } from './game-query';
import { matchesName } from './list-rules';
import { knownLists } from './sync-known';
import { useFavouriteIds } from './useFavouriteIds';

/** SPEC §9: the hot list shows 6 at first; "load more" adds as many again. */
export const HOT_INITIAL = 6;

export interface HotGames {
  games: GameRow[];
  /** Whether the device has had the server's hot list (else an empty list is one on its way). */
  known: boolean;
  vendors: Map<string, string>;
}

/**
 * The hot games of a category from the device (undefined for the moment of the first read; null
 * when not `enabled`). The page reads them and renders once they are read, so the list is laid out
 * at its own size on the page's first paint instead of arriving a moment later.
 */
export function useHotGames(category = 'HOT', vassalage = '', enabled = true): HotGames | null | undefined {
  return useLiveQuery(async () => {
    if (!enabled) return null;
    const [games, vendors, anyHot, syncKeys] = await Promise.all([
      hotGames(category, vassalage),
      db.vendors.toArray(),
      db.games.where('hotRank').above(0).count(),
      db.syncState.toCollection().primaryKeys(),
    ]);
    // The hot list has no sync state: it is in once there are hot games, or once home's lists
    // (synced beside it) are — then an empty list really is empty.
    const homeLists = Object.keys(HOME_LISTS) as (keyof typeof HOME_LISTS)[];
    const homeKnown = knownLists(homeLists, syncKeys as string[], (name, language) => listKey(HOME_LISTS[name], language));
    const known = anyHot > 0 || Object.values(homeKnown).every(Boolean);
    return { games, known, vendors: new Map(vendors.map((v) => [v.vassalage, v.displayName])) };
  }, [category, vassalage, enabled]);
}

/**
 * Hot games (SPEC §2): cards with the vendor's name, case-insensitive filter, 6 then load more.
 * Until the hot list has reached the device (a first visit) the first 6 cards are placeholders of
 * their size, with the load-more row; a list that then turns out shorter keeps that room (empty
 * cells), so what follows never moves when it arrives. A list already on the device is laid out at
 * its own size from the start.
 */
export function HotGamesList({ hot }: { hot: HotGames }) {
  const { t } = useT();
  const [text, setText] = useState('');
  const [shown, setShown] = useState(HOT_INITIAL);
  const favourites = useFavouriteIds();
  const pending = !hot.known && !hot.games.length;
  // Placeholders once shown keep their room for the life of the list.
  const [reserved, setReserved] = useState(pending);
  if (pending && !reserved) setReserved(true);
  const matching = hot.games.filter((g) => matchesName(g.displayName || g.nodeName, text));
  return (
    <section className="hot-list" aria-label={t('hot_games')} aria-busy={pending || undefined}>
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
      {pending ? (
        <div className="game-grid__tiles">
          {Array.from({ length: HOT_INITIAL }, (_, index) => (
            <GameTileSkeleton key={index} withVendor />
          ))}
        </div>
      ) : matching.length ? (
        <div className="game-grid__tiles">
          {matching.slice(0, shown).map((game) => (
            <GameTile key={game.nodeId} game={game} favourite={favourites.has(game.nodeId)} vendorName={hot.vendors.get(game.vassalage) ?? game.vassalage} />
          ))}
          {/* A short list keeps the placeholders' two rows (empty cells), so it moves nothing below. */}
          {reserved &&
            !text &&
            Array.from({ length: Math.max(0, HOT_INITIAL - matching.length) }, (_, index) => (
              <div key={`filler-${index}`} className="hot-list__filler">
                <GameTileSkeleton withVendor />
              </div>
            ))}
        </div>
      ) : (
        <p className="empty">{t('no_games')}</p>
      )}
      {(reserved || matching.length > shown) && (
        <div className="hot-list__more-row">
          {matching.length > shown && (
            <button type="button" className="button button--ghost hot-list__more" onClick={() => setShown((n) => n + HOT_INITIAL)}>
              {t('games_load_more')}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
