import { lazy, Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { HomePage } from '../features/home';
import { PendingPage } from '../features/pending';
import { ALIASES, HOME_PATH, ROUTE_LIST, type RouteEntry } from '../routes';
import { PAGE_CHUNKS } from './page-chunks';

// Every page but home is a lazy chunk (src/app/page-chunks.ts).
const LAZY_PAGES = {
  download: lazy(PAGE_CHUNKS.download),
  gameCenter: lazy(PAGE_CHUNKS.gameCenter),
  provider: lazy(PAGE_CHUNKS.provider),
  providers: lazy(PAGE_CHUNKS.providers),
  category: lazy(PAGE_CHUNKS.category),
  account: lazy(PAGE_CHUNKS.account),
  member: lazy(PAGE_CHUNKS.member),
  notice: lazy(PAGE_CHUNKS.notice),
  help: lazy(PAGE_CHUNKS.help),
  activity: lazy(PAGE_CHUNKS.activity),
  inbox: lazy(PAGE_CHUNKS.inbox),
  chat: lazy(PAGE_CHUNKS.chat),
  outerApp: lazy(PAGE_CHUNKS.outerApp),
  guide: lazy(PAGE_CHUNKS.guide),
  deposit: lazy(PAGE_CHUNKS.deposit),
  withdraw: lazy(PAGE_CHUNKS.withdraw),
  wallet: lazy(PAGE_CHUNKS.wallet),
  vip: lazy(PAGE_CHUNKS.vip),
  rebate: lazy(PAGE_CHUNKS.rebate),
  records: lazy(PAGE_CHUNKS.records),
  rewards: lazy(PAGE_CHUNKS.rewards),
  profile: lazy(PAGE_CHUNKS.profile),
  feedback: lazy(PAGE_CHUNKS.feedback),
  agent: lazy(PAGE_CHUNKS.agent),
  agentContract: lazy(PAGE_CHUNKS.agentContract),
  lottery: lazy(PAGE_CHUNKS.lottery),
  sports: lazy(PAGE_CHUNKS.sports),
  rank: lazy(PAGE_CHUNKS.rank),
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
