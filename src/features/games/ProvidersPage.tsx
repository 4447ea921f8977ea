/**
 * Providers (SPEC §2 named page "Providers"): every game provider with games to list, each
 * opening its provider game list (/m/provider?vassalage=…). Read from the device's catalogue, so
 * it opens offline as the other catalogue pages do. A lazy chunk.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { Link } from 'wouter';
import { providerHref, stripVendors } from '../../ui/provider-strip';
import { db } from '../../db/db';
import { useT } from '../../i18n/useT';
import './games.css';

export default function ProvidersPage() {
  const { t } = useT();
  const providers = useLiveQuery(async () => {
    const [vendors, categories] = await Promise.all([db.vendors.toArray(), db.vendorCategories.toArray()]);
    const counts = new Map<string, number>();
    for (const entry of categories) counts.set(entry.vassalage, (counts.get(entry.vassalage) ?? 0) + (entry.gameCount ?? 0));
    return stripVendors(vendors, categories).map((vendor) => ({ ...vendor, gameCount: counts.get(vendor.vassalage) ?? 0 }));
  }, []);
  if (!providers) return null;
  return (
    <section className="providers-page" aria-label={t('all_providers')}>
      {providers.length === 0 ? (
        <p className="empty">{t('no_games')}</p>
      ) : (
        <ul className="providers-page__list">
          {providers.map((vendor) => (
            <li key={vendor.vassalage}>
              <Link href={providerHref(vendor.vassalage)} className="providers-page__card" data-testid="provider-card">
                <img src={vendor.iconUrl} alt="" loading="lazy" decoding="async" width="64" height="40" />
                <span className="providers-page__name">{vendor.displayName}</span>
                <span className="providers-page__count">{t('provider_game_count', { count: vendor.gameCount })}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
