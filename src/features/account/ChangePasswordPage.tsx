/**
 * /m/changePsw (SPEC §2 Change password, §4, §5): read-only username, old password only when the
 * session holds none, new and confirm. New equal to old → the same_password popup; success → 1 s
 * message, the held and remembered passwords follow, home after 1 s. A lazy chunk.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { useCatalogueArea } from '../../i18n/areas';
import { useT } from '../../i18n/useT';
import { HOME_PATH } from '../../routes';
import { session } from '../../state/session';
import { hideLoading, LOADING_MS, showLoading, showToast, TOAST_MS } from '../../state/toasts';
import { Popup } from '../../ui/Popup';
import { useRevalidateOnLanguageChange } from '../settings';
import { accountApi } from './api';
import { Field, FormMessage } from '../../ui/Field';
import { acceptOrFocus, failureKey, useFieldRefs, useFormFields } from './form-helpers';
import { updateRememberedPassword } from './remembered';
import { holdSessionPassword, sessionPassword } from './sign-in';
import { useAccountSettings } from './useAccountSettings';
import { checkChangePassword, samePassword } from './validation';
import './account.css';

type Name = 'oldPassword' | 'newPassword' | 'confirmPassword';
const ORDER: Name[] = ['oldPassword', 'newPassword', 'confirmPassword'];

// Members only (the route's gate): a visitor goes home, a trial guest — with no password to
// change (SPEC §6) — is told why and offered registration.
export default function ChangePasswordPage() {
  const { info } = useSnapshot(session);
  return <ChangePasswordForm userName={info?.userName ?? ''} />;
}

function ChangePasswordForm({ userName }: { userName: string }) {
  useCatalogueArea('messages');
  useCatalogueArea('account');
  const { t } = useT();
  const [, navigate] = useLocation();
  const { settings } = useAccountSettings();
  // undefined while reading; null = none held, so the old password is asked.
  const [held, setHeld] = useState<string | null | undefined>(undefined);
  const { values, setErrors, set, errorText } = useFormFields<Name>({ oldPassword: '', newPassword: '', confirmPassword: '' });
  const [message, setMessage] = useState<string | null>(null);
  const [samePopup, setSamePopup] = useState(false);
  const [busy, setBusy] = useState(false);
  const fields = useFieldRefs<Name>();
  const askOld = held === null;

  useEffect(() => {
    void sessionPassword().then(setHeld, () => setHeld(null));
  }, []);

  const input = { ...values, oldPassword: askOld ? values.oldPassword : (held ?? ''), askOld };
  const validate = () => checkChangePassword(input, settings.rules);
  useRevalidateOnLanguageChange(() => setErrors((shown) => (Object.keys(shown).length ? validate() : shown)));

  const filled = (askOld ? ORDER : ORDER.slice(1)).every((name) => values[name] !== '');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!acceptOrFocus(validate(), ORDER, setErrors, fields.focus)) return;
    if (samePassword(input.oldPassword, input.newPassword)) return setSamePopup(true);
    if (!navigator.onLine) return setMessage(t('account_offline'));
    setBusy(true);
    setMessage(null);
    showLoading(LOADING_MS.default);
    try {
      await accountApi.changePassword({ oldPassword: input.oldPassword, newPassword: values.newPassword, confirmNewPassword: values.confirmPassword });
      hideLoading();
      showToast('account_password_changed', TOAST_MS.success);
      // SPEC §4: the held password is replaced; the remembered record follows (failure ignored).
      await holdSessionPassword(null);
      await holdSessionPassword(values.newPassword);
      await updateRememberedPassword(values.newPassword).catch((error: unknown) => console.warn('remembered login not updated', error));
      setTimeout(() => navigate(HOME_PATH), TOAST_MS.success);
    } catch (error) {
      hideLoading();
      setBusy(false);
      setMessage(t(failureKey(error)));
    }
  };

  if (held === undefined) return null;
  return (
    <div className="account-page">
      <form className="account-form" noValidate onSubmit={(event) => void submit(event)} aria-label={t('change_password')}>
        <Field label={t('account_username')} value={userName} onValue={() => undefined} readOnly autoComplete="username" />
        {askOld && (
          <Field label={t('account_old_password')} type="password" value={values.oldPassword} onValue={set('oldPassword')} error={errorText('oldPassword')} autoComplete="current-password" inputRef={fields.bind('oldPassword')} />
        )}
        <Field label={t('account_new_password')} type="password" value={values.newPassword} onValue={set('newPassword')} error={errorText('newPassword')} autoComplete="new-password" inputRef={fields.bind('newPassword')} />
        <Field label={t('account_confirm_new_password')} type="password" value={values.confirmPassword} onValue={set('confirmPassword')} error={errorText('confirmPassword')} autoComplete="new-password" inputRef={fields.bind('confirmPassword')} />
        <FormMessage text={message} />
        <button type="submit" className="account-submit" disabled={busy || !filled}>
          {t('account_submit')}
        </button>
      </form>
      {samePopup && (
        <Popup title={t('same_password')} role="alertdialog" name="same-password" onClose={() => setSamePopup(false)}>
          <p className="popup__text">{t('same_password')}</p>
          <div className="popup__actions">
            <button type="button" className="button" onClick={() => setSamePopup(false)}>
              {t('account_ok')}
            </button>
          </div>
        </Popup>
      )}
    </div>
  );
}
