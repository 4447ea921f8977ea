/**
 * Links by route name: `href('login')`, `href('sportGames', { gameType: 'ESPORTS' })`. The query
 * a route accepts is typed from its `query` list in the table, so a misspelt route or parameter
 * fails the typecheck instead of producing a link to home.
 */
import { ROUTE_TABLE, type RouteName, type RouteTable } from './table';

/** The query parameter names a route declares. */
export type QueryKey<N extends RouteName> = RouteTable[N] extends { query: readonly (infer K extends string)[] } ? K : never;

/** Values left undefined or empty are dropped, so callers can pass optional filters as they are. */
export type RouteQuery<N extends RouteName> = Partial<Record<QueryKey<N>, string | number | undefined>>;

type QueryArg<N extends RouteName> = [QueryKey<N>] extends [never] ? [] : [query?: RouteQuery<N>];

export function pathOf(name: RouteName): string {
  return ROUTE_TABLE[name].path;
}

/** A path with a query encoded as a form query, in the given order; empty values are left out. */
export function withQuery(path: string, query: Readonly<Record<string, string | number | undefined>> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** The in-app URL of a route, with its query. */
export function href<N extends RouteName>(name: N, ...[query]: QueryArg<N>): string {
  return withQuery(pathOf(name), query);
}
