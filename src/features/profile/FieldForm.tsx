/**
 * One profile field saved on its own (nickname, birthday, email): its input, its check before
 * sending, and the server's answer. Offline the input stays and the save waits for a connection.
 */
import { useState, type FormEvent, type InputHTMLAttributes } from 'react';
import { useSnapshot } from 'valtio';
import type { ErrorCode } from '../../api/error-codes';
import type { ProfileValue } from '../../api/profile-wire';
import { useT } from '../../i18n/useT';
import { appState } from '../../state/app';
import { Field, FormMessage } from '../../ui/Field';
import { refusalKey } from './profile-rules';

type Answer = { ok: true; value: ProfileValue } | { ok: false; code: ErrorCode };

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'name'> {
  name: string;
  label: string;
  initial: string;
  /** A translated problem with the value, or null when it may be sent. */
  check: (value: string) => string | null;
  save: (value: string) => Promise<Answer>;
  onSaved: (profile: ProfileValue) => void;
  /** A refusal's text when it needs more than the code (the minimum age). */
  refusal?: (code: ErrorCode) => string | null;
  hint?: string;
}

export function FieldForm({ name, label, initial, check, save, onSaved, refusal, hint, ...input }: Props) {
  const { t } = useT();
  const { online } = useSnapshot(appState);
  const [value, setValue] = useState(initial);
  const [tried, setTried] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const problem = tried ? check(value.trim()) : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    setMessage(null);
    setSaved(false);
    if (check(value.trim())) return;
    if (!online) return setMessage(t('money_needs_connection'));
    setBusy(true);
    const result = await save(value.trim());
    setBusy(false);
    if (result.ok) {
      setSaved(true);
      return onSaved(result.value);
    }
    setMessage(refusal?.(result.code) ?? t(refusalKey(result.code)));
  }

  return (
    <form className="profile-field-form" onSubmit={(e) => void submit(e)} noValidate aria-label={label}>
      <Field {...input} name={name} label={label} value={value} onValue={(v) => { setValue(v); setSaved(false); }} error={problem} />
      {hint && <p className="profile-muted">{hint}</p>}
      <FormMessage text={message} />
      {saved && <p className="profile-done" role="status">{t('profile_saved')}</p>}
      <button type="submit" className="button profile-save" disabled={busy || !online}>
        {busy ? t('profile_saving') : t('profile_save')}
      </button>
    </form>
  );
}
