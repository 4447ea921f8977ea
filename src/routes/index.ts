/**
 * Routes by name (SPEC §2): the table, the views derived from it, and `href()` for links. Every
 * page-side module links through here; no other file spells an /m/ path.
 */
export { ROUTE_TABLE, type CategoryKind, type CategorySpec, type NavSpec, type PageKind, type RouteAccess, type RouteName, type RouteSpec } from './table';
export { href, pathOf, type QueryKey, type RouteQuery } from './href';
export {
  ALIASES,
  bannerGroupFor,
  CATEGORY_NAV,
  CATEGORY_PAGES,
  GAME_CENTRE_DEFAULT_CATEGORY,
  gameCentreBannerGroup,
  HOME_PATH,
  isHomePath,
  ROUTE_LIST,
  routeFor,
  type CategoryNav,
  type RouteEntry,
} from './derived';
