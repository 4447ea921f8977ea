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
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <FieldFrame id={id} label={label} mark={mark} error={error} errorId={errorId}>
      <div className="account-field__row">
        {before}
        <input
          {...input}
          id={id}
          ref={inputRef}
          className="account-field__input"
          value={value}
          {...errorAria(error, errorId)}
          aria-required={mark === 'required' ? true : undefined}
          onChange={(event) => onValue(event.target.value)}
        />
        {after}
      </div>
    </FieldFrame>
  );
}

export interface FieldFrameProps {
  /** The id of the control inside, which the label names. */
  id: string;
  label: string;
  mark?: 'required' | 'optional';
  error?: string | null;
  /** The error line's id, for a control that points at it with aria-describedby. */
  errorId?: string;
  children: ReactNode;
}

/**
 * What every form control of the account-field style sits in (an input, a select, a file picker,
 * a text area): the label with its mark above, the error below, and the invalid look while there
 * is an error. The control itself is the caller's.
 */
export function FieldFrame({ id, label, mark, error, errorId, children }: FieldFrameProps) {
  const { t } = useT();
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
      {children}
      {error && (
        <p id={errorId} className="account-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

/** A control's link to its error line: invalid while there is one, and described by it. */
export function errorAria(error: string | null | undefined, errorId: string) {
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined } as const;
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
