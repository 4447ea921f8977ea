/** A labelled select in the form fields' style (src/ui/field.css): the bank, the card to pay to. */
import { useId, type ReactNode } from 'react';
import '../../ui/field.css';

export interface SelectFieldProps {
  label: string;
  value: string;
  onValue: (value: string) => void;
  error?: string | null;
  name: string;
  children: ReactNode;
}

export function SelectField({ label, value, onValue, error, name, children }: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={error ? 'account-field account-field--invalid' : 'account-field'}>
      <label htmlFor={id} className="account-field__label">
        {label}
        <span className="account-field__required" aria-hidden="true">
          {' *'}
        </span>
      </label>
      <select
        id={id}
        name={name}
        className="account-field__input withdraw-select"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        aria-required
        onChange={(event) => onValue(event.target.value)}
      >
        {children}
      </select>
      {error && (
        <p id={errorId} className="account-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
