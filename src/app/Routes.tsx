import { lazy, Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { HomePage } from '../features/home';
import { PendingPage } from '../features/pending';
import { ALIASES, HOME_PATH, ROUTE_LIST, type RouteEntry } from '../routes';

// WARNING: bundle boundary — every page but home is a lazy chunk.
const DownloadPage = lazy(() => import('../features/download/DownloadPage'));
const GameCenterPage = lazy(() => import('../features/games/GameCenterPage'));
const ProviderPage = lazy(() => import('../features/games/ProviderPage'));
const CategoryPage = lazy(() => import('../features/games/CategoryPage'));
const AccountPages = lazy(() => import('../features/account/AccountPages'));
const MemberHomePage = lazy(() => import('../features/member/MemberHomePage'));
const NoticePages = lazy(() => import('../features/notices/NoticePages'));
const HelpPages = lazy(() => import('../features/help/HelpPages'));
const PromotionPages = lazy(() => import('../features/promotions/PromotionPages'));
const InboxPages = lazy(() => import('../features/inbox/InboxPages'));
const LiveChatPage = lazy(() => import('../features/chat/LiveChatPage'));
const OuterAppPage = lazy(() => import('../features/pages/OuterAppPage'));
const GuidePage = lazy(() => import('../features/pages/GuidePage'));

const LAZY_PAGES = {
  download: DownloadPage,
  gameCenter: GameCenterPage,
  provider: ProviderPage,
  category: CategoryPage,
  account: AccountPages,
  member: MemberHomePage,
  notice: NoticePages,
  help: HelpPages,
  activity: PromotionPages,
  inbox: InboxPages,
  chat: LiveChatPage,
  outerApp: OuterAppPage,
  guide: GuidePage,
};

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
