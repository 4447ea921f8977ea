/**
 * Every route of SPEC §2 with its header title key (SPEC §2 "Header title keys"; routes the spec
 * leaves without a key get the nearest one of ours). Pages are lazy except home, which is the
 * start page of the installed app and must render from the first chunk.
 */
import type { MessageKey } from '../i18n';

export interface RouteEntry {
  path: string;
  titleKey: MessageKey;
  /** Which page component renders it; `pending` = a feature still to be built. */
  page: 'home' | 'download' | 'gameCenter' | 'provider' | 'category' | 'account' | 'member' | 'pending';
}

export const HOME_PATH = '/m/home';

/** SPEC §2: aliases of home and of registration. */
export const ALIASES: Record<string, string> = {
  '/': HOME_PATH,
  '/m': HOME_PATH,
  '/m/': HOME_PATH,
  '/m/index': HOME_PATH,
  '/m/index.html': HOME_PATH,
  '/m/register.html': '/m/register',
};

const pending = (path: string, titleKey: MessageKey): RouteEntry => ({ path, titleKey, page: 'pending' });
const category = (path: string, titleKey: MessageKey): RouteEntry => ({ path, titleKey, page: 'category' });
/** Login, register, forgot and change password: one lazy entry that picks its page by path. */
const account = (path: string, titleKey: MessageKey): RouteEntry => ({ path, titleKey, page: 'account' });

export const ROUTES: RouteEntry[] = [
  { path: HOME_PATH, titleKey: 'hd_home', page: 'home' },
  account('/m/login', 'hd_login_button'),
  account('/m/register', 'hd_reg_button'),
  account('/m/forget', 'in_forget_password'),
  account('/m/changePsw', 'change_password'),
  pending('/m/help', 'help_center'),
  pending('/m/helpDetail', 'help_center_detail'),
  pending('/m/notice', 'announcement'),
  pending('/m/noticeDetail', 'announcement'),
  pending('/m/activity', 'promotion_activity'),
  pending('/m/activityDetail', 'promo_detail'),
  pending('/m/voucherCenter', 'deposit'),
  pending('/m/withdraw', 'withdraw'),
  pending('/m/webEmail', 'mail'),
  // The member centre: only the type-4 prompt of SPEC §6 so far; others see the pending note.
  { path: '/m/member/home', titleKey: 'label_mine', page: 'member' },
  pending('/m/gameRecord', 'bet_records'),
  pending('/m/member/manualRebate', 'rebate'),
  pending('/m/rewardCenter', 'reward_center'),
  pending('/m/member/benefits', 'vip_benefits'),
  pending('/m/member/agent/home', 'agent_home'),
  pending('/m/member/agent/getSalaryContract', 'agent_contract'),
  pending('/m/member/agent/getDevidendContract', 'agent_contract'),
  pending('/m/member/agent/getHourContract', 'agent_contract'),
  { path: '/m/download', titleKey: 'download_promo', page: 'download' },
  pending('/m/set', 'personal_setting'),
  { path: '/m/gameCenter', titleKey: 'in_game_center', page: 'gameCenter' },
  { path: '/m/provider', titleKey: 'game_providers', page: 'provider' },
  category('/m/live-games', 'live_games'),
  category('/m/slot-games', 'slot_games'),
  category('/m/sport-games', 'sport_games'),
  category('/m/fishing-games', 'fishing_games'),
  category('/m/poker-games', 'poker_games'),
  category('/m/lott', 'lottery'),
  category('/m/elott', 'e_lottery'),
  category('/m/hot-games', 'hot_games'),
  category('/m/search-games', 'search_games'),
  category('/m/inHouse', 'in_house_games'),
  category('/m/fav-games', 'my_collection'),
  category('/m/in-play', 'in_play'),
];

export function routeFor(path: string): RouteEntry | undefined {
  return ROUTES.find((route) => route.path === path);
}
