/**
 * The route table as the route walks open it (accessibility, layout coverage, the offline
 * matrix): every route, the ones that show nothing without a query opened with one that shows
 * content.
 */
import { href, pathOf, ROUTE_LIST, type RouteName } from '../src/routes';

const WITH_QUERY: Partial<Record<RouteName, string>> = {
  provider: href('provider', { vassalage: 'JILI' }),
  helpDetail: href('helpDetail', { tag: 'faq' }),
  noticeDetail: href('noticeDetail', { id: 1 }),
  activityDetail: href('activityDetail', { id: 1 }),
  searchGames: href('searchGames', { gameType: 'RNG' }),
};

/** The URL a walk opens a route at. */
export const walkUrl = (name: RouteName): string => WITH_QUERY[name] ?? pathOf(name);

/** Every route, in table order. */
export const WALK_URLS: readonly string[] = ROUTE_LIST.map((route) => walkUrl(route.name));

/** One route of each page kind: every layout of the app once. */
export const ONE_PER_LAYOUT_URLS: readonly string[] = ROUTE_LIST.filter(
  (route, index) => ROUTE_LIST.findIndex((other) => other.page === route.page) === index,
).map((route) => walkUrl(route.name));
