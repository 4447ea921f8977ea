/**
 * /m/register (SPEC §2 Registration, §4, §5): the fields the server's config names, username or
 * mobile tabs, captcha, terms, and on success the player is logged in. A lazy chunk.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import type { RegisterFieldConfig, RegisterOptionalField } from '../../api/account-wire';
import type { MessageKey } from '../../i18n';
import { useCatalogueArea } from '../../i18n/areas';
import { useT } from '../../i18n/useT';
import { hideLoading, showLoading, showToast, TOAST_MS } from '../../state/toasts';
import { openPopup } from '../../state/ui';
import { useRevalidateOnLanguageChange } from '../settings';
import { accountApi, standaloneDisplay } from './api';
import { CaptchaField } from './CaptchaField';
import { Field, FormMessage } from '../../ui/Field';
import { FormSkeleton } from './FormSkeleton';
import { acceptOrFocus, encryptionKey, failureKey, finishSignedIn, useFieldRefs } from './form-helpers';
import { MobileField } from './MobileField';
import * as R from './register-rules';
import { SmsButton, type SliderSms } from './SmsButton';
import { requestSms } from './sms-request';
import { useAccountSettings } from './useAccountSettings';
import { useCaptcha } from './useCaptcha';
import { checkMobile, confirmAfterPasswordChange, formatFieldError, type Check } from './validation';
import './account.css';

type Errors = Partial<Record<R.RegisterName, Check>>;

export default function RegisterPage() {
  useCatalogueArea('messages');
  useCatalogueArea('account');
  const { t } = useT();
  const [, navigate] = useLocation();
  const { settings, settled } = useAccountSettings();
  const [chosen, setMethod] = useState<R.RegisterMethod | null>(null);
  const method = chosen ?? R.initialMethod(settings);
  const [values, setValues] = useState<R.RegisterValues>(R.EMPTY_VALUES);
  const [dialCode, setDialCode] = useState(settings.countryDialingCodes[0] ?? '');
  const [agreed, setAgreed] = useState(true); // SPEC §4: the disclaimer starts checked
  const [errors, setErrors] = useState<Errors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // SPEC §4: the affiliate state defaults true and is set by the check of the URL's code at load.
  const [urlAffiliate] = useState(() => R.affiliateFromUrl(location.search));
  const [affiliateChecked, setAffiliateOk] = useState(true);
  // No code in the URL is a failed check: the field shows (when the config shows it).
  const affiliateOk = urlAffiliate !== '' && affiliateChecked;
  const captcha = useCaptcha();
  const fields = useFieldRefs<R.RegisterName>();

  const refreshCaptcha = captcha.refresh;
  useEffect(() => {
    void refreshCaptcha(); // SPEC §2: opening the form requests a new captcha
    if (urlAffiliate) void accountApi.affiliateValid(urlAffiliate, location.host).then(setAffiliateOk, () => setAffiliateOk(false));
  }, [refreshCaptcha, urlAffiliate]);

  const validate = () => R.validateRegistration(values, agreed, settings, method, affiliateOk);
  useRevalidateOnLanguageChange(() => setErrors((shown) => (Object.keys(shown).length ? validate() : shown)));

  const set = (name: keyof R.RegisterValues) => (value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    // SPEC §5: a changed password re-checks a filled confirm (mismatch shown, cleared on match).
    if (name === 'password') setErrors((e) => ({ ...e, password: null, confirmPassword: confirmAfterPasswordChange(values.confirmPassword, value) }));
    else if (errors[name]) setErrors((current) => ({ ...current, [name]: null }));
  };
  const errorText = (name: R.RegisterName) => {
    const error = errors[name];
    return error ? formatFieldError(t as never, error) : null;
  };

  // SPEC §5: the code is asked for only once the mobile validates; then the slider, then the SMS.
  const smsSlider: SliderSms = {
    check: () => {
      const mobileError = checkMobile(values.mobileNum, settings.rules.mobileNum);
      setErrors((current) => ({ ...current, mobileNum: mobileError }));
      fields.focus(mobileError ? 'mobileNum' : null);
      return !mobileError;
    },
    send: (answer) => requestSms('register', { mobileNum: values.mobileNum.trim(), countryDialingCode: dialCode }, answer),
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!acceptOrFocus(validate(), R.fieldOrder(settings, method, affiliateOk), setErrors, fields.focus)) return;
    if (!navigator.onLine) return setMessage(t('account_offline'));
    setBusy(true);
    setMessage(null);
    showLoading();
    try {
      const typedAffiliate = affiliateOk ? urlAffiliate : values.affiliateCode.trim();
      // SPEC §5: an entered affiliate code is verified first.
      if (!affiliateOk && typedAffiliate && !(await accountApi.affiliateValid(typedAffiliate, location.host))) {
        hideLoading();
        setBusy(false);
        showToast('invitation_code_error', TOAST_MS.success);
        return fields.focus('affiliateCode');
      }
      const payload = R.buildPayload(values, {
        method,
        dialCode,
        affiliateCode: typedAffiliate,
        captchaId: captcha.captcha?.captchaId ?? '',
        registerMethod: R.registerMethodOf({ standalone: standaloneDisplay(), nativeApp: document.documentElement.classList.contains('app') }),
        hostname: location.hostname,
        host: location.host,
      });
      const key = await encryptionKey(settings);
      const value = await accountApi.register(payload, key, method === 'mobileNum');
      await finishSignedIn(value, 'in_registered_successfully', navigate);
    } catch (error) {
      hideLoading();
      setBusy(false);
      setMessage(t(failureKey(error)));
      setValues((current) => ({ ...current, captcha: '' })); // single use: a new one is needed
      void captcha.refresh();
    }
  };

  const mark = (required: boolean) => (required ? 'required' : 'optional');
  const optional = (field: RegisterFieldConfig) => {
    const name: RegisterOptionalField = field.name;
    const common = { value: values[name], onValue: set(name), error: errorText(name), mark: mark(field.required), inputRef: fields.bind(name) } as const;
    const label = t(`account_field_${name}` as MessageKey);
    if (name === 'mobileNum')
      return <MobileField key={name} label={label} {...common} dialCode={dialCode} onDialCode={setDialCode} dialCodes={settings.countryDialingCodes} />;
    if (name === 'verificationCode')
      return <Field key={name} label={label} {...common} inputMode="numeric" maxLength={10} autoComplete="one-time-code" after={<SmsButton slider={smsSlider} />} />;
    if (name === 'birthday') return <Field key={name} label={label} {...common} type="date" {...R.birthdayBounds(new Date())} />;
    const type = name === 'paymentPassword' ? 'password' : name === 'email' ? 'email' : 'text';
    return <Field key={name} label={label} {...common} type={type} autoComplete="off" />;
  };

  // Laid out once the settings are in: they decide the tabs and which fields there are.
  if (!settled) {
    return (
      <div className="account-page">
        <FormSkeleton fields={4} />
      </div>
    );
  }
  return (
    <div className="account-page">
      <form className="account-form" noValidate onSubmit={(event) => void submit(event)} aria-label={t('hd_reg_button')}>
        {R.tabsShown(settings) && (
          <div className="account-tabs" role="group" aria-label={t('account_register_method')}>
            <button type="button" className="account-tab" aria-pressed={method === 'username'} onClick={() => setMethod('username')}>
              {t('account_by_username')}
            </button>
            <button type="button" className="account-tab" aria-pressed={method === 'mobileNum'} onClick={() => setMethod('mobileNum')}>
              {t('account_by_mobile')}
            </button>
          </div>
        )}
        {method === 'username' ? (
          <Field label={t('account_username')} value={values.username} onValue={set('username')} error={errorText('username')} mark="required" autoComplete="username" inputRef={fields.bind('username')} />
        ) : (
          <>
            <MobileField label={t('account_mobile')} value={values.mobileNum} onValue={set('mobileNum')} dialCode={dialCode} onDialCode={setDialCode} dialCodes={settings.countryDialingCodes} error={errorText('mobileNum')} mark="required" inputRef={fields.bind('mobileNum')} />
            <Field label={t('account_sms_code')} value={values.verificationCode} onValue={set('verificationCode')} error={errorText('verificationCode')} mark="required" inputMode="numeric" maxLength={10} autoComplete="one-time-code" inputRef={fields.bind('verificationCode')} after={<SmsButton slider={smsSlider} />} />
          </>
        )}
        <Field label={t('account_password')} type="password" value={values.password} onValue={set('password')} error={errorText('password')} mark="required" autoComplete="new-password" inputRef={fields.bind('password')} />
        <Field label={t('account_confirm_password')} type="password" value={values.confirmPassword} onValue={set('confirmPassword')} error={errorText('confirmPassword')} mark="required" autoComplete="new-password" inputRef={fields.bind('confirmPassword')} />
        {R.optionalFields(settings, method, affiliateOk).map(optional)}
        <CaptchaField value={values.captcha} onValue={set('captcha')} error={errorText('captcha')} captcha={captcha.captcha} onRefresh={() => void captcha.refresh()} inputRef={fields.bind('captcha')} />
        <label className="account-check">
          <input type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} aria-describedby={agreed ? undefined : 'register-terms-error'} />
          {t('account_agree_terms')}
        </label>
        {/* SPEC §2 TermsPopup: the terms the disclaimer refers to, one tap away. */}
        <button type="button" className="account-terms-link" onClick={() => openPopup('terms')}>
          {t('account_read_terms')}
        </button>
        {!agreed && (
          <p id="register-terms-error" className="account-field__error" role="alert">
            {t('agree_terms_required')}
          </p>
        )}
        <FormMessage text={message} />
        <button type="submit" className="account-submit" disabled={busy || !R.canSubmit(values, agreed, method)}>
          {t('hd_reg_button')}
        </button>
      </form>
    </div>
  );
}
