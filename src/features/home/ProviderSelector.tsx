import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { db } from '../../db/db';
import { useT } from '../../i18n/useT';
import { href } from '../../routes';
import { VendorTabs } from '../../ui/VendorTabs';
import { HomeGameList } from './HomeGameList';
import { firstGames, HOME_ROW_LIMIT } from './useHomeRows';

/** Vendors with a game list of their own (lottery, sports and the like have their own pages). */
const LIST_LESS = ['LOTT', 'ELOTT', 'SPORTS', 'ESPORTS', 'COCKFIGHT'];

/** Home's provider selector (SPEC §2): vendor tabs over that vendor's first games; lazy chunk. */
export default function ProviderSelector({ favourites }: { favourites: Set<number> }) {
  const { t } = useT();
  const vendors = useLiveQuery(async () => {
    const [all, categories] = await Promise.all([db.vendors.orderBy('sort').toArray(), db.vendorCategories.toArray()]);
    const listed = new Set(categories.filter((c) => !LIST_LESS.includes(c.gameCategory)).map((c) => c.vassalage));
    return all.filter((v) => listed.has(v.vassalage));
  }, []);
  const [chosen, setChosen] = useState<string | null>(null);
  const selected = chosen ?? vendors?.[0]?.vassalage ?? '';
  const games = useLiveQuery(() => (selected ? firstGames({ vassalage: selected }, HOME_ROW_LIMIT) : []), [selected]);
  if (!vendors?.length) return null;
  const name = vendors.find((v) => v.vassalage === selected)?.displayName ?? selected;
  return (
    <section className="provider-selector" aria-label={t('games_provider_selector')}>
      <VendorTabs vendors={vendors} selected={selected} onSelect={setChosen} withAll={false} />
      <HomeGameList
        title={t('provider_games', { vendor: name })}
        games={games}
        moreHref={href('provider', { vassalage: selected })}
        favourites={favourites}
      />
    </section>
  );
}
