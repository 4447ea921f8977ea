import { Suspense } from 'react';
import { lazyWhenOnline } from '../../ui/lazy';
import { useSnapshot } from 'valtio';
import { Link, useLocation } from 'wouter';
import { useT } from '../../i18n/useT';
import { HOME_PATH, href, routeFor } from '../../routes';
import { session } from '../../state/session';
import { ui } from '../../state/ui';
import { showsNavStrip } from '../shell/nav-items';
import { BackButton } from './BackButton';
import { DownloadButton } from './DownloadButton';
import { GuestActions } from './GuestActions';
import { NavStrip } from './NavStrip';

/** WARNING: a separate chunk — a guest's first frame (most first visits) does not need it. */
const MemberActions = lazyWhenOnline(() => import('./MemberActions'));

/**
 * Top bar (SPEC §2 "Header"): menu toggle, logo, download, member or guest actions; then the page
 * title with its back arrow, and the category strip on home and category pages.
 */
export function Header() {
  const { t } = useT();
  const [path] = useLocation();
  const { info } = useSnapshot(session);
  const { sideMenu } = useSnapshot(ui);
  const route = routeFor(path);
  const home = path === HOME_PATH;
  return (
    <header className={path === href('login') ? 'header header--login' : 'header'}>
      <div className="header__bar">
        <button
          type="button"
          className="icon-button"
          aria-label={t('shell_menu')}
          aria-expanded={sideMenu}
          onClick={() => (ui.sideMenu = !ui.sideMenu)}
        >
          <i className="icon icon--menu" aria-hidden="true" />
        </button>
        <Link href={HOME_PATH} className="header__logo" aria-label={t('shell_logo')}>
          <img src="/icons/logo.svg" alt="" width="28" height="28" />
          {!info && <span>{t('app_name')}</span>}
        </Link>
        <DownloadButton />
        {info ? (
          <Suspense fallback={null}>
            <MemberActions />
          </Suspense>
        ) : (
          <GuestActions />
        )}
      </div>
      {home ? (
        <h1 className="visually-hidden">{t('hd_home')}</h1>
      ) : (
        <div className="header__title-row">
          <BackButton path={path} />
          <h1 className="header__title">{route ? t(route.titleKey) : ''}</h1>
        </div>
      )}
      {showsNavStrip(path) && <NavStrip path={path} />}
    </header>
  );
}
