import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { HOME_LISTS, listKey } from '../../api/game-lists';
import { db } from '../../db/db';
import { useT } from '../../i18n/useT';
import { GameTile, GameTileSkeleton } from './GameTile';
import { hotGames } from './game-query';
import { matchesName } from './list-rules';
import { knownLists } from './sync-known';
import { useFavouriteIds } from './useFavouriteIds';

/** SPEC §9: the hot list shows 6 at first; "load more" adds as many again. */
export const HOT_INITIAL = 6;

/**
 * Hot games (SPEC §2): cards with the vendor's name, case-insensitive filter, 6 then load more.
 * Until the hot list has reached the device the first 6 cards are placeholders of their size, with
 * the load-more row; once those were on screen, a shorter list keeps their room (empty cells):
 * what follows never moves when the list arrives.
 */
export function HotGamesList({ category = 'HOT', vassalage = '' }: { category?: string; vassalage?: string }) {
  const { t } = useT();
  const [text, setText] = useState('');
  const [shown, setShown] = useState(HOT_INITIAL);
  const favourites = useFavouriteIds();
  const data = useLiveQuery(async () => {
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
  }, [category, vassalage]);
  const pending = !data || (!data.known && !data.games.length);
  // Placeholders still up at the next frame were seen: from then on the list keeps their room
  // (two rows, and the load-more row) even when it turns out shorter, so nothing below it moves.
  // A list read from the device within that frame (a warm visit) just takes its own height.
  const [reserved, setReserved] = useState(false);
  useEffect(() => {
    if (!pending) return;
    const frame = requestAnimationFrame(() => setReserved(true));
    return () => cancelAnimationFrame(frame);
  }, [pending]);
  const matching = data ? data.games.filter((g) => matchesName(g.displayName || g.nodeName, text)) : [];
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
            <GameTile key={game.nodeId} game={game} favourite={favourites.has(game.nodeId)} vendorName={data!.vendors.get(game.vassalage) ?? game.vassalage} />
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
      {(reserved || pending || matching.length > shown) && (
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
