import { useLiveQuery } from 'dexie-react-hooks';
import { Suspense, useDeferredValue } from 'react';
import { lazyWhenOnline } from '../../ui/lazy';
import { useSnapshot } from 'valtio';
import { navigate } from 'wouter/use-browser-location';
import type { BannerRow, GameRow } from '../../db/rows';
import { useT } from '../../i18n/useT';
import { href } from '../../routes';
import { isTrial, session } from '../../state/session';
import { BannerStrip } from '../../ui/BannerStrip';
import { LobbyFooter } from '../../ui/LobbyFooter';
import { favouriteGames, playGame, useFavouriteIds } from '../games';
import { HomeGameList } from './HomeGameList';
import { HOME_ROW_LIMIT, useHomeRows, type HomeListName } from './useHomeRows';
import './home.css';

// WARNING: bundle boundary — below the fold or on top of the page later: lazy chunks, so home's
// first chunk stays within its budget (DESIGN §8).
const NoticeTicker = lazyWhenOnline(() => import('../../ui/NoticeTicker'));
const JackpotCounter = lazyWhenOnline(() => import('./JackpotCounter'));
const ProviderSelector = lazyWhenOnline(() => import('./ProviderSelector'));
const WinnerBoard = lazyWhenOnline(() => import('./WinnerBoard'));
const LoginPopups = lazyWhenOnline(() => import('./LoginPopups'));
const ContractAlert = lazyWhenOnline(() => import('./ContractAlert'));
// The lazy blocks get the games pieces they need (favourites, the launcher) as props: were they to
// import the games module as well, the bundler would move it out of the first chunk into one more.

/** A banner tap: in-app links navigate, outside links open beside the app. */
function openBanner(banner: BannerRow) {
  if (banner.link.startsWith('/')) navigate(banner.link);
  else if (/^https?:\/\//.test(banner.link)) window.open(banner.link, '_blank', 'noopener');
}

/**
 * Home (SPEC §2): banners, notice ticker, jackpot, the game area (favourites for members, hot,
 * JILI, FC, PGE, slots, bingo, fish, provider selector), winners, login popups and footer —
 * all from Dexie. Sports, lottery and e-sports have no list here.
 */
export function HomePage() {
  const { t } = useT();
  // Each sync of the worker brings new rows: they render in a background (time-sliced) pass, so
  // a slow phone never meets one long task per sync; the lists below are memoised, so the urgent
  // pass with the previous rows costs nothing.
  const rows = useDeferredValue(useHomeRows());
  // The first commit paints what fits the first screen; the rows below follow in a background
  // render (React's initial deferred value), so the first tiles show sooner on a slow phone. Their
  // frames are in the first commit already, as tall as they will be: nothing moves when they fill.
  const showBelowFold = useDeferredValue(true, false);
  const favourites = useFavouriteIds();
  const { info, userKey } = useSnapshot(session);
  const favouriteRow = useLiveQuery(
    async () => (info && userKey && !isTrial(info) ? (await favouriteGames(userKey)).slice(0, HOME_ROW_LIMIT) : []),
    [info, userKey],
  );
  const lists = rows?.lists;
  const known = (name: HomeListName) => rows?.known[name] ?? false;
  const vendorName = (code: string) => rows?.vendors.find((v) => v.vassalage === code)?.displayName ?? code;
  const empty = rows !== undefined && Object.values(rows.known).every(Boolean) && Object.values(rows.lists).every((list) => list.length === 0);
  const provider = (code: string) => href('provider', { vassalage: code });
  // Two slides' worth on the first commit (what a phone screen shows), the rest with the deferred render.
  const firstScreen = (games: GameRow[] | undefined, count: number) => (showBelowFold ? games : games?.slice(0, count));
  const list = (title: string, games: GameRow[] | undefined, moreHref: string, pending: boolean, popular = false) => (
    <HomeGameList title={title} games={games} moreHref={moreHref} popular={popular} favourites={favourites} pending={pending} />
  );
  // A row below the first screen: its frame on the first commit, its tiles with the deferred render.
  // (A list the server answered empty has no frame at all.)
  const below = (name: Exclude<HomeListName, 'hot'>, title: string, moreHref: string) => {
    const games = lists?.[name];
    const pending = !known(name) || (!showBelowFold && Boolean(games?.length));
    return list(title, showBelowFold ? games : undefined, moreHref, pending);
  };

  return (
    <div className="home">
      <BannerStrip group="m_home" onSelect={openBanner} />
      {/* The placeholder keeps their room, so the rows below do not jump when they arrive. */}
      <Suspense fallback={<div className="home__top-placeholder" />}>
        <NoticeTicker />
        <JackpotCounter />
      </Suspense>
      {info && !isTrial(info) && list(t('my_collection'), firstScreen(favouriteRow, 6), href('favGames'), favouriteRow === undefined)}
      {list(t('hot_games'), firstScreen(lists?.hot, 12), href('hotGames'), !known('hot'), true)}
      {below('jili', t('provider_games', { vendor: vendorName('JILI') }), provider('JILI'))}
      {below('fc', t('provider_games', { vendor: vendorName('FC') }), provider('FC'))}
      {below('pge', t('provider_games', { vendor: vendorName('PGE') }), provider('PGE'))}
      {below('slots', t('slot_games'), href('slotGames'))}
      {below('bingo', t('bingo_games'), href('searchGames', { gameType: 'BINGO' }))}
      {below('fish', t('fishing_games'), href('fishingGames'))}
      {showBelowFold && (
        <>
          {empty && <p className="empty">{t('no_games')}</p>}
          <Suspense fallback={null}>
            <ProviderSelector favourites={favourites} />
            <WinnerBoard onPlay={playGame} />
            <LoginPopups />
            <ContractAlert />
          </Suspense>
          <LobbyFooter />
        </>
      )}
    </div>
  );
}
