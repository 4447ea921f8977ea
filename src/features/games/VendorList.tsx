import { Link } from 'wouter';
import { useT } from '../../i18n/useT';
import { href } from '../../routes';
import { splitSports } from './list-rules';
import { vendorsOf, type Catalogue } from './useCatalogue';

type Vendor = ReturnType<typeof vendorsOf>[number];

function Cards({ vendors, category }: { vendors: Vendor[]; category: string }) {
  return (
    <ul className="vendor-list">
      {vendors.map((v) => (
        <li key={`${category}-${v.vassalage}`}>
          <Link href={href('provider', { vassalage: v.vassalage, gameType: category })} className="vendor-list__card">
            <span className="vendor-list__name">{v.displayName}</span>
            <span className="vendor-list__count">{v.gameCount}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Vendors of a category (SPEC §2: ESPORTS, COCKFIGHT, LOTT, ELOTT show vendor lists); sports split in groups. */
export function VendorList({ catalogue, category, group }: { catalogue: Catalogue; category: string; group?: string }) {
  const { t } = useT();
  if (category !== 'SPORTS') {
    const vendors = vendorsOf(catalogue, category);
    return vendors.length ? <Cards vendors={vendors} category={category} /> : <p className="empty">{t('no_games')}</p>;
  }
  // SPEC §4: sports is split into ESPORTS and COCKFIGHT groups (the rest stay sportsbooks).
  const all = ['SPORTS', 'ESPORTS', 'COCKFIGHT'].flatMap((code) => vendorsOf(catalogue, code));
  const groups = splitSports(all);
  const labels = { SPORTS: t('sport_games'), ESPORTS: t('nav_esports'), COCKFIGHT: t('nav_cockfight') } as const;
  return (
    <>
      {(Object.keys(groups) as (keyof typeof groups)[])
        .filter((code) => groups[code].length && (!group || group === code))
        .map((code) => (
          <section key={code} className="vendor-group" aria-label={labels[code]}>
            <h2 className="vendor-group__title">{labels[code]}</h2>
            <Cards vendors={groups[code]} category={code} />
          </section>
        ))}
    </>
  );
}
