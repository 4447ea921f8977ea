import { useLiveQuery } from 'dexie-react-hooks';
import { Link } from 'wouter';
import { db } from '../../db/db';
import { useT } from '../../i18n/useT';
import { href } from '../../routes';
import { providerHref, stripVendors } from '../../features/games';

/** SPEC §2 provider strip: vendor icons, without vendors only in LOTT, ELOTT or SPORTS (lazy chunk). */
export default function ProviderStrip() {
  const { t } = useT();
  const vendors = useLiveQuery(async () => {
    const [all, categories] = await Promise.all([db.vendors.toArray(), db.vendorCategories.toArray()]);
    return stripVendors(all, categories);
  }, []);
  if (!vendors?.length) return null;
  return (
    <nav className="provider-strip" aria-label={t('game_providers')}>
      {vendors.map((vendor) => (
        <Link key={vendor.vassalage} href={providerHref(vendor.vassalage)} className="provider-strip__item" aria-label={vendor.displayName}>
          <img src={vendor.iconUrl} alt="" loading="lazy" decoding="async" width="64" height="40" />
        </Link>
      ))}
      {/* Providers (SPEC §2 named page): the whole list, names and game counts. */}
      <Link href={href('providers')} className="provider-strip__item provider-strip__all">
        {t('all_providers')}
      </Link>
    </nav>
  );
}
