/**
 * What the account forms share: refs to focus the first invalid field (SPEC §5), the error text
 * of a failed call (a connection is needed, or the server's code).
 */
import { useRef, useState } from 'react';
import type { RegisterSettings } from '../../api/account-wire';
import type { LoginValue } from '../../api/member-wire';
import type { MessageKey } from '../../i18n';
import { href } from '../../routes';
import { hideLoading, showToast, TOAST_MS } from '../../state/toasts';
import { accountApi, errorCode, isOffline } from './api';
import { errorKey } from './error-keys';
import { completeLogin } from './sign-in';
import { firstInvalid, formatFieldError, type Check } from './validation';
import { useT } from '../../i18n/useT';

export function useFieldRefs<K extends string>() {
  const refs = useRef<Partial<Record<K, HTMLInputElement | null>>>({});
  const bind = (name: K) => (element: HTMLInputElement | null) => {
    refs.current[name] = element;
  };
  const focus = (name: K | null) => {
    if (name) refs.current[name]?.focus();
  };
  return { bind, focus };
}

/**
 * A form's values and the errors it shows: typing in a field clears that field's error (SPEC §5:
 * fields revalidate on change), and an error is shown in the current language.
 */
export function useFormFields<N extends string>(initial: Record<N, string>) {
  const { t } = useT();
  const [values, setValues] = useState<Record<N, string>>(initial);
  const [errors, setErrors] = useState<Partial<Record<N, Check>>>({});
  const set = (name: N) => (value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (errors[name]) setErrors((current) => ({ ...current, [name]: null }));
  };
  const errorText = (name: N) => {
    const error = errors[name];
    return error ? formatFieldError(t as never, error) : null;
  };
  return { values, setValues, errors, setErrors, set, errorText };
}

/** At submit (SPEC §5): show every error found, focus the first invalid field in order; true when none. */
export function acceptOrFocus<N extends string>(
  found: Partial<Record<N, Check>>,
  order: readonly N[],
  setErrors: (errors: Partial<Record<N, Check>>) => void,
  focus: (name: N | null) => void,
): boolean {
  setErrors(found);
  const invalid = firstInvalid(order, found);
  focus(invalid);
  return invalid === null;
}

/** The key that seals login, register and set-password bodies: from the settings, else asked for. */
export async function encryptionKey(settings: Pick<RegisterSettings, 'encryptionPublicKey'>): Promise<string> {
  return settings.encryptionPublicKey || (await accountApi.registerSettings()).encryptionPublicKey;
}

/** A call that signs the member in (register, set password by phone) succeeded: say so, then sign in. */
export async function finishSignedIn(
  value: LoginValue | null | undefined,
  toast: MessageKey,
  navigate: (to: string, options?: { replace?: boolean }) => void,
): Promise<void> {
  hideLoading();
  showToast(toast, TOAST_MS.success);
  if (value?.token) await completeLogin(value, navigate);
  else navigate(href('login'));
}

/** The catalogue key for a failed account call. */
export function failureKey(error: unknown): MessageKey {
  return isOffline(error) ? 'account_offline' : errorKey(errorCode(error));
}
