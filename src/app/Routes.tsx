import { Redirect, Route, Switch } from 'wouter';
import { HomePage } from '../features/home/HomePage';
import { PendingPage } from '../features/pending/PendingPage';
import { ALIASES, HOME_PATH, ROUTES } from './route-table';

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
          {route.page === 'home' ? <HomePage /> : <PendingPage titleKey={route.titleKey} />}
        </Route>
      ))}
      <Route>
        <Redirect to={HOME_PATH} replace />
      </Route>
    </Switch>
  );
}
