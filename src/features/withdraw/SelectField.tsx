/** A labelled select in the form fields' style (src/ui/field.css): the bank, the card to pay to. */
import { useId, type ReactNode } from 'react';
import { errorAria, FieldFrame } from '../../ui/Field';

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
    <FieldFrame id={id} label={label} mark="required" error={error} errorId={errorId}>
      <select
        id={id}
        name={name}
        className="account-field__input withdraw-select"
        value={value}
        {...errorAria(error, errorId)}
        aria-required
        onChange={(event) => onValue(event.target.value)}
      >
        {children}
      </select>
    </FieldFrame>
  );
}
