/**
 * One labelled input with its error (SPEC §2: optional fields carry an optional marker, required
 * ones an asterisk). The error is tied to the input by aria-describedby and aria-invalid.
 */
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { useT } from '../i18n/useT';
import './field.css';

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'ref'> {
  label: string;
  value: string;
  onValue: (value: string) => void;
  error?: string | null;
  /** Shows the asterisk; otherwise `optional` shows the optional marker; neither shows nothing. */
  mark?: 'required' | 'optional';
  inputRef?: Ref<HTMLInputElement>;
  /** A control before the input (country code) and beside it (SMS button, captcha image). */
  before?: ReactNode;
  after?: ReactNode;
}

export function Field({ label, value, onValue, error, mark, inputRef, before, after, ...input }: FieldProps) {
  const { t } = useT();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={error ? 'account-field account-field--invalid' : 'account-field'}>
      <label htmlFor={id} className="account-field__label">
        {label}
        {mark === 'required' && (
          <span className="account-field__required" aria-hidden="true">
            {' *'}
          </span>
        )}
        {mark === 'optional' && <span className="account-field__optional">{` (${t('account_optional')})`}</span>}
      </label>
      <div className="account-field__row">
        {before}
        <input
          {...input}
          id={id}
          ref={inputRef}
          className="account-field__input"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          aria-required={mark === 'required' ? true : undefined}
          onChange={(event) => onValue(event.target.value)}
        />
        {after}
      </div>
      {error && (
        <p id={errorId} className="account-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

/** The form-level message: a connection is needed, or the server's answer (role alert: announced). */
export function FormMessage({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p className="account-form__message" role="alert">
      {text}
    </p>
  );
}
