/**
 * Set a new password by SMS verification (SPEC §2 Forgot/phone, §4 "Set password by phone", §8):
 * mobile, code (its button counts from 60 s at the tap), new password. Submit waits until fields
 * are touched and error-free; success logs the player in; modify.new.old.same clears the password,
 * any other failure clears the code.
 */
import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import type { RegisterSettings } from '../../api/account-wire';
import { ERROR_CODE } from '../../api/error-codes';
import { useT } from '../../i18n/useT';
import { hideLoading, LOADING_MS, showLoading } from '../../state/toasts';
import { useRevalidateOnLanguageChange } from '../settings';
import { accountApi, errorCode } from './api';
import { Field, FormMessage } from '../../ui/Field';
import { encryptionKey, failureKey, finishSignedIn } from './form-helpers';
import { MobileField } from './MobileField';
import { SmsButton, type SliderSms } from './SmsButton';
import { requestSms } from './sms-request';
import { checkMobile, checkRule, checkSmsCode, formatFieldError, type Check } from './validation';

type Name = 'mobile' | 'code' | 'password';
export const SET_PASSWORD_SMS_SECONDS = 60;

export function SetPasswordByPhone({ settings }: { settings: RegisterSettings }) {
  const { t } = useT();
  const [, navigate] = useLocation();
  const { rules } = settings;
  const [values, setValues] = useState<Record<Name, string>>({ mobile: '', code: '', password: '' });
  const [dialCode, setDialCode] = useState(settings.countryDialingCodes[0] ?? '');
  const [touched, setTouched] = useState<Record<Name, boolean>>({ mobile: false, code: false, password: false });
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [, setLanguageTick] = useState(0);
  useRevalidateOnLanguageChange(() => setLanguageTick((n) => n + 1));

  const errors: Record<Name, Check> = {
    mobile: checkMobile(values.mobile, rules.mobileNum),
    code: checkSmsCode(values.code) ?? checkRule(values.code, rules.verificationCode, true),
    password: checkRule(values.password, rules.password, true),
  };
  const ready = (Object.keys(touched) as Name[]).every((name) => touched[name] && !errors[name]);
  const shown = (name: Name) => (touched[name] && errors[name] ? formatFieldError(t as never, errors[name]) : null);
  const set = (name: Name) => (value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setTouched((current) => ({ ...current, [name]: true }));
  };

  // SPEC §5: the code can be requested only once the mobile validates.
  const smsSlider: SliderSms = {
    check: () => {
      setTouched((current) => ({ ...current, mobile: true }));
      return !errors.mobile;
    },
    send: (answer) => requestSms('noLogin', { mobileNum: values.mobile.trim(), countryDialingCode: dialCode }, answer),
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    if (!navigator.onLine) return setMessage(t('account_offline'));
    setBusy(true);
    setMessage(null);
    showLoading(LOADING_MS.setPassword);
    try {
      const key = await encryptionKey(settings);
      const payload = { newPassword: values.password, mobileNum: values.mobile.trim(), countryDialingCode: dialCode, verificationCode: values.code.trim() };
      const value = await accountApi.setPasswordByPhone(payload, key);
      await finishSignedIn(value, 'account_password_changed', navigate);
    } catch (error) {
      hideLoading();
      setBusy(false);
      setMessage(t(failureKey(error)));
      const clear: Name = errorCode(error) === ERROR_CODE.newSameAsOld ? 'password' : 'code';
      setValues((current) => ({ ...current, [clear]: '' }));
    }
  };

  const hint = rules.password.min ? t('account_password_hint', { min: rules.password.min }) : undefined;
  return (
    <form className="account-form" noValidate onSubmit={(event) => void submit(event)} aria-label={t('account_by_phone')}>
      <MobileField label={t('account_mobile')} value={values.mobile} onValue={set('mobile')} dialCode={dialCode} onDialCode={setDialCode} dialCodes={settings.countryDialingCodes} error={shown('mobile')} />
      <Field label={t('account_sms_code')} value={values.code} onValue={set('code')} error={shown('code')} inputMode="numeric" maxLength={10} autoComplete="one-time-code" after={<SmsButton slider={smsSlider} initialSeconds={SET_PASSWORD_SMS_SECONDS} />} />
      <Field label={t('account_new_password')} type="password" value={values.password} onValue={set('password')} error={shown('password')} placeholder={hint} autoComplete="new-password" />
      <FormMessage text={message} />
      <button type="submit" className="account-submit" disabled={busy || !ready}>
        {t('account_set_password')}
      </button>
    </form>
  );
}
