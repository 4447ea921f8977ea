import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { showsNavStrip } from '../../src/app/shell/nav-items';
import {
  ALIASES,
  bannerGroupFor,
  CATEGORY_NAV,
  CATEGORY_PAGES,
  HOME_PATH,
  href,
  pathOf,
  ROUTE_LIST,
  ROUTE_TABLE,
  routeFor,
  type RouteName,
} from '../../src/routes';

const NAMES = Object.keys(ROUTE_TABLE) as RouteName[];

describe('route table (SPEC §2 routes)', () => {
  it('resolves every route name to its own /m/ path', () => {
    const paths = NAMES.map((name) => pathOf(name));
    for (const path of paths) expect(path).toMatch(/^\/m\/[\w/-]+$/);
    expect(new Set(paths).size).toBe(paths.length);
    for (const name of NAMES) {
      expect(href(name)).toBe(ROUTE_TABLE[name].path);
      expect(routeFor(pathOf(name))?.name).toBe(name);
    }
  });

  it('lists every SPEC §2 route with its header title key, in table order', () => {
    expect(ROUTE_LIST.map((route) => [route.path, route.titleKey])).toEqual([
      ['/m/home', 'hd_home'],
      ['/m/login', 'hd_login_button'],
      ['/m/register', 'hd_reg_button'],
      ['/m/forget', 'in_forget_password'],
      ['/m/changePsw', 'change_password'],
      ['/m/help', 'help_center'],
      ['/m/helpDetail', 'help_center_detail'],
      ['/m/notice', 'announcement'],
      ['/m/noticeDetail', 'announcement'],
      ['/m/activity', 'promotion_activity'],
      ['/m/activityDetail', 'promo_detail'],
      ['/m/voucherCenter', 'deposit'],
      ['/m/withdraw', 'withdraw'],
      ['/m/wallet', 'my_wallet'],
      ['/m/webEmail', 'mail'],
      ['/m/message', 'mail'],
      ['/m/liveChat', 'live_chat'],
      ['/m/outterApp', 'outer_app'],
      ['/m/androidGuide', 'android_guide'],
      ['/m/iosGuide', 'ios_guide'],
      ['/m/member/home', 'label_mine'],
      ['/m/gameRecord', 'bet_records'],
      ['/m/member/manualRebate', 'rebate'],
      ['/m/rewardCenter', 'reward_center'],
      ['/m/member/benefits', 'vip_benefits'],
      ['/m/feedback', 'feedback'],
      ['/m/member/agent/home', 'agent_home'],
      ['/m/member/agent/getSalaryContract', 'agent_contract'],
      ['/m/member/agent/getDevidendContract', 'agent_contract'],
      ['/m/member/agent/getHourContract', 'agent_contract'],
      ['/m/download', 'download_promo'],
      ['/m/set', 'personal_setting'],
      ['/m/gameCenter', 'in_game_center'],
      ['/m/provider', 'game_providers'],
      ['/m/providers', 'all_providers'],
      ['/m/live-games', 'live_games'],
      ['/m/slot-games', 'slot_games'],
      ['/m/sport-games', 'sport_games'],
      ['/m/fishing-games', 'fishing_games'],
      ['/m/poker-games', 'poker_games'],
      ['/m/lott', 'lottery'],
      ['/m/elott', 'e_lottery'],
      ['/m/hot-games', 'hot_games'],
      ['/m/search-games', 'search_games'],
      ['/m/inHouse', 'in_house_games'],
      ['/m/fav-games', 'my_collection'],
      ['/m/in-play', 'in_play'],
      ['/m/lottery', 'lottery_game'],
      ['/m/numero', 'numero'],
      ['/m/lotteryOrders', 'lottery_orders'],
      ['/m/lotteryOrder', 'lottery_order'],
      ['/m/lotteryResults', 'lottery_results'],
      ['/m/sportsbook', 'sportsbook'],
      ['/m/fbGame', 'sportsbook'],
      ['/m/rank', 'rank_list'],
    ]);
    expect(ROUTE_LIST.filter((route) => route.page === 'account').map((route) => route.name)).toEqual(['login', 'register', 'forget', 'changePsw']);
  });

  it('sends the aliases of home and registration to their routes', () => {
    expect(ALIASES).toEqual({
      '/': '/m/home',
      '/m': '/m/home',
      '/m/': '/m/home',
      '/m/index': '/m/home',
      '/m/index.html': '/m/home',
      '/m/register.html': '/m/register',
    });
    expect(HOME_PATH).toBe('/m/home');
    for (const target of Object.values(ALIASES)) expect(routeFor(target)).toBeDefined();
  });

  it('builds links with the query a route declares, dropping empty values', () => {
    expect(href('login')).toBe('/m/login');
    expect(href('sportGames', { gameType: 'ESPORTS' })).toBe('/m/sport-games?gameType=ESPORTS');
    expect(href('provider', { vassalage: 'JILI', gameType: 'RNG' })).toBe('/m/provider?vassalage=JILI&gameType=RNG');
    expect(href('provider', { vassalage: 'JILI', gameType: '' })).toBe('/m/provider?vassalage=JILI');
    expect(href('searchGames', { gameType: undefined })).toBe('/m/search-games');
    expect(href('notice', { i: 3 })).toBe('/m/notice?i=3');
    expect(href('activityDetail', { id: 'a b&c' })).toBe('/m/activityDetail?id=a+b%26c');
    // @ts-expect-error login takes no query
    expect(href('login', { next: 'x' })).toBe('/m/login?next=x');
    // @ts-expect-error provider has no `page` parameter
    href('provider', { page: 2 });
  });
});

