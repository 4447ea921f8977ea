/**
 * The amount of a money form (deposit, withdraw, transfer): a decimal input with the method's
 * limits under it and optional quick amounts that fill it. Checking is the caller's, with
 * `checkAmount` (src/api/money.ts), so the submit and the field agree; this shows the problem.
 * Texts come from the `messages` catalogue area, which the money pages load.
 */
import type { AmountLimits, AmountProblem } from '../api/money';
import type { MessageKey } from '../i18n';
import { useT } from '../i18n/useT';
import { Field } from './Field';
import './amount-field.css';
import { useMoney } from './useMoney';

const PROBLEM_KEYS: Record<AmountProblem, MessageKey> = {
  required: 'amount_required',
  format: 'amount_format',
  decimals: 'amount_decimals',
  below_min: 'amount_below_min',
  above_max: 'amount_above_max',
  above_balance: 'amount_above_balance',
};

export interface AmountFieldProps {
  value: string;
  onValue: (value: string) => void;
  limits: AmountLimits;
  /** Shown once the member has tried to submit, or left the field. */
  problem?: AmountProblem | null;
  quickAmounts?: readonly number[];
  label?: string;
  disabled?: boolean;
}

export function AmountField({ value, onValue, limits, problem, quickAmounts = [], label, disabled }: AmountFieldProps) {
  const { t } = useT();
  const money = useMoney();
  const error = problem
    ? t(PROBLEM_KEYS[problem], { min: money(limits.min), max: money(limits.max), available: money(limits.available ?? 0) })
    : null;
  return (
    <div className="amount-field">
      <Field
        label={label ?? t('amount_label')}
        value={value}
        onValue={onValue}
        error={error}
        mark="required"
        inputMode="decimal"
        autoComplete="off"
        name="amount"
        disabled={disabled}
      />
      <p className="amount-field__limits">{t('amount_limits', { min: money(limits.min), max: money(limits.max) })}</p>
      {quickAmounts.length > 0 && (
        <div className="amount-field__quick" role="group" aria-label={label ?? t('amount_label')}>
          {quickAmounts.map((amount) => (
            <button
              key={amount}
              type="button"
              className="amount-field__chip"
              aria-pressed={value.trim() !== '' && Number(value) === amount}
              disabled={disabled}
              onClick={() => onValue(String(amount))}
            >
              {money(amount)}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
