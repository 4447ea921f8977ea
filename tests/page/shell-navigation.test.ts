import { describe, expect, it } from 'vitest';
import { backTarget, resolveBack } from '../../src/ui/back-rules';
import { HOME_ITEM, isActiveItem, navItems, showsNavStrip } from '../../src/app/shell/nav-items';
import { CATEGORY_NAV, href, ROUTE_LIST } from '../../src/routes';
import { FADE_MS, isSwipeBack, shouldAnimate, SWIPE_THRESHOLD_PX } from '../../src/app/shell/swipe';

describe('back arrow (SPEC §2)', () => {
  it('goes home from login, activity, forget and download', () => {
    for (const path of [href('login'), href('activity'), href('forget'), href('download')]) expect(backTarget(path)).toBe(href('home'));
  });

  it('goes to / from register and has no arrow on home', () => {
    expect(backTarget(href('register'))).toBe('/');
    expect(backTarget(href('home'))).toBe('none');
  });

  it('goes back one step elsewhere, or home when the app has no history', () => {
    expect(backTarget(href('notice'))).toBe('history');
    expect(resolveBack('history', true)).toBe('history');
    expect(resolveBack('history', false)).toBe(href('home'));
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
    expect(CATEGORY_NAV.RNG!.href).toBe(href('slotGames'));
    expect(CATEGORY_NAV.BINGO!.href).toBe(href('searchGames', { gameType: 'BINGO' }));
  });

  it('links each item to the same place as before the table had names', () => {
    const items = navItems(['RNG', 'LIVE', 'FISH', 'PVP', 'LOTT', 'ELOTT', 'ESPORTS', 'COCKFIGHT', 'INHOUSE', 'BINGO'].map((gameCategory) => ({ gameCategory })));
    expect(Object.fromEntries(items.map((item) => [item.code, [item.href, item.labelKey]]))).toEqual({
      HOME: [href('home'), 'hd_home'],
      RNG: [href('slotGames'), 'slot_games'],
      LIVE: [href('liveGames'), 'live_games'],
      FISH: [href('fishingGames'), 'fishing_games'],
      PVP: [href('pokerGames'), 'poker_games'],
      LOTT: [href('lottery'), 'lottery'],
      ELOTT: [href('eLottery'), 'e_lottery'],
      ESPORTS: [href('sportGames', { gameType: 'ESPORTS' }), 'nav_esports'],
      COCKFIGHT: [href('sportGames', { gameType: 'COCKFIGHT' }), 'nav_cockfight'],
      INHOUSE: [href('inHouseGames'), 'in_house_games'],
      BINGO: [href('searchGames', { gameType: 'BINGO' }), 'bingo_games'],
    });
    expect(HOME_ITEM).toEqual({ code: 'HOME', href: href('home'), labelKey: 'hd_home' });
  });

  it('matches the active item by path and by the query it names', () => {
    expect(isActiveItem(href('home'), href('home'), '')).toBe(true);
    expect(isActiveItem(href('slotGames'), href('slotGames'), '?vassalage=JILI')).toBe(true);
    expect(isActiveItem(href('sportGames', { gameType: 'ESPORTS' }), href('sportGames'), 'gameType=ESPORTS')).toBe(true);
    expect(isActiveItem(href('sportGames', { gameType: 'ESPORTS' }), href('sportGames'), 'gameType=COCKFIGHT')).toBe(false);
    expect(isActiveItem(href('home'), href('slotGames'), '')).toBe(false);
  });

  it('shows the strip on home and category pages only', () => {
    expect(showsNavStrip(href('home'))).toBe(true);
    expect(showsNavStrip(href('liveGames'))).toBe(true);
    expect(showsNavStrip(href('searchGames'))).toBe(true);
    expect(showsNavStrip(href('login'))).toBe(false);
    // Category pages without a navigation entry keep the strip off, as they always did.
    for (const path of [href('hotGames'), href('favGames'), href('inPlay'), href('provider')]) expect(showsNavStrip(path)).toBe(false);
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
