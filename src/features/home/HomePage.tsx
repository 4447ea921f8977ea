import { useT } from '../../i18n/useT';
import { GameRowSection } from './GameRowSection';
import { useHomeRows } from './useHomeRows';

/** Home (SPEC §2): hot, provider rows JILI, FC and PGE, slots, bingo and fish — all from Dexie. */
export function HomePage() {
  const { t } = useT();
  const rows = useHomeRows();
  if (!rows) return null;
  const { lists, vendors } = rows;
  const vendorName = (code: string) => vendors.find((v) => v.vassalage === code)?.displayName ?? code;
  const empty = Object.values(lists).every((list) => list.length === 0);

  return (
    <div className="home">
      <GameRowSection title={t('hot_games')} games={lists.hot} />
      <GameRowSection title={t('provider_games', { vendor: vendorName('JILI') })} games={lists.jili} />
      <GameRowSection title={t('provider_games', { vendor: vendorName('FC') })} games={lists.fc} />
      <GameRowSection title={t('provider_games', { vendor: vendorName('PGE') })} games={lists.pge} />
      <GameRowSection title={t('slot_games')} games={lists.slots} />
      <GameRowSection title={t('bingo_games')} games={lists.bingo} />
      <GameRowSection title={t('fishing_games')} games={lists.fish} />
      {empty && <p className="empty">{t('no_games')}</p>}
    </div>
  );
}
