/**
 * One price of a match (home, draw or away): a toggle into the slip. Pressed when in the slip;
 * locked when the market is closed; an arrow for a moment when the price just moved.
 */
import type { SportSelection } from '../../api/sports-wire';
import { useT } from '../../i18n/useT';
import { formatOdds } from './format';
import type { PriceMove } from './market-rules';
import { SELECTION_KEYS } from './words';

export function PriceButton(props: {
  selection: SportSelection;
  team: string;
  price: number | undefined;
  open: boolean;
  selected: boolean;
  move: PriceMove | undefined;
  onToggle: () => void;
}) {
  const { t, language } = useT();
  const { selection, team, price, open, selected, move, onToggle } = props;
  const locked = !open || price === undefined;
  const label = selection === 'draw' ? t(SELECTION_KEYS.draw) : team;
  const name = locked
    ? t('sports_price_locked', { pick: label })
    : t('sports_price_name', { pick: label, price: formatOdds(price, language) });
  return (
    <button
      type="button"
      className={`sports-price${selected ? ' sports-price--selected' : ''}${move ? ` sports-price--${move}` : ''}`}
      aria-pressed={selected}
      aria-label={name}
      // A selection already in the slip can still be taken out while its market is closed.
      disabled={locked && !selected}
      onClick={onToggle}
      data-selection={selection}
    >
      <span className="sports-price__pick" aria-hidden="true">
        {t(SELECTION_KEYS[selection])}
      </span>
      <span className="sports-price__odds" aria-hidden="true">
        {locked ? <i className="sports-lock" /> : formatOdds(price, language)}
        {move && <span className={`sports-move sports-move--${move}`}>{move === 'up' ? '▲' : '▼'}</span>}
      </span>
    </button>
  );
}
