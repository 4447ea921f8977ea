/**
 * A text area of the profile forms with a count of what was typed under it (words of a feedback,
 * characters of a remark), drawn as over while the count is out of bounds.
 */
import { FieldFrame } from '../../ui/Field';

export function CountedTextArea({ id, name, label, rows, value, onValue, error, count }: {
  id: string;
  name: string;
  label: string;
  rows: number;
  value: string;
  onValue: (value: string) => void;
  error: string | null;
  count: {
    id: string;
    text: string;
    over: boolean;
    /** Read out as it changes (a count whose bounds the member is typing towards). */
    announced?: boolean;
  };
}) {
  return (
    <FieldFrame id={id} label={label} error={error}>
      <textarea
        id={id}
        name={name}
        className="account-field__input profile-textarea"
        rows={rows}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={count.id}
        onChange={(event) => onValue(event.target.value)}
      />
      <p id={count.id} className={`profile-counter${count.over ? ' profile-counter--over' : ''}`} aria-live={count.announced ? 'polite' : undefined}>
        {count.text}
      </p>
    </FieldFrame>
  );
}
