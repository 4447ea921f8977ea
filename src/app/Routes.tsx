import { Suspense } from 'react';
import { lazyWhenOnline } from '../ui/lazy';
import { Redirect, Route, Switch } from 'wouter';
import { HomePage } from '../features/home';
import { PendingPage } from '../features/pending';
import { ALIASES, HOME_PATH, ROUTE_LIST, type RouteEntry } from '../routes';
import { PAGE_CHUNKS } from './page-chunks';

// Every page but home is a lazy chunk (src/app/page-chunks.ts).
const LAZY_PAGES = {
  download: lazyWhenOnline(PAGE_CHUNKS.download),
  gameCenter: lazyWhenOnline(PAGE_CHUNKS.gameCenter),
  provider: lazyWhenOnline(PAGE_CHUNKS.provider),
  providers: lazyWhenOnline(PAGE_CHUNKS.providers),
  category: lazyWhenOnline(PAGE_CHUNKS.category),
  account: lazyWhenOnline(PAGE_CHUNKS.account),
  member: lazyWhenOnline(PAGE_CHUNKS.member),
  notice: lazyWhenOnline(PAGE_CHUNKS.notice),
  help: lazyWhenOnline(PAGE_CHUNKS.help),
  activity: lazyWhenOnline(PAGE_CHUNKS.activity),
  inbox: lazyWhenOnline(PAGE_CHUNKS.inbox),
  chat: lazyWhenOnline(PAGE_CHUNKS.chat),
  outerApp: lazyWhenOnline(PAGE_CHUNKS.outerApp),
  guide: lazyWhenOnline(PAGE_CHUNKS.guide),
  deposit: lazyWhenOnline(PAGE_CHUNKS.deposit),
  withdraw: lazyWhenOnline(PAGE_CHUNKS.withdraw),
  wallet: lazyWhenOnline(PAGE_CHUNKS.wallet),
  vip: lazyWhenOnline(PAGE_CHUNKS.vip),
  rebate: lazyWhenOnline(PAGE_CHUNKS.rebate),
  records: lazyWhenOnline(PAGE_CHUNKS.records),
  rewards: lazyWhenOnline(PAGE_CHUNKS.rewards),
  profile: lazyWhenOnline(PAGE_CHUNKS.profile),
  feedback: lazyWhenOnline(PAGE_CHUNKS.feedback),
  agent: lazyWhenOnline(PAGE_CHUNKS.agent),
  agentContract: lazyWhenOnline(PAGE_CHUNKS.agentContract),
  lottery: lazyWhenOnline(PAGE_CHUNKS.lottery),
  sports: lazyWhenOnline(PAGE_CHUNKS.sports),
  rank: lazyWhenOnline(PAGE_CHUNKS.rank),
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
