import { useT } from '../../i18n/useT';
import { Link, useLocation } from 'wouter';
import { HOME_PATH, routeFor } from '../route-table';

/** Top bar: logo back to home and the page title (SPEC §2 "Header title keys"). */
export function Header() {
  const { t } = useT();
  const [path] = useLocation();
  const route = routeFor(path);
  const onLogin = path === '/m/login';
  return (
    <header className={onLogin ? 'header header--login' : 'header'}>
      <Link href={HOME_PATH} className="header__logo" aria-label={t('hd_home')}>
        <img src="/icons/logo.svg" alt="" width="28" height="28" />
        <span>{t('app_name')}</span>
      </Link>
      <h1 className="header__title">{route ? t(route.titleKey) : ''}</h1>
    </header>
  );
}
