/**
 * The route table as the route walks open it (accessibility, layout coverage, the offline
 * matrix): every route, the ones that show nothing without a query opened with one that shows
 * content.
 */
import type { Page } from '@playwright/test';
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

/** The lazy page is in: its content rendered, no loading overlay. */
export async function pageRendered(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const content = document.querySelector('[data-testid="page"]');
    return content !== null && content.childElementCount > 0 && !document.querySelector('[data-testid="loading"]');
  });
}

/**
 * The page rendered and its lists done loading: a list still loading says so (aria-busy). One
 * that stays busy (offline, a slow answer) is taken as it is after 3 s.
 */
export async function pageSettled(page: Page): Promise<void> {
  await pageRendered(page);
  await page
    .waitForFunction(() => !document.querySelector('[data-testid="page"] [aria-busy="true"]'), null, { timeout: 3000 })
    .catch(() => undefined);
}
