import { useLiveQuery } from 'dexie-react-hooks';
import { Suspense } from 'react';
import { lazyWhenOnline } from '../../ui/lazy';
import { Link, useLocation, useSearch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { useSnapshot } from 'valtio';
import { useT } from '../../i18n/useT';
import { bannerGroupFor, CATEGORY_PAGES, href } from '../../routes';
import { isTrial, session } from '../../state/session';
import { BannerStrip } from '../../ui/BannerStrip';
import { GameBrowser } from './GameBrowser';
import { HotGamesList, useHotGames } from './HotGamesList';
import { initialListState } from './list-rules';
import { favouriteGames } from './personal-query';
import { useBannersEmpty } from './useBannersEmpty';
import { useCatalogue } from './useCatalogue';
import { VendorList } from './VendorList';
import './games.css';

// Loaded only when a trial guest opens its favourites: nobody else needs the prompt's chunk.
// The live casino's tables and the hot page's most played: their own chunks, only where shown.
const LiveTables = lazyWhenOnline(() => import('../arena').then((m) => ({ default: m.LiveTables })));
const PopularStrip = lazyWhenOnline(() => import('../arena').then((m) => ({ default: m.PopularStrip })));

/** Banner taps on the game pages follow in-app links only. */
const openBanner = (banner: { link: string }) => banner.link.startsWith('/') && navigate(banner.link);

/**
 * Category pages (SPEC §2 "Game-list page"): banners of the type, a search box that opens the
 * search route with the type, a link to favourites, the type's hot games, and the list by type
 * (vendor tabs from the vassalage query). Lottery and sports pages list vendors instead.
 */
export default function CategoryPage() {
  const { t } = useT();
  const [path] = useLocation();
  const params = new URLSearchParams(useSearch());
  const spec = CATEGORY_PAGES[path] ?? CATEGORY_PAGES[href('hotGames')]!;
  const gameType = (params.get('gameType') ?? '').toUpperCase();
  const category = spec.kind === 'search' ? gameType : spec.code;
  const group = spec.kind === 'search' ? bannerGroupFor(gameType) : spec.bannerGroup;
  const catalogue = useCatalogue();
  // My collection is members only, by its route's gate (SPEC §6: a visitor signs in first, a trial
  // guest, who keeps no favourites, meets the register prompt).
  const { info, userKey } = useSnapshot(session);
  const trial = isTrial(info);

  const bannersEmpty = useBannersEmpty(group);
  // My collection offers a tab only for vendors the player has a favourite from: no empty tab.
  const favouriteVendors = useLiveQuery(
    async () => (spec.kind === 'favourites' ? new Set((await favouriteGames(userKey)).map((game) => game.vassalage)) : undefined),
    [spec.kind, userKey],
  );
  // The page's hot list is read before the page renders (a moment): it is laid out at its own
  // size on the first paint, instead of arriving and pushing the list of all games down.
  const hot = useHotGames(spec.kind === 'games' ? category : 'HOT', '', spec.kind === 'games' || spec.kind === 'hot');

  if (!catalogue || hot === undefined) return null;
  const searchHref = href('searchGames', { gameType: category !== 'HOT' ? category : undefined });
  return (
    <section className="games-page" aria-label={t('search_games')}>
      <BannerStrip group={group} onSelect={openBanner} empty={bannersEmpty} />
      {spec.kind !== 'search' && spec.kind !== 'favourites' && (
        <div className="games-page__links">
          <Link href={searchHref} className="search search--link">
            <span className="search__input">{t('games_search_placeholder')}</span>
            <span className="search__icon" aria-hidden="true" />
          </Link>
          {!trial && (
            <Link href={href('favGames')} className="pill pill--ghost">
              {t('my_collection')}
            </Link>
          )}
        </div>
      )}
      {spec.kind === 'vendors' && <VendorList catalogue={catalogue} category={category} group={gameType || undefined} />}
      {spec.kind === 'hot' && (
        <Suspense fallback={null}>
          <PopularStrip />
        </Suspense>
      )}
      {spec.kind === 'hot' && hot && <HotGamesList hot={hot} />}
      {spec.kind === 'games' && (
        <>
          <h2 className="games-page__section">{t('hot_games')}</h2>
          {hot && <HotGamesList key={category} hot={hot} />}
          {category === 'LIVE' && (
            <Suspense fallback={null}>
              <LiveTables vendor={params.get('vassalage') ?? ''} />
            </Suspense>
          )}
        </>
      )}
      {(spec.kind === 'games' || spec.kind === 'search' || spec.kind === 'favourites') && (
        <>
          <h2 className="games-page__section">{spec.kind === 'favourites' ? t('my_collection') : t('games_all_games')}</h2>
          <GameBrowser
            key={`${path}|${category}`}
            initial={initialListState({
              category: category || 'HOT',
              vassalage: params.get('vassalage') ?? '',
              gameName: params.get('gameName') ?? '',
              dataType: spec.kind === 'favourites' ? 'FAV' : 'ALL',
            })}
            catalogue={catalogue}
            label={t('search_games')}
            autoFocusSearch={spec.kind === 'search'}
            vendorsWith={spec.kind === 'favourites' ? (favouriteVendors ?? new Set()) : undefined}
          />
        </>
      )}
    </section>
  );
}
