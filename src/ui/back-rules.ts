/**
 * The header's back arrow (SPEC §2 "Back arrow"). Pure: where a tap goes from a path.
 * - 'none': no arrow (home);
 * - a path: go there (login, activity, forget, download → home; register → '/'; help detail →
 *   help list → home);
 * - 'history': one step back, or the route's parent when the app has no history of its own.
 */
import { HOME_PATH, href, pathOf, type RouteName } from '../routes';

export type BackTarget = 'none' | 'history' | string;

const TO_HOME = new Set([href('login'), href('activity'), href('forget'), href('download')]);

export function backTarget(path: string): BackTarget {
  if (path === HOME_PATH) return 'none';
  // SPEC §2 lists register among the "to home" pages and also says its back goes to '/';
  // the specific rule wins ('/' is an alias of home anyway).
  if (path === href('register')) return '/';
  if (TO_HOME.has(path)) return HOME_PATH;
  // SPEC §2 "Help": back goes from a help detail to the list, and from the list to home.
  if (path === href('helpDetail')) return href('help');
  if (path === href('help')) return HOME_PATH;
  return 'history';
}

/** A member's own pages, under the member centre. */
const MEMBER_PAGES: readonly RouteName[] = [
  'changePsw', 'voucherCenter', 'withdraw', 'wallet', 'webEmail', 'gameRecord', 'manualRebate', 'rewardCenter',
  'vipBenefits', 'feedback', 'agentHome', 'settings',
];

/**
 * Where a route sits in the app (SPEC §2): the page "back" opens when this tab has no page of the
 * app to return to (an address typed or opened in a new tab). Routes not named here sit under home.
 */
const PARENTS: Partial<Record<RouteName, RouteName>> = {
  ...Object.fromEntries(MEMBER_PAGES.map((name) => [name, 'memberHome'])),
  forget: 'login',
  helpDetail: 'help',
  noticeDetail: 'notice',
  activityDetail: 'activity',
  message: 'webEmail',
  agentSalaryContract: 'agentHome',
  agentDividendContract: 'agentHome',
  agentHourContract: 'agentHome',
  androidGuide: 'download',
  iosGuide: 'download',
  lotteryGame: 'lottery',
  numero: 'lottery',
  lotteryOrders: 'lottery',
  lotteryOrder: 'lotteryOrders',
  lotteryResults: 'lottery',
  sportsbook: 'sportGames',
  inPlay: 'sportGames',
};

const PARENT_BY_PATH = new Map(Object.entries(PARENTS).map(([name, parent]) => [pathOf(name as RouteName), pathOf(parent)]));

/** The parent route's path of `path` (without its query); home for home and unknown paths. */
export function parentPath(path: string): string {
  return PARENT_BY_PATH.get(path.split(/[?#]/, 1)[0]!) ?? HOME_PATH;
}

/** Resolve 'history' against whether there is an in-app page to return to; else `fallback`. */
export function resolveBack(target: BackTarget, canGoBack: boolean, fallback: string = HOME_PATH): 'none' | 'history' | string {
  if (target !== 'history') return target;
  return canGoBack ? 'history' : fallback;
}

/**
 * THE decision for every "back" of the app: the header arrow (`arrow`, with its SPEC §2 fixed
 * targets) and any page that goes back after it is done (a form's success, a refused page). One
 * step back while this tab has a page of the app to return to; otherwise the route's parent,
 * never out of the app (a new tab's blank page).
 */
export function backDestination(path: string, { canGoBack, arrow = false }: { canGoBack: boolean; arrow?: boolean }): 'none' | 'history' | string {
  const target: BackTarget = arrow ? backTarget(path) : path === HOME_PATH ? 'none' : 'history';
  return resolveBack(target, canGoBack, parentPath(path));
}
