import { useLiveQuery } from 'dexie-react-hooks';
import { useTranslation } from 'react-i18next';
import { HOME_LISTS } from '../../api/game-lists';
import { db } from '../../db/db';
import { GameRowSection } from './GameRowSection';
import { useGameRow, useHotGames } from './useGameRow';

const ROW_LIMIT = 12;

/** Home (SPEC §2): hot, provider rows JILI, FC and PGE, slots, bingo and fish — all from Dexie. */
export function HomePage() {
  const { t } = useTranslation();
  const vendors = useLiveQuery(() => db.vendors.toArray(), []);
  const vendorName = (code: string) => vendors?.find((v) => v.vassalage === code)?.displayName ?? code;
  const hot = useHotGames(ROW_LIMIT);
  const jili = useGameRow(HOME_LISTS.jili!, ROW_LIMIT);
  const fc = useGameRow(HOME_LISTS.fc!, ROW_LIMIT);
  const pge = useGameRow(HOME_LISTS.pge!, ROW_LIMIT);
  const slots = useGameRow(HOME_LISTS.slots!, ROW_LIMIT);
  const bingo = useGameRow(HOME_LISTS.bingo!, ROW_LIMIT);
  const fish = useGameRow(HOME_LISTS.fish!, ROW_LIMIT);
  const loaded = [hot, jili, fc, pge, slots, bingo, fish].every((row) => row !== undefined);
  const empty = loaded && [hot, jili, fc, pge, slots, bingo, fish].every((row) => !row?.length);

  return (
    <div className="home">
      <GameRowSection title={t('hot_games')} games={hot} />
      <GameRowSection title={t('provider_games', { vendor: vendorName('JILI') })} games={jili} />
      <GameRowSection title={t('provider_games', { vendor: vendorName('FC') })} games={fc} />
      <GameRowSection title={t('provider_games', { vendor: vendorName('PGE') })} games={pge} />
      <GameRowSection title={t('slot_games')} games={slots} />
      <GameRowSection title={t('bingo_games')} games={bingo} />
      <GameRowSection title={t('fishing_games')} games={fish} />
      {empty && <p className="empty">{t('no_games')}</p>}
    </div>
  );
}
