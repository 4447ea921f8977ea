import { useT } from '../i18n/useT';
import './tabs.css';

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
    <div className="tabs" role="tablist" aria-label={t('game_providers')}>
      {options.map((vendor) => (
        <button
          key={vendor.vassalage || 'all'}
          type="button"
          role="tab"
          aria-selected={vendor.vassalage === selected}
          className={`tabs__tab${vendor.vassalage === selected ? ' tabs__tab--active' : ''}`}
          onClick={() => onSelect(vendor.vassalage)}
        >
          {vendor.displayName}
        </button>
      ))}
    </div>
  );
}
