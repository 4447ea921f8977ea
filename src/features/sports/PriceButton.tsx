/**
 * One price of a match (home, draw or away): a toggle into the slip. Pressed when in the slip;
 * locked when the market is closed; an arrow for a moment when the price just moved.
 */
import type { SportSelection } from '../../api/sports-wire';
import { useT } from '../../i18n/useT';
import { formatOdds } from './format';
import type { PriceMove } from './market-rules';
import { SELECTION_KEYS } from './catalogue-keys';

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
  const pick = t(SELECTION_KEYS[selection]);
  return (
    // The name is what shows (pick and price, WCAG 2.5.3), with the team before it for a screen reader.
    <button
      type="button"
      className={`sports-price${selected ? ' sports-price--selected' : ''}${move ? ` sports-price--${move}` : ''}`}
      aria-pressed={selected}
      // A selection already in the slip can still be taken out while its market is closed.
      disabled={locked && !selected}
      onClick={onToggle}
      data-selection={selection}
    >
      {selection !== 'draw' && <span className="visually-hidden">{`${team}: `}</span>}
      <span className="sports-price__pick">{pick}</span>
      <span className="sports-price__odds">
        {locked ? (
          <>
            <i className="sports-lock" aria-hidden="true" />
            <span className="visually-hidden">{t('sports_price_closed')}</span>
          </>
        ) : (
          formatOdds(price, language)
        )}
        {move && (
          <span className={`sports-move sports-move--${move}`} aria-hidden="true">
            {move === 'up' ? '▲' : '▼'}
          </span>
        )}
      </span>
    </button>
  );
}
