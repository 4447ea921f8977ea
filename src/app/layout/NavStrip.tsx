import { useLiveQuery } from 'dexie-react-hooks';
import { Link, useSearch } from 'wouter';
import { db } from '../../db/db';
import { useT } from '../../i18n/useT';
import { HOME_ITEM, isActiveItem, navItems } from '../shell/nav-items';

/** SPEC §2 "Header navigation": Home plus the sorting list's categories (no SPORTS). */
export function NavStrip({ path }: { path: string }) {
  const { t } = useT();
  const search = useSearch();
  const categories = useLiveQuery(() => db.categories.orderBy('sort').toArray(), []);
  const items = categories ? navItems(categories) : [HOME_ITEM];
  return (
    <nav className="nav-strip" aria-label={t('shell_categories')}>
      {items.map((item) => {
        const active = isActiveItem(item.href, path, search);
        return (
          <Link
            key={item.code}
            href={item.href}
            className={active ? 'nav-strip__item nav-strip__item--active' : 'nav-strip__item'}
            aria-current={active ? 'page' : undefined}
          >
            {t(item.labelKey)}
          </Link>
        );
      })}
    </nav>
  );
}
