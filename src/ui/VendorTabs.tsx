import { useT } from '../i18n/useT';
import { Tabs } from './Tabs';

export interface VendorOption {
  vassalage: string;
  displayName: string;
}

/** SPEC §2 "Tab strip of vendors": one selected; the empty code means All. */
export function VendorTabs({ vendors, selected, onSelect, withAll = true }: {
  vendors: VendorOption[];
  selected: string;
  onSelect: (vassalage: string) => void;
  withAll?: boolean;
}) {
  const { t } = useT();
  const options = withAll ? [{ vassalage: '', displayName: t('games_all') }, ...vendors] : vendors;
  return (
    <Tabs label={t('game_providers')} options={options.map(({ vassalage, displayName }) => ({ id: vassalage, label: displayName }))} active={selected} onSelect={onSelect} />
  );
}
