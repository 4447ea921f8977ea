/**
 * THE route table (SPEC §2 "Routes" and "Header title keys"), keyed by route name. Everything
 * else about routes is derived from it (src/routes/derived.ts): the router's list, the aliases,
 * the category page specs, the header navigation and the links pages build with `href()`.
 * Routes the spec leaves without a title key get the nearest one of ours.
 *
 * This is the one file that spells an /m/ path. Pure data with no page imports, so every
 * page-side layer (app, features, ui) may import it.
 */
import type { WhitelabelFlag } from '../api/system-wire';
import type { MessageKey } from '../i18n/keys';

/** Which page component renders a route; `pending` = a feature still to be built. */
export type PageKind =
  | 'home'
  | 'download'
  | 'gameCenter'
  | 'provider'
  | 'providers'
  | 'category'
  | 'account'
  | 'member'
  | 'notice'
  | 'help'
  | 'activity'
  | 'inbox'
  | 'chat'
  | 'outerApp'
  | 'guide'
  | 'deposit'
  | 'withdraw'
  | 'wallet'
  | 'vip'
  | 'rebate'
  | 'records'
  | 'rewards'
  | 'profile'
  | 'feedback'
  | 'agent'
  | 'agentContract'
  | 'lottery'
  | 'sports'
  | 'rank'
  | 'pending';

/** What a category page lists (SPEC §2 "Game-list page"). */
export type CategoryKind = 'games' | 'vendors' | 'hot' | 'favourites' | 'search';

/** A header navigation entry a category route stands for (SPEC §2 "Header navigation"). */
export interface NavSpec {
  /** Category code of the vendor sorting list. */
  code: string;
  /** The query that picks this entry's part of a shared page (sports groups, bingo). */
  query?: Readonly<Record<string, string>>;
  /** Label, when it is not the route's title. */
  labelKey?: MessageKey;
}

export interface CategorySpec {
  /** Category code; '' on the search page, which takes it from the gameType query. */
  code: string;
  /** SPEC §3 banner group shown on the page. */
  bannerGroup: string;
  kind: CategoryKind;
  /** Header navigation entries that open this page; none = not in the strip. */
  nav?: readonly NavSpec[];
}

/**
 * Who may open a route (SPEC §6); none = everyone. The gate (src/access/Gate.tsx) applies it
 * before the page's chunk is asked for, so no page repeats it.
 */
export type RouteAccess =
  /**
   * A signed-in member. `flag`: the operator's switch the page needs, else the contact-service
   * toast and one step back (`refused: 'home'`: home instead). A trial guest meets the register
   * prompt unless `trial: 'allow'`. A visitor goes to login, or home with `guest: 'home'`.
   */
  | { who: 'member'; flag?: WhitelabelFlag; refused?: 'back' | 'home'; trial?: 'allow'; guest?: 'home' }
  /** An agent; with `contracts`, one who may hold a contract (not types 41 and 42). */
  | { who: 'agent'; contracts?: boolean };

const MEMBER = { who: 'member' } as const;

export interface RouteSpec {
  path: string;
  titleKey: MessageKey;
  page: PageKind;
  /** Query parameters links to it may carry (checked by `href()`). */
  query?: readonly string[];
  /** Other paths that redirect here (SPEC §2). */
  aliases?: readonly string[];
  category?: CategorySpec;
  access?: RouteAccess;
}

/** Every category page reads these (SPEC §2 "Game-list page"). */
const CATEGORY_QUERY = ['gameType', 'vassalage', 'gameName'] as const;

/** A game-list page (SPEC §2 "Game-list page"): the category page, reading the category query. */
function categoryRoute<const P extends string, const K extends MessageKey, const C extends CategorySpec>(path: P, titleKey: K, category: C) {
  return { path, titleKey, page: 'category', query: CATEGORY_QUERY, category } as const;
}

