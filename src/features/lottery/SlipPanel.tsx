/**
 * The order slip: each suborder with its type, pick and stake (a stepper within the bet type's
 * limits), removable one by one; the total; "Place order". The slip itself lives in
 * localStorage (useSlip), so whatever happens here it is still there after a reload.
 */
import type { LotteryBetType } from '../../api/lottery-rules';
import { useT } from '../../i18n/useT';
import { NoteLine, usePickText, type Note } from './BallsAndNotes';
import { BET_TYPE_KEYS } from './lottery-page-rules';
import { lineId, slipTotal, stepStake, type SlipLine, type StakeLimits } from './slip-rules';
import { useMoney } from '../../ui/useMoney';

export function SlipPanel({
  lines,
  limitsOf,
  maxSuborders,
  onStake,
  onRemove,
  onPlace,
  canPlace,
  busy,
  note,
}: {
  lines: readonly SlipLine[];
  limitsOf: (type: LotteryBetType) => StakeLimits;
  maxSuborders: number;
  onStake: (id: string, stake: number) => void;
  onRemove: (id: string) => void;
  onPlace: () => void;
  canPlace: boolean;
  busy: boolean;
  note: Note | null;
}) {
  const { t } = useT();
  const money = useMoney();
  const pickText = usePickText();
  return (
    <section className="lottery-card lottery-slip" aria-labelledby="lottery-slip-title" data-testid="lottery-slip">
      <h2 id="lottery-slip-title" className="lottery-slip__title">
        {t('lottery_slip', { n: String(lines.length), max: String(maxSuborders) })}
      </h2>
      {lines.length === 0 ? (
        <p className="lottery-muted">{t('lottery_slip_empty')}</p>
      ) : (
        <ul className="lottery-slip__list">
          {lines.map((line) => {
            const id = lineId(line);
            const limits = limitsOf(line.betType);
            const pick = pickText(line.pick);
            const name = `${t(BET_TYPE_KEYS[line.betType])} ${pick}`;
            return (
              <li key={id} className="lottery-slip__line" data-testid="lottery-slip-line" data-line={id}>
                <span className="lottery-slip__what">
                  <span className="lottery-muted">{t(BET_TYPE_KEYS[line.betType])}</span>
                  <strong className="lottery-slip__pick">{pick}</strong>
                </span>
                <span className="lottery-stepper">
                  <button
                    type="button"
                    className="lottery-stepper__button"
                    aria-label={t('lottery_stake_down', { what: name })}
                    disabled={line.stake <= limits.min}
                    onClick={() => onStake(id, stepStake(line.stake, -1, limits))}
                  >
                    −
                  </button>
                  <output className="lottery-stepper__value" aria-label={t('lottery_stake_of', { what: name })} data-testid="lottery-stake">
                    {money(line.stake)}
                  </output>
                  <button
                    type="button"
                    className="lottery-stepper__button"
                    aria-label={t('lottery_stake_up', { what: name })}
                    disabled={line.stake >= limits.max}
                    onClick={() => onStake(id, stepStake(line.stake, 1, limits))}
                  >
                    +
                  </button>
                </span>
                <button type="button" className="lottery-slip__remove" aria-label={t('lottery_remove', { what: name })} onClick={() => onRemove(id)}>
                  <i className="icon icon--close" aria-hidden="true" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <p className="lottery-slip__total">
        <span>{t('lottery_total')}</span>
        <strong data-testid="lottery-total">{money(slipTotal(lines))}</strong>
      </p>
      <button
        type="button"
        className="button lottery-slip__place"
        disabled={busy || lines.length === 0 || !canPlace}
        aria-busy={busy}
        onClick={onPlace}
        data-testid="lottery-place"
      >
        {t('lottery_place')}
      </button>
      <NoteLine note={note} testId="lottery-place-note" />
    </section>
  );
}
