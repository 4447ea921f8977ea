import { Suspense, type ComponentType } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { Gate } from '../access/Gate';
import { HomePage } from '../features/home';
import { PendingPage } from '../features/pending';
import { ALIASES, HOME_PATH, ROUTE_LIST, type RouteEntry } from '../routes';
import { lazyWhenOnline } from '../ui/lazy';
import { PAGE_CHUNKS } from './page-chunks';

type LazyKind = keyof typeof PAGE_CHUNKS;

// Every page but home is a lazy chunk (src/app/page-chunks.ts), made lazy once here.
const LAZY_PAGES = Object.fromEntries(
  (Object.keys(PAGE_CHUNKS) as LazyKind[]).map((kind) => [kind, lazyWhenOnline(PAGE_CHUNKS[kind])]),
) as unknown as Record<LazyKind, ComponentType>;

function page(route: RouteEntry) {
  if (route.page === 'home') return <HomePage />;
  if (route.page === 'pending') return <PendingPage titleKey={route.titleKey} />;
  const Page = LAZY_PAGES[route.page];
  // Who may open the route is the table's word (SPEC §6): the gate decides before the chunk loads.
  return (
    <Suspense fallback={null}>
      <Gate access={route.access}>
        <Page />
      </Gate>
    </Suspense>
  );
}

/** SPEC §2: every route and alias of the route table; anything else lands on home. */
export function Routes() {
  return (
    <Switch>
      {Object.entries(ALIASES).map(([from, to]) => (
        <Route key={from} path={from}>
          <Redirect to={to} replace />
        </Route>
      ))}
      {ROUTE_LIST.map((route) => (
        <Route key={route.path} path={route.path}>
          {page(route)}
        </Route>
      ))}
      <Route>
        <Redirect to={HOME_PATH} replace />
      </Route>
    </Switch>
  );
}
