/** A six-digit payment password field: digits only as typed, hidden, a numeric keypad on phones. */
import type { MessageKey } from '../../i18n';
import { useT } from '../../i18n/useT';
import { Field } from '../../ui/Field';
import { pinInput } from './withdraw-rules';

interface PinFieldProps {
  label: MessageKey;
  value: string;
  onValue: (pin: string) => void;
  problem: MessageKey | null;
  /** `new-password` where the member chooses it, `off` where it only confirms a withdrawal. */
  autoComplete: 'new-password' | 'off';
  name: string;
}

export function PinField({ label, value, onValue, problem, autoComplete, name }: PinFieldProps) {
  const { t } = useT();
  return (
    <Field
      label={t(label)}
      value={value}
      onValue={(v) => onValue(pinInput(v))}
      error={problem ? t(problem) : null}
      mark="required"
      type="password"
      inputMode="numeric"
      autoComplete={autoComplete}
      name={name}
    />
  );
}
