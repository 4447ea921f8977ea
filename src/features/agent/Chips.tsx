/**
 * A row of choice chips (period, level): a named group of toggle buttons, one pressed. Buttons,
 * not radios, so each is one tap and reads "pressed" to a screen reader.
 */
export interface ChipOption<T extends string | number> {
  value: T;
  label: string;
}

export function Chips<T extends string | number>({ label, options, value, onChange, testId, even = false }: {
  label: string;
  /** One row of equal chips (a short, fixed set such as the levels). */
  even?: boolean;
  options: readonly ChipOption<T>[];
  value: T;
  onChange: (value: T) => void;
  testId?: string;
}) {
  return (
    <div className={`agent-chips${even ? ' agent-chips--even' : ''}`} role="group" aria-label={label} data-testid={testId}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          className={`agent-chip${option.value === value ? ' agent-chip--on' : ''}`}
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
