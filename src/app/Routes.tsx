import { lazy, Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { HomePage } from '../features/home/HomePage';
import { PendingPage } from '../features/pending/PendingPage';
import { ALIASES, HOME_PATH, ROUTES, type RouteEntry } from './route-table';

// WARNING: bundle boundary — every page but home is a lazy chunk.
const DownloadPage = lazy(() => import('../features/download/DownloadPage'));
const GameCenterPage = lazy(() => import('../features/games/GameCenterPage'));
const ProviderPage = lazy(() => import('../features/games/ProviderPage'));
const CategoryPage = lazy(() => import('../features/games/CategoryPage'));
const AccountPages = lazy(() => import('../features/account/AccountPages'));
const MemberHomePage = lazy(() => import('../features/member/MemberHomePage'));

const LAZY_PAGES = { download: DownloadPage, gameCenter: GameCenterPage, provider: ProviderPage, category: CategoryPage, account: AccountPages, member: MemberHomePage };

function page(route: RouteEntry) {
  if (route.page === 'home') return <HomePage />;
  if (route.page !== 'pending') {
    const Page = LAZY_PAGES[route.page];
    return (
      <Suspense fallback={null}>
        <Page />
      </Suspense>
    );
  }
  return <PendingPage titleKey={route.titleKey} />;
}

/** SPEC §2: every route and alias; anything else lands on home. */
export function Routes() {
  return (
    <Switch>
      {Object.entries(ALIASES).map(([from, to]) => (
        <Route key={from} path={from}>
          <Redirect to={to} replace />
        </Route>
      ))}
      {ROUTES.map((route) => (
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
