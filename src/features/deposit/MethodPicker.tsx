/**
 * The method choice in both SPEC §4 templates: the new one (dep_func '1') as a grid of cards,
 * the base one as a list of radio rows. Same choices, same behaviour.
 */
import type { DepositMethod } from '../../api/deposit-wire';
import { useT } from '../../i18n/useT';
import { useMoney } from '../../ui/useMoney';

interface Props {
  methods: DepositMethod[];
  selected: string;
  onSelect: (code: string) => void;
  cards: boolean;
}

/** A badge per kind, drawn in text (no emoji: phones without a colour font show boxes). */
const BADGES: Record<DepositMethod['kind'], string> = { gateway: 'PAY', ewallet: 'E', bank: 'BANK', manual: 'MAN' };

export function MethodPicker({ methods, selected, onSelect, cards }: Props) {
  const { t } = useT();
  const money = useMoney();
  const limits = (m: DepositMethod) => t('amount_limits', { min: money(m.min), max: money(m.max) });
  if (cards) {
    return (
      <div className="deposit-cards" role="radiogroup" aria-label={t('deposit_method')} data-template="new">
        {methods.map((m) => (
          <button
            key={m.code}
            type="button"
            role="radio"
            aria-checked={m.code === selected}
            className={`deposit-card${m.code === selected ? ' deposit-card--selected' : ''}`}
            onClick={() => onSelect(m.code)}
          >
            <span className={`deposit-card__icon deposit-card__icon--${m.kind}`} aria-hidden="true">
              {BADGES[m.kind]}
            </span>
            <span className="deposit-card__name">{m.name}</span>
            <span className="deposit-card__limits">{limits(m)}</span>
          </button>
        ))}
      </div>
    );
  }
  return (
    <fieldset className="deposit-list" data-template="base">
      <legend className="deposit-section__title">{t('deposit_method')}</legend>
      {methods.map((m) => (
        <label key={m.code} className={`deposit-row${m.code === selected ? ' deposit-row--selected' : ''}`}>
          <input type="radio" name="deposit-method" value={m.code} checked={m.code === selected} onChange={() => onSelect(m.code)} />
          <span className="deposit-row__name">{m.name}</span>
          <span className="deposit-row__limits">{limits(m)}</span>
        </label>
      ))}
    </fieldset>
  );
}
