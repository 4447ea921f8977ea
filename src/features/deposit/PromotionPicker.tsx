/** "Accept promo": none, or one of the promotions that add a bonus to the deposit. */
import type { DepositPromotion } from '../../api/deposit-wire';
import { useT } from '../../i18n/useT';
import { useMoney } from '../../ui/useMoney';

interface Props {
  promotions: DepositPromotion[];
  selected: number | null;
  onSelect: (id: number | null) => void;
  /** The bonus the selected promotion adds to the amount typed so far (0 when none). */
  bonus: number;
  disabled?: boolean;
}

export function PromotionPicker({ promotions, selected, onSelect, bonus, disabled }: Props) {
  const { t } = useT();
  const money = useMoney();
  if (promotions.length === 0) return null;
  return (
    <fieldset className="deposit-promos" disabled={disabled}>
      <legend className="deposit-section__title">{t('deposit_accept_promo')}</legend>
      <label className="deposit-row">
        <input type="radio" name="deposit-promo" checked={selected === null} onChange={() => onSelect(null)} />
        <span className="deposit-row__name">{t('deposit_promo_none')}</span>
      </label>
      {promotions.map((p) => (
        <label key={p.id} className={`deposit-row${selected === p.id ? ' deposit-row--selected' : ''}`}>
          <input type="radio" name="deposit-promo" checked={selected === p.id} onChange={() => onSelect(p.id)} />
          <span className="deposit-row__name">{p.title}</span>
          <span className="deposit-row__limits">{t('deposit_promo_terms', { percent: p.bonusPercent, cap: money(p.bonusCap) })}</span>
        </label>
      ))}
      {selected !== null && bonus > 0 && <p className="deposit-note" data-testid="deposit-bonus">{t('deposit_bonus_preview', { bonus: money(bonus) })}</p>}
    </fieldset>
  );
}
