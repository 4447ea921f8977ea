/**
 * Views of the route table for the router, the header and the category pages. Computed once from
 * ROUTE_TABLE, so a route, its title, its navigation entry and its category spec cannot disagree.
 */
import type { MessageKey } from '../i18n/keys';
import { pathOf, withQuery } from './href';
import { ROUTE_TABLE, type CategorySpec, type PageKind, type RouteAccess, type RouteName, type RouteSpec } from './table';

export interface RouteEntry {
  name: RouteName;
  path: string;
  titleKey: MessageKey;
  page: PageKind;
  access?: RouteAccess;
}

const NAMES = Object.keys(ROUTE_TABLE) as RouteName[];
const spec = (name: RouteName): RouteSpec => ROUTE_TABLE[name];

export const HOME_PATH = pathOf('home');

/** Every route in table order: what the router renders. */
export const ROUTE_LIST: readonly RouteEntry[] = NAMES.map((name) => {
  const { path, titleKey, page, access } = spec(name);
  return { name, path, titleKey, page, access };
});

/** SPEC §2 aliases: alias path → the route's path. */
export const ALIASES: Readonly<Record<string, string>> = Object.fromEntries(
  NAMES.flatMap((name) => (spec(name).aliases ?? []).map((alias) => [alias, spec(name).path])),
);

/** Home or one of its aliases (SPEC §2). */
export function isHomePath(path: string): boolean {
  return path === HOME_PATH || ALIASES[path] === HOME_PATH;
}

const BY_PATH = new Map(ROUTE_LIST.map((route) => [route.path, route]));

export function routeFor(path: string): RouteEntry | undefined {
  return BY_PATH.get(path);
}

/** Category pages by path: what each shows (SPEC §2 "Game-list page"). */
export const CATEGORY_PAGES: Readonly<Record<string, CategorySpec>> = Object.fromEntries(
  NAMES.flatMap((name) => {
    const category = spec(name).category;
    return category ? [[spec(name).path, category]] : [];
  }),
);

export interface CategoryNav {
  /** The route the entry opens. */
  route: RouteName;
  href: string;
  labelKey: MessageKey;
}

/**
 * Header navigation by category code (SPEC §2): where each category of the vendor sorting list
 * lives and its label. SPORTS has no entry: it shows as its ESPORTS and COCKFIGHT groups.
 */
export const CATEGORY_NAV: Readonly<Record<string, CategoryNav>> = Object.fromEntries(
  NAMES.flatMap((name) =>
    (spec(name).category?.nav ?? []).map((nav) => [
      nav.code,
      {
        route: name,
        href: withQuery(pathOf(name), nav.query),
        labelKey: nav.labelKey ?? spec(name).titleKey,
      },
    ]),
  ),
);

/** Banner groups of game types that have no category page of their own (SPEC §3). */
const EXTRA_BANNER_GROUPS: Readonly<Record<string, string>> = { BINGO: 'm_rng', ESPORTS: 'm_sports', COCKFIGHT: 'm_sports' };

const BANNER_BY_CODE: Readonly<Record<string, string>> = {
  ...Object.fromEntries(Object.values(CATEGORY_PAGES).filter((c) => c.code).map((c) => [c.code, c.bannerGroup])),
  ...EXTRA_BANNER_GROUPS,
};

/** SPEC §3 banner group of a game type (the search page and the game centre take it from the type). */
export function bannerGroupFor(gameType: string): string {
  return BANNER_BY_CODE[gameType] ?? 'm_game';
}

/** The category the game centre opens on without a `gameType` in its query (SPEC §2: Hot first). */
export const GAME_CENTRE_DEFAULT_CATEGORY = 'HOT';

/** The banner group the game centre shows first, from its `gameType` query value. */
export function gameCentreBannerGroup(gameType: string | undefined): string {
  return bannerGroupFor(gameType?.toUpperCase() || GAME_CENTRE_DEFAULT_CATEGORY);
}
