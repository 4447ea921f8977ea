/**
 * /m/login (SPEC §2 Login, §4 Login, §5): username+password or mobile+SMS code (the toggle only
 * when mobile code login is on), a captcha only after a failed login asks for one, remember
 * password, forgot link, social buttons and the free trial. A lazy chunk.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import type { LoginPayload } from '../../api/endpoints';
import { useCatalogueArea } from '../../i18n/areas';
import { useT } from '../../i18n/useT';
import { href } from '../../routes';
import { hideLoading, showLoading } from '../../state/toasts';
import { useRevalidateOnLanguageChange } from '../settings';
import { accountApi } from './api';
import { CaptchaField } from './CaptchaField';
import { Field, FormMessage } from '../../ui/Field';
import { FormSkeleton } from './FormSkeleton';
import { acceptOrFocus, encryptionKey, failureKey, useFieldRefs, useFormFields } from './form-helpers';
import { MobileField } from './MobileField';
import { forgetRemembered, loadRemembered, saveRemembered } from './remembered';
import { completeLogin } from './sign-in';
import { SmsButton, type SliderSms } from './SmsButton';
import { requestSms } from './sms-request';
import { SocialButtons } from './SocialButtons';
import { TrialButton } from './TrialButton';
import { useAccountSettings } from './useAccountSettings';
import { useCaptcha } from './useCaptcha';
import { checkLoginCaptcha, checkMobile, checkRule, checkSmsCode, type Check } from './validation';
import './account.css';

type Method = 'username' | 'sms';
type Name = 'username' | 'password' | 'mobile' | 'smsCode' | 'captcha';
const ORDER: Name[] = ['username', 'password', 'mobile', 'smsCode', 'captcha'];

export default function LoginPage() {
  useCatalogueArea('messages');
  useCatalogueArea('account');
  const { t } = useT();
  const [, navigate] = useLocation();
  const { settings, settled } = useAccountSettings();
  const { rules } = settings;
  const [method, setMethod] = useState<Method>('username');
  const { values, setValues, setErrors, set, errorText } = useFormFields<Name>({ username: '', password: '', mobile: '', smsCode: '', captcha: '' });
  const [dialCode, setDialCode] = useState(settings.countryDialingCodes[0] ?? '');
  const [remember, setRemember] = useState(false);
  const [captchaShown, setCaptchaShown] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const captcha = useCaptcha();
  const fields = useFieldRefs<Name>();

  // The remembered record (SPEC §3) fills the form once, if it opens on this device.
  useEffect(() => {
    void loadRemembered().then((record) => {
      if (!record) return;
      setMethod(record.type === 'sms' && settings.mobileCodeLogin ? 'sms' : 'username');
      setValues((current) => ({ ...current, username: record.username, password: record.password }));
      if (record.countryDialingCode) setDialCode(record.countryDialingCode);
      setRemember(true);
    });
    // Once per visit; the record does not change while the form is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const validate = (): Partial<Record<Name, Check>> =>
    method === 'username'
      ? {
          username: checkRule(values.username, rules.loginUsername, true),
          password: checkRule(values.password, rules.loginPassword, true),
          captcha: captchaShown ? checkLoginCaptcha(values.captcha) : null,
        }
      : {
          mobile: checkMobile(values.mobile, rules.loginMobileNum),
          smsCode: checkSmsCode(values.smsCode) ?? checkRule(values.smsCode, rules.verificationCode, true),
          captcha: captchaShown ? checkLoginCaptcha(values.captcha) : null,
        };

  // SPEC §5: shown errors follow a language switch (only those already shown are recomputed).
  useRevalidateOnLanguageChange(() => setErrors((shown) => (Object.keys(shown).length ? validate() : shown)));


  const switchMethod = (next: Method) => {
    setMethod(next);
    setErrors({});
    setMessage(null);
    if (captchaShown) void captcha.refresh(); // SPEC §4: switching method refreshes the captcha
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!acceptOrFocus(validate(), ORDER, setErrors, fields.focus)) return;
    if (!navigator.onLine) return setMessage(t('account_offline'));
    setBusy(true);
    setMessage(null);
    showLoading();
    const payload: LoginPayload =
      method === 'username'
        ? { type: 'username', username: values.username.trim(), password: values.password, captcha: values.captcha.trim(), captchaId: captcha.captcha?.captchaId ?? '' }
        : {
            type: 'sms',
            username: '',
            password: '',
            captcha: values.captcha.trim(),
            captchaId: captcha.captcha?.captchaId ?? '',
            mobileNum: values.mobile.trim(),
            countryDialingCode: dialCode,
            verificationCode: values.smsCode.trim(),
          };
    try {
      const key = await encryptionKey(settings);
      const value = await accountApi.login(payload, key);
      if (remember && method === 'username') {
        await saveRemembered({ type: method, username: values.username.trim(), countryDialingCode: dialCode, password: values.password }).catch(
          (error: unknown) => console.warn('could not remember the login', error),
        );
      } else if (!remember) forgetRemembered();
      hideLoading();
      await completeLogin(value, navigate, { keepPassword: remember && method === 'username' ? values.password : null });
    } catch (error) {
      hideLoading();
      setBusy(false);
      setMessage(t(failureKey(error)));
      const wantsCaptcha = (error as { captcha?: boolean }).captcha === true || /^captcha_/.test((error as { code?: string }).code ?? '');
      // A captcha is single use: after any failure with one shown, the next try needs a new one.
      if (wantsCaptcha || captchaShown) {
        setCaptchaShown(true);
        setValues((current) => ({ ...current, captcha: '' }));
        void captcha.refresh();
      }
    }
  };

  // SPEC §5: the code is asked for only once the mobile validates; then the slider, then the SMS.
  const smsSlider: SliderSms = {
    check: () => {
      const mobileError = checkMobile(values.mobile, rules.loginMobileNum);
      setErrors((current) => ({ ...current, mobile: mobileError }));
      fields.focus(mobileError ? 'mobile' : null);
      return !mobileError;
    },
    send: (answer) => requestSms('noLogin', { mobileNum: values.mobile.trim(), countryDialingCode: dialCode }, answer),
  };

  // Laid out once the settings are in: a method tab they add would otherwise push the fields down.
  if (!settled) {
    return (
      <div className="account-page">
        <FormSkeleton />
      </div>
    );
  }
  const forgotShown = settings.changePassword.byMail || settings.changePassword.byVerification;
  return (
    <div className="account-page">
      <form className="account-form" noValidate onSubmit={(event) => void submit(event)} aria-label={t('hd_login_button')}>
        {settings.mobileCodeLogin && (
          <div className="account-tabs" role="group" aria-label={t('account_login_method')}>
            <button type="button" className="account-tab" aria-pressed={method === 'username'} onClick={() => switchMethod('username')}>
              {t('account_by_password')}
            </button>
            <button type="button" className="account-tab" aria-pressed={method === 'sms'} onClick={() => switchMethod('sms')}>
              {t('account_by_sms')}
            </button>
          </div>
        )}
        {method === 'username' ? (
          <>
            <Field label={t('account_username')} value={values.username} onValue={set('username')} error={errorText('username')} autoComplete="username" inputRef={fields.bind('username')} />
            <Field label={t('account_password')} type="password" value={values.password} onValue={set('password')} error={errorText('password')} autoComplete="current-password" inputRef={fields.bind('password')} />
          </>
        ) : (
          <>
            <MobileField label={t('account_mobile')} value={values.mobile} onValue={set('mobile')} dialCode={dialCode} onDialCode={setDialCode} dialCodes={settings.countryDialingCodes} error={errorText('mobile')} inputRef={fields.bind('mobile')} />
            <Field label={t('account_sms_code')} value={values.smsCode} onValue={set('smsCode')} error={errorText('smsCode')} inputMode="numeric" maxLength={10} autoComplete="one-time-code" inputRef={fields.bind('smsCode')} after={<SmsButton slider={smsSlider} />} />
          </>
        )}
        {captchaShown && (
          <CaptchaField value={values.captcha} onValue={set('captcha')} error={errorText('captcha')} captcha={captcha.captcha} onRefresh={() => void captcha.refresh()} inputRef={fields.bind('captcha')} />
        )}
        <div className="account-form__row">
          <label className="account-check">
            <input type="checkbox" checked={remember} onChange={(event) => setRemember(event.target.checked)} />
            {t('account_remember')}
          </label>
          {forgotShown && (
            <Link href={href('forget')} className="account-link">
              {t('in_forget_password')}
            </Link>
          )}
        </div>
        <FormMessage text={message} />
        <button type="submit" className="account-submit" disabled={busy}>
          {t('hd_login_button')}
        </button>
        <Link href={href('register')} className="account-link account-link--center">
          {t('account_no_account')}
        </Link>
        <TrialButton onMessage={setMessage} />
        <SocialButtons settings={settings} onMessage={setMessage} />
      </form>
    </div>
  );
}
