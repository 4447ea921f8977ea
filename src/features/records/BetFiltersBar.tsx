/** The bet records' filters: the day range (SPEC §5 picker 2000–2030), game type and provider. */
import type { BetFilterOptions } from '../../api/records-wire';
import { useT } from '../../i18n/useT';
import { DAY_MAX, DAY_MIN, TYPE_KEYS, type BetFilters } from './records-rules';

interface Props {
  filters: BetFilters;
  options: BetFilterOptions | null;
  onChange: (patch: Partial<BetFilters>) => void;
}

export function BetFiltersBar({ filters, options, onChange }: Props) {
  const { t } = useT();
  // A filter from the address the member has no bets in still shows as chosen.
  const types = withChosen(options?.gameTypes ?? [], filters.gameType);
  const vendors = options?.vendors ?? [];
  const vendorShown = !filters.vendor || vendors.some((v) => v.code === filters.vendor);
  return (
    <div className="records-filters" role="group" aria-label={t('records_filters')}>
      <label className="records-filter">
        <span>{t('records_from')}</span>
        <input type="date" required min={DAY_MIN} max={DAY_MAX} value={filters.from} onChange={(e) => e.target.value && onChange({ from: e.target.value })} />
      </label>
      <label className="records-filter">
        <span>{t('records_to')}</span>
        <input type="date" required min={DAY_MIN} max={DAY_MAX} value={filters.to} onChange={(e) => e.target.value && onChange({ to: e.target.value })} />
      </label>
      <label className="records-filter">
        <span>{t('records_game_type')}</span>
        <select value={filters.gameType} onChange={(e) => onChange({ gameType: e.target.value })} data-testid="records-type-filter">
          <option value="">{t('records_all_types')}</option>
          {types.map((type) => (
            <option key={type} value={type}>
              {TYPE_KEYS[type] ? t(TYPE_KEYS[type]) : type}
            </option>
          ))}
        </select>
      </label>
      <label className="records-filter">
        <span>{t('records_vendor')}</span>
        <select value={filters.vendor} onChange={(e) => onChange({ vendor: e.target.value })} data-testid="records-vendor-filter">
          <option value="">{t('records_all_vendors')}</option>
          {!vendorShown && <option value={filters.vendor}>{filters.vendor}</option>}
          {vendors.map((vendor) => (
            <option key={vendor.code} value={vendor.code}>
              {vendor.name}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

const withChosen = (list: string[], chosen: string) => (chosen && !list.includes(chosen) ? [...list, chosen] : list);
