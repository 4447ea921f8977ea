/**
 * Forgot password by email (SPEC §2, §5, §7): username and email, form-encoded; loading (9999 ms),
 * then the success toast for 1 s, then back. Submit waits until both fields validate. The toast
 * says "if the account and email match": the server answers the same either way, so the page
 * never tells who has an account.
 */
import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import type { RegisterSettings } from '../../api/account-wire';
import { stepBack } from '../../ui/navigation';
import { useT } from '../../i18n/useT';
import { hideLoading, LOADING_MS, showLoading, showToast, TOAST_MS } from '../../state/toasts';
import { useRevalidateOnLanguageChange } from '../settings';
import { accountApi } from './api';
import { Field, FormMessage } from '../../ui/Field';
import { failureKey } from './form-helpers';
import { checkEmail, checkRule, formatFieldError, type Check } from './validation';

export function EmailRecovery({ settings }: { settings: RegisterSettings }) {
  const { t } = useT();
  const [, navigate] = useLocation();
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState({ username: false, email: false });
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [, setLanguageTick] = useState(0);
  // Errors are derived on each render, so a language switch only needs a re-render (200 ms later).
  useRevalidateOnLanguageChange(() => setLanguageTick((n) => n + 1));

  const errors: Record<'username' | 'email', Check> = {
    username: checkRule(username, settings.rules.loginUsername, true),
    email: checkEmail(email),
  };
  const shown = (name: 'username' | 'email') => {
    const error = touched[name] ? errors[name] : null;
    return error ? formatFieldError(t as never, error) : null;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (errors.username || errors.email) return setTouched({ username: true, email: true });
    if (!navigator.onLine) return setMessage(t('account_offline'));
    setBusy(true);
    setMessage(null);
    showLoading(LOADING_MS.forgot);
    try {
      await accountApi.forgotByEmail(username.trim(), email.trim());
      hideLoading();
      showToast('account_forgot_sent', TOAST_MS.success);
      // Back to where the player came from; opened in a new tab, to the login it belongs to.
      setTimeout(() => stepBack(navigate), TOAST_MS.success);
    } catch (error) {
      hideLoading();
      setBusy(false);
      setMessage(t(failureKey(error)));
    }
  };

  return (
    <form className="account-form" noValidate onSubmit={(event) => void submit(event)} aria-label={t('account_by_email')}>
      <Field label={t('account_username')} value={username} onValue={setUsername} onBlur={() => setTouched((s) => ({ ...s, username: true }))} error={shown('username')} autoComplete="username" />
      <Field label={t('account_email')} type="email" value={email} onValue={setEmail} onBlur={() => setTouched((s) => ({ ...s, email: true }))} error={shown('email')} autoComplete="email" />
      <FormMessage text={message} />
      <button type="submit" className="account-submit" disabled={busy || Boolean(errors.username || errors.email)}>
        {t('account_retrieve')}
      </button>
    </form>
  );
}
