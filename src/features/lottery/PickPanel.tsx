/**
 * Choosing picks for a bet type: a grid for the last digit and the word picks (a tap adds or
 * removes that pick on the slip); for the last two or three digits a field to type one in and the
 * way to numero, the number picker with each number's record.
 */
import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { isValidPick, picksOf, type LotteryBetType } from '../../api/lottery-rules';
import { useT } from '../../i18n/useT';
import { href } from '../../routes';
import { usePickText } from './BallsAndNotes';
import { GRID_TYPES } from './lottery-page-rules';

const DIGITS_OF: Partial<Record<LotteryBetType, number>> = { last2: 2, last3: 3 };

export function PickPanel({
  gameCode,
  type,
  onSlip,
  onToggle,
  onAdd,
}: {
  gameCode: string;
  type: LotteryBetType;
  onSlip: (pick: string) => boolean;
  onToggle: (pick: string) => void;
  onAdd: (pick: string) => void;
}) {
  const { t } = useT();
  const pickText = usePickText();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState(false);

  if (GRID_TYPES.includes(type)) {
    const words = type !== 'last1';
    return (
      <div className={`lottery-grid${words ? ' lottery-grid--words' : ''}`} role="group" aria-label={t('lottery_picks')} data-testid="lottery-grid">
        {picksOf(type).map((pick) => (
          <button
            key={pick}
            type="button"
            className={`lottery-pick${onSlip(pick) ? ' lottery-pick--on' : ''}`}
            aria-pressed={onSlip(pick)}
            onClick={() => onToggle(pick)}
          >
            {pickText(pick)}
          </button>
        ))}
      </div>
    );
  }

  const digits = DIGITS_OF[type] ?? 2;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const pick = text.trim();
    if (!isValidPick(type, pick)) return setProblem(true);
    setProblem(false);
    setText('');
    onAdd(pick);
  };
  return (
    <form className="lottery-entry" onSubmit={submit} noValidate>
      <label className="lottery-entry__label" htmlFor="lottery-entry">
        {t('lottery_enter_number', { digits: String(digits) })}
      </label>
      <div className="lottery-entry__row">
        <input
          id="lottery-entry"
          className="lottery-entry__input"
          inputMode="numeric"
          autoComplete="off"
          maxLength={digits}
          value={text}
          aria-invalid={problem}
          aria-describedby={problem ? 'lottery-entry-problem' : undefined}
          onChange={(event) => {
            setText(event.target.value.replace(/\D/g, ''));
            setProblem(false);
          }}
        />
        <button type="submit" className="button">
          {t('lottery_add')}
        </button>
        <Link href={href('numero', { game: gameCode, type })} className="button button--ghost" data-testid="lottery-numero-link">
          {t('lottery_numero')}
        </Link>
      </div>
      {problem && (
        <p id="lottery-entry-problem" className="lottery-note lottery-note--error" role="alert">
          {t('lottery_enter_digits', { digits: String(digits) })}
        </p>
      )}
    </form>
  );
}