describe('views derived from the route table', () => {
  it('gives each category page its code, banner group and kind', () => {
    const pages = Object.fromEntries(Object.entries(CATEGORY_PAGES).map(([path, { code, bannerGroup, kind }]) => [path, [code, bannerGroup, kind]]));
    expect(pages).toEqual({
      '/m/live-games': ['LIVE', 'm_live', 'games'],
      '/m/slot-games': ['RNG', 'm_rng', 'games'],
      '/m/sport-games': ['SPORTS', 'm_sports', 'vendors'],
      '/m/fishing-games': ['FISH', 'm_fish', 'games'],
      '/m/poker-games': ['PVP', 'm_pvp', 'games'],
      '/m/lott': ['LOTT', 'm_lott', 'vendors'],
      '/m/elott': ['ELOTT', 'm_elott', 'vendors'],
      '/m/hot-games': ['HOT', 'm_game', 'hot'],
      '/m/search-games': ['', 'm_game', 'search'],
      '/m/inHouse': ['INHOUSE', 'm_game', 'games'],
      '/m/fav-games': ['HOT', 'm_game', 'favourites'],
    });
    // Exactly the routes the category page renders.
    expect(Object.keys(CATEGORY_PAGES).sort()).toEqual(ROUTE_LIST.filter((r) => r.page === 'category').map((r) => r.path).sort());
  });

  it('derives one navigation entry per nav spec of the table, labelled by it or by the route title', () => {
    const expected = NAMES.flatMap((name) => {
      const route = ROUTE_TABLE[name] as (typeof ROUTE_TABLE)[RouteName] & { category?: { nav?: readonly { code: string; query?: object; labelKey?: string }[] } };
      return (route.category?.nav ?? []).map((nav) => [nav.code, name, nav.labelKey ?? route.titleKey] as const);
    });
    expect(Object.entries(CATEGORY_NAV).map(([code, nav]) => [code, nav.route, nav.labelKey])).toEqual(expected);
    for (const nav of Object.values(CATEGORY_NAV)) {
      expect(routeFor(nav.href.split('?')[0]!)?.name).toBe(nav.route);
      expect(showsNavStrip(pathOf(nav.route))).toBe(true);
    }
    expect(CATEGORY_NAV.SPORTS).toBeUndefined();
  });

  it('picks the banner group of a game type (SPEC §3)', () => {
    const groups = Object.fromEntries(
      ['RNG', 'BINGO', 'LIVE', 'FISH', 'PVP', 'LOTT', 'ELOTT', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'INHOUSE', 'HOT', '', 'MYSTERY'].map((type) => [type, bannerGroupFor(type)]),
    );
    expect(groups).toEqual({
      RNG: 'm_rng', BINGO: 'm_rng', LIVE: 'm_live', FISH: 'm_fish', PVP: 'm_pvp', LOTT: 'm_lott', ELOTT: 'm_elott',
      SPORTS: 'm_sports', ESPORTS: 'm_sports', COCKFIGHT: 'm_sports', INHOUSE: 'm_game', HOT: 'm_game', '': 'm_game', MYSTERY: 'm_game',
    });
    // A category page shows the group its type would pick anywhere else.
    for (const { code, bannerGroup } of Object.values(CATEGORY_PAGES)) if (code) expect(bannerGroupFor(code)).toBe(bannerGroup);
  });
});

describe('links by name only', () => {
  const ROOT = join(import.meta.dirname, '../..');
  const files = (dir: string): string[] =>
    readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? files(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
    );

  it('spells /m/ paths in the route table only', () => {
    const offenders = files('src')
      .filter((file) => relative('src/routes', file).startsWith('..'))
      .filter((file) => /['"`]\/m(\/|['"`?])/.test(readFileSync(join(ROOT, file), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
