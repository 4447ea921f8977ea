/**
 * The router's route list under its older name: the table itself is src/routes (by route name).
 * The e2e offline matrix walks `ROUTES`, so this module stays as a view of it.
 */
export { ALIASES, HOME_PATH, ROUTE_LIST as ROUTES, routeFor, type RouteEntry } from '../routes';
