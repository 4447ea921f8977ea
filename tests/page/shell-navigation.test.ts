import { describe, expect, it } from 'vitest';
import { backTarget, resolveBack } from '../../src/app/shell/back-rules';
import { HOME_ITEM, isActiveItem, navItems, showsNavStrip } from '../../src/app/shell/nav-items';
import { CATEGORY_NAV, ROUTE_LIST } from '../../src/routes';
import { FADE_MS, isSwipeBack, shouldAnimate, SWIPE_THRESHOLD_PX } from '../../src/app/shell/swipe';

describe('back arrow (SPEC §2)', () => {
  it('goes home from login, activity, forget and download', () => {
    for (const path of ['/m/login', '/m/activity', '/m/forget', '/m/download']) expect(backTarget(path)).toBe('/m/home');
  });

  it('goes to / from register and has no arrow on home', () => {
    expect(backTarget('/m/register')).toBe('/');
    expect(backTarget('/m/home')).toBe('none');
  });

  it('goes back one step elsewhere, or home when the app has no history', () => {
    expect(backTarget('/m/notice')).toBe('history');
    expect(resolveBack('history', true)).toBe('history');
    expect(resolveBack('history', false)).toBe('/m/home');
    expect(resolveBack('/', false)).toBe('/');
  });
});

describe('header navigation (SPEC §2)', () => {
  const sorting = ['RNG', 'FISH', 'LIVE', 'BINGO', 'PVP', 'INHOUSE', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT'].map(
    (gameCategory, sort) => ({ gameCategory, sort }),
  );

  it('lists Home first, then every category in sorting order except SPORTS', () => {
    const codes = navItems(sorting).map((item) => item.code);
    expect(codes).toEqual(['HOME', 'RNG', 'FISH', 'LIVE', 'BINGO', 'PVP', 'INHOUSE', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT']);
  });

  it('leaves out categories it has no page for and duplicates', () => {
    expect(navItems([{ gameCategory: 'MYSTERY' }, { gameCategory: 'RNG' }, { gameCategory: 'RNG' }]).map((i) => i.code)).toEqual([
      'HOME',
      'RNG',
    ]);
  });

  it('maps every category to a route of the route table', () => {
    const paths = new Set(ROUTE_LIST.map((route) => route.path));
    for (const { href } of Object.values(CATEGORY_NAV)) expect(paths.has(href.split('?')[0]!)).toBe(true);
    expect(CATEGORY_NAV.RNG!.href).toBe('/m/slot-games');
    expect(CATEGORY_NAV.BINGO!.href).toBe('/m/search-games?gameType=BINGO');
  });

  it('links each item to the same place as before the table had names', () => {
    const items = navItems(['RNG', 'LIVE', 'FISH', 'PVP', 'LOTT', 'ELOTT', 'ESPORTS', 'COCKFIGHT', 'INHOUSE', 'BINGO'].map((gameCategory) => ({ gameCategory })));
    expect(Object.fromEntries(items.map((item) => [item.code, [item.href, item.labelKey]]))).toEqual({
      HOME: ['/m/home', 'hd_home'],
      RNG: ['/m/slot-games', 'slot_games'],
      LIVE: ['/m/live-games', 'live_games'],
      FISH: ['/m/fishing-games', 'fishing_games'],
      PVP: ['/m/poker-games', 'poker_games'],
      LOTT: ['/m/lott', 'lottery'],
      ELOTT: ['/m/elott', 'e_lottery'],
      ESPORTS: ['/m/sport-games?gameType=ESPORTS', 'nav_esports'],
      COCKFIGHT: ['/m/sport-games?gameType=COCKFIGHT', 'nav_cockfight'],
      INHOUSE: ['/m/inHouse', 'in_house_games'],
      BINGO: ['/m/search-games?gameType=BINGO', 'bingo_games'],
    });
    expect(HOME_ITEM).toEqual({ code: 'HOME', href: '/m/home', labelKey: 'hd_home' });
  });

  it('matches the active item by path and by the query it names', () => {
    expect(isActiveItem('/m/home', '/m/home', '')).toBe(true);
    expect(isActiveItem('/m/slot-games', '/m/slot-games', '?vassalage=JILI')).toBe(true);
    expect(isActiveItem('/m/sport-games?gameType=ESPORTS', '/m/sport-games', 'gameType=ESPORTS')).toBe(true);
    expect(isActiveItem('/m/sport-games?gameType=ESPORTS', '/m/sport-games', 'gameType=COCKFIGHT')).toBe(false);
    expect(isActiveItem('/m/home', '/m/slot-games', '')).toBe(false);
  });

  it('shows the strip on home and category pages only', () => {
    expect(showsNavStrip('/m/home')).toBe(true);
    expect(showsNavStrip('/m/live-games')).toBe(true);
    expect(showsNavStrip('/m/search-games')).toBe(true);
    expect(showsNavStrip('/m/login')).toBe(false);
    // Category pages without a navigation entry keep the strip off, as they always did.
    for (const path of ['/m/hot-games', '/m/fav-games', '/m/in-play', '/m/provider']) expect(showsNavStrip(path)).toBe(false);
  });
});

describe('page transitions (SPEC §2)', () => {
  it('fades for 300 ms unless a swipe-back just happened or motion is reduced', () => {
    expect(FADE_MS).toBe(300);
    expect(shouldAnimate(false, false)).toBe(true);
    expect(shouldAnimate(true, false)).toBe(false);
    expect(shouldAnimate(false, true)).toBe(false);
  });

  it('counts a swipe from the left edge of at least 100 px as back', () => {
    expect(SWIPE_THRESHOLD_PX).toBe(100);
    expect(isSwipeBack({ x: 5, y: 300 }, { x: 105, y: 310 })).toBe(true);
    expect(isSwipeBack({ x: 5, y: 300 }, { x: 104, y: 300 })).toBe(false);
  });

  it('ignores swipes that start away from the edge or run mostly vertically', () => {
    expect(isSwipeBack({ x: 120, y: 300 }, { x: 300, y: 300 })).toBe(false);
    expect(isSwipeBack({ x: 5, y: 100 }, { x: 120, y: 400 })).toBe(false);
  });
});