export const ROUTE_TABLE = {
  // Home is the start page of the installed app: rendered from the first chunk.
  home: { path: '/m/home', titleKey: 'hd_home', page: 'home', aliases: ['/', '/m', '/m/', '/m/index', '/m/index.html'] },
  login: { path: '/m/login', titleKey: 'hd_login_button', page: 'account' },
  register: { path: '/m/register', titleKey: 'hd_reg_button', page: 'account', aliases: ['/m/register.html'] },
  forget: { path: '/m/forget', titleKey: 'in_forget_password', page: 'account' },
  changePsw: { path: '/m/changePsw', titleKey: 'change_password', page: 'account', access: { who: 'member', guest: 'home' } },
  help: { path: '/m/help', titleKey: 'help_center', page: 'help', query: ['i'] },
  helpDetail: { path: '/m/helpDetail', titleKey: 'help_center_detail', page: 'help', query: ['tag', 'i'] },
  // SPEC §2: a ticker tap opens the list with the announcement's index.
  notice: { path: '/m/notice', titleKey: 'announcement', page: 'notice', query: ['i'] },
  noticeDetail: { path: '/m/noticeDetail', titleKey: 'announcement', page: 'notice', query: ['id'] },
  activity: { path: '/m/activity', titleKey: 'promotion_activity', page: 'activity', query: ['category'] },
  activityDetail: { path: '/m/activityDetail', titleKey: 'promo_detail', page: 'activity', query: ['id'] },
  // `tab`: the deposit form or the deposit report; `order`: the order a gateway sent the member back with.
  voucherCenter: { path: '/m/voucherCenter', titleKey: 'deposit', page: 'deposit', query: ['tab', 'order', 'promotion'], access: MEMBER },
  // `tab`: the withdrawal form, the bank cards or the withdraw report.
  withdraw: { path: '/m/withdraw', titleKey: 'withdraw', page: 'withdraw', query: ['tab'], access: MEMBER },
  // "My wallet" (ours; SPEC §7 wallet, transfer, transaction list): balances, transactions, transfer.
  wallet: { path: '/m/wallet', titleKey: 'my_wallet', page: 'wallet', query: ['tab'], access: MEMBER },
  webEmail: { path: '/m/webEmail', titleKey: 'mail', page: 'inbox', access: MEMBER },
  // SPEC §2 named pages without a route of their own in the spec: these paths are ours.
  // Message: one mail of the inbox.
  message: { path: '/m/message', titleKey: 'mail', page: 'inbox', query: ['id'], access: MEMBER },
  // The live chat (flag CBS3), opened from the customer-service list or the member centre.
  liveChat: { path: '/m/liveChat', titleKey: 'live_chat', page: 'chat', access: MEMBER },
  // OutterApp: an external page in an in-app frame, with a way back.
  outterApp: { path: '/m/outterApp', titleKey: 'outer_app', page: 'outerApp', query: ['url', 'title'] },
  // The install guides the download page links to.
  androidGuide: { path: '/m/androidGuide', titleKey: 'android_guide', page: 'guide' },
  iosGuide: { path: '/m/iosGuide', titleKey: 'ios_guide', page: 'guide' },
  // The member centre (a trial guest gets the SPEC §6 prompt instead).
  memberHome: { path: '/m/member/home', titleKey: 'label_mine', page: 'member', access: MEMBER },
  gameRecord: { path: '/m/gameRecord', titleKey: 'bet_records', page: 'records', query: ['from', 'to', 'gameType', 'vendor'], access: { who: 'member', flag: 'TRANSBETREPMEM3', trial: 'allow' } },
  manualRebate: { path: '/m/member/manualRebate', titleKey: 'rebate', page: 'rebate', access: { who: 'member', flag: 'MANPLAYREB3', refused: 'home' } },
  // CustomerTask (SPEC §2): the reward centre's task list.
  rewardCenter: { path: '/m/rewardCenter', titleKey: 'reward_center', page: 'rewards', access: { who: 'member', flag: 'REWCEN3' } },
  vipBenefits: { path: '/m/member/benefits', titleKey: 'vip_benefits', page: 'vip', access: MEMBER },
  // Feedback (SPEC §1, §5, §7 /wps/feedback): the route is ours.
  feedback: { path: '/m/feedback', titleKey: 'feedback', page: 'feedback', access: MEMBER },
  agentHome: { path: '/m/member/agent/home', titleKey: 'agent_home', page: 'agent', query: ['tab'], access: { who: 'agent' } },
  agentSalaryContract: { path: '/m/member/agent/getSalaryContract', titleKey: 'agent_contract', page: 'agentContract', access: { who: 'agent', contracts: true } },
  // The spec's spelling: the path is what links and bookmarks use.
  agentDividendContract: { path: '/m/member/agent/getDevidendContract', titleKey: 'agent_contract', page: 'agentContract', access: { who: 'agent', contracts: true } },
  agentHourContract: { path: '/m/member/agent/getHourContract', titleKey: 'agent_contract', page: 'agentContract', access: { who: 'agent', contracts: true } },
  download: { path: '/m/download', titleKey: 'download_promo', page: 'download' },
  // `tab`: the profile, security or real-name verification.
  settings: { path: '/m/set', titleKey: 'personal_setting', page: 'profile', query: ['tab'], access: MEMBER },
  gameCenter: { path: '/m/gameCenter', titleKey: 'in_game_center', page: 'gameCenter', query: ['gameType'] },
  provider: { path: '/m/provider', titleKey: 'game_providers', page: 'provider', query: ['vassalage', 'gameType'] },
  // Providers (SPEC §2 named page): every provider, each opening its game list above.
  providers: { path: '/m/providers', titleKey: 'all_providers', page: 'providers' },
  liveGames: categoryRoute('/m/live-games', 'live_games', { code: 'LIVE', bannerGroup: 'm_live', kind: 'games', nav: [{ code: 'LIVE' }] }),
  slotGames: categoryRoute('/m/slot-games', 'slot_games', { code: 'RNG', bannerGroup: 'm_rng', kind: 'games', nav: [{ code: 'RNG' }] }),
  // SPORTS is not in the strip: the page shows both sports groups and the query picks one (SPEC §4).
  sportGames: categoryRoute('/m/sport-games', 'sport_games', {
    code: 'SPORTS', bannerGroup: 'm_sports', kind: 'vendors',
    nav: [
      { code: 'ESPORTS', query: { gameType: 'ESPORTS' }, labelKey: 'nav_esports' },
      { code: 'COCKFIGHT', query: { gameType: 'COCKFIGHT' }, labelKey: 'nav_cockfight' },
    ],
  }),
  fishingGames: categoryRoute('/m/fishing-games', 'fishing_games', { code: 'FISH', bannerGroup: 'm_fish', kind: 'games', nav: [{ code: 'FISH' }] }),
  pokerGames: categoryRoute('/m/poker-games', 'poker_games', { code: 'PVP', bannerGroup: 'm_pvp', kind: 'games', nav: [{ code: 'PVP' }] }),
  lottery: categoryRoute('/m/lott', 'lottery', { code: 'LOTT', bannerGroup: 'm_lott', kind: 'vendors', nav: [{ code: 'LOTT' }] }),
  eLottery: categoryRoute('/m/elott', 'e_lottery', { code: 'ELOTT', bannerGroup: 'm_elott', kind: 'vendors', nav: [{ code: 'ELOTT' }] }),
  hotGames: categoryRoute('/m/hot-games', 'hot_games', { code: 'HOT', bannerGroup: 'm_game', kind: 'hot' }),
  // Bingo has no page of its own: it is the search page for its type.
  searchGames: categoryRoute('/m/search-games', 'search_games', {
    code: '', bannerGroup: 'm_game', kind: 'search', nav: [{ code: 'BINGO', query: { gameType: 'BINGO' }, labelKey: 'bingo_games' }],
  }),
  inHouseGames: categoryRoute('/m/inHouse', 'in_house_games', { code: 'INHOUSE', bannerGroup: 'm_game', kind: 'games', nav: [{ code: 'INHOUSE' }] }),
  favGames: { ...categoryRoute('/m/fav-games', 'my_collection', { code: 'HOT', bannerGroup: 'm_game', kind: 'favourites' }), access: MEMBER },
  // The sportsbook's live matches (SPEC §2 /m/in-play): the sportsbook page on its in-play tab.
  inPlay: { path: '/m/in-play', titleKey: 'in_play', page: 'sports', query: ['game', 'tab'] },
  // Ours (SPEC §7 lottery list and menu, numero, orders): a lottery game's draw and order slip;
  // numero, the number picker, as its own screen; the member's orders and one order; results.
  lotteryGame: { path: '/m/lottery', titleKey: 'lottery_game', page: 'lottery', query: ['game', 'type'] },
  numero: { path: '/m/numero', titleKey: 'numero', page: 'lottery', query: ['game', 'type'] },
  lotteryOrders: { path: '/m/lotteryOrders', titleKey: 'lottery_orders', page: 'lottery', query: ['status'], access: MEMBER },
  lotteryOrder: { path: '/m/lotteryOrder', titleKey: 'lottery_order', page: 'lottery', query: ['no'], access: MEMBER },
  lotteryResults: { path: '/m/lotteryResults', titleKey: 'lottery_results', page: 'lottery', query: ['game', 'date'] },
  // Ours: a SPORTS game opens its sportsbook (matches, the bet slip, my bets).
  sportsbook: { path: '/m/sportsbook', titleKey: 'sportsbook', page: 'sports', query: ['game', 'tab'] },
  // FBGame (SPEC §2 named page, no route given): the football game, i.e. the sportsbook of the
  // house's football game, under its own name for links from outside (a banner, a push message).
  fbGame: { path: '/m/fbGame', titleKey: 'sportsbook', page: 'sports', query: ['game', 'tab'] },
  // SPEC §7 rank list: the top players by winnings.
  rank: { path: '/m/rank', titleKey: 'rank_list', page: 'rank', query: ['period'] },
} as const satisfies Record<string, RouteSpec>;

export type RouteTable = typeof ROUTE_TABLE;
export type RouteName = keyof RouteTable;
