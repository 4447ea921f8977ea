/**
 * A rebate rate typed in percent (0.01 steps, at most the agent's own), with the problem found
 * in it and the hint naming the agent's own rate under it: the set-rebate and new-link forms.
 */
import type { MessageKey } from '../../i18n';
import { useT } from '../../i18n/useT';
import { Field } from '../../ui/Field';
import { formatRate, RATE_PROBLEM_KEYS, type RateProblem } from './agent-rules';

interface RateFieldProps {
  label: MessageKey;
  name: string;
  value: string;
  onValue: (value: string) => void;
  problem: RateProblem | null;
  ownRate: number | undefined;
  disabled: boolean;
  placeholder?: string;
}

export function RateField({ label, name, value, onValue, problem, ownRate, disabled, placeholder }: RateFieldProps) {
  const { t, language } = useT();
  return (
    <>
      <Field
        label={t(label)}
        value={value}
        onValue={onValue}
        error={problem ? t(RATE_PROBLEM_KEYS[problem], { own: formatRate(ownRate ?? 0, language) }) : null}
        mark="required"
        inputMode="decimal"
        autoComplete="off"
        name={name}
        placeholder={placeholder}
        disabled={disabled}
      />
      <p className="agent-note">{ownRate === undefined ? t('agent_rate_hint_unknown') : t('agent_rate_hint', { own: formatRate(ownRate, language) })}</p>
    </>
  );
}
