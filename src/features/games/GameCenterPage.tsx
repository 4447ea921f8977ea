import { useRef, useState } from 'react';
import { useSearch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { useT } from '../../i18n/useT';
import { bannerGroupFor, CATEGORY_NAV } from '../../routes';
import { BannerStrip } from '../../ui/BannerStrip';
import { LobbyFooter } from '../../ui/LobbyFooter';
import { NoticeTicker } from '../../ui/NoticeTicker';
import { GameBrowser } from './GameBrowser';
import { HotGamesList, useHotGames } from './HotGamesList';
import { DEFAULT_CATEGORY, initialListState, selectCategory, VENDOR_LIST_CATEGORIES } from './list-rules';
import { useBannersEmpty } from './useBannersEmpty';
import { useCatalogue } from './useCatalogue';
import { VendorList } from './VendorList';
import './games.css';

const openBanner = (banner: { link: string }) => banner.link.startsWith('/') && navigate(banner.link);

/**
 * The game centre (SPEC §2): announcements, banners for the game type, and a sidebar — Hot first,
 * then Home and the server's category order (SPORTS is shown as its ESPORTS and COCKFIGHT groups).
 * HOME shows a category menu, HOT the hot games, vendor-list categories their vendors, and the
 * rest games by vendor and data type.
 */
export default function GameCenterPage() {
  const { t } = useT();
  const params = new URLSearchParams(useSearch());
  const catalogue = useCatalogue();
  const [state, setState] = useState(() => initialListState({ category: (params.get('gameType') ?? '').toUpperCase() || DEFAULT_CATEGORY }));
  const content = useRef<HTMLDivElement>(null);
  const group = bannerGroupFor(state.category);
  const bannersEmpty = useBannersEmpty(group);
  const hot = useHotGames('HOT', '', state.category === 'HOT');
  if (!catalogue) return null;

  const codes = ['HOT', 'HOME', ...catalogue.categories.map((c) => c.gameCategory).filter((c) => c !== 'SPORTS' && CATEGORY_NAV[c])];
  const label = (code: string) => (code === 'HOT' ? t('hot_games') : code === 'HOME' ? t('hd_home') : t(CATEGORY_NAV[code]!.labelKey));
  // The sidebar shows BINGO as its own entry; the list rule turns it into RNG + BG.
  const selectedCode = state.category === 'RNG' && state.classify === 'BG' ? 'BINGO' : state.category;
  const choose = (code: string, tab: HTMLElement) => {
    // SPEC §2 category tab menu: centre the tab, reset the list, scroll to the content.
    tab.scrollIntoView({ block: 'nearest', inline: 'center', behavior: 'smooth' });
    pick(code);
  };
  const pick = (code: string) => {
    setState(selectCategory(state, code));
    const el = content.current;
    el?.scrollTo({ top: 0 });
    // Scrolled past the content's top (long banners, a long list): bring it back into view.
    if (el && el.getBoundingClientRect().top < 0) el.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };

  return (
    <section className="game-centre" aria-label={t('in_game_center')}>
      <NoticeTicker />
      <BannerStrip group={group} onSelect={openBanner} empty={bannersEmpty} />
      <div className="game-centre__body">
        <nav className="game-centre__sidebar" aria-label={t('shell_categories')}>
          {codes.map((code) => (
            <button key={code} type="button" aria-current={code === selectedCode ? 'true' : undefined}
              className={`game-centre__tab${code === selectedCode ? ' game-centre__tab--active' : ''}`}
              onClick={(event) => choose(code, event.currentTarget)}>
              {label(code)}
            </button>
          ))}
        </nav>
        <div className="game-centre__content" ref={content}>
          {selectedCode === 'HOME' && (
            <div className="category-menu">
              {codes.slice(2).map((code) => (
                <button key={code} type="button" className="category-menu__item" onClick={() => pick(code)}>
                  {label(code)}
                </button>
              ))}
            </div>
          )}
          {selectedCode === 'HOT' && hot && <HotGamesList hot={hot} />}
          {VENDOR_LIST_CATEGORIES.includes(selectedCode) && <VendorList catalogue={catalogue} category={selectedCode} />}
          {!['HOME', 'HOT', ...VENDOR_LIST_CATEGORIES].includes(selectedCode) && (
            <GameBrowser key={`${state.category}|${state.classify}`} initial={state} catalogue={catalogue} label={label(selectedCode)} />
          )}
        </div>
      </div>
      <LobbyFooter />
    </section>
  );
}
