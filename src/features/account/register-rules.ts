/**
 * Registration rules as pure functions (SPEC §2 Registration, §4, §5): which fields show, how
 * each is checked, the payload. The page (RegisterPage.tsx) only wires them to inputs.
 */
import type { RegisterFieldConfig, RegisterOptionalField, RegisterSettings } from '../../api/account-wire';
import type { RegistrationPayload } from '../../api/endpoints';
import { checkAgreed, checkCaptcha, checkConfirm, checkMobile, checkRegisterField, checkRule, checkSmsCode, type Check } from './validation';

export type RegisterMethod = 'username' | 'mobileNum';
export type MainField = 'username' | 'mobileNum' | 'verificationCode' | 'password' | 'confirmPassword';
export type RegisterName = MainField | RegisterOptionalField | 'captcha' | 'agree';
export type RegisterValues = Record<MainField | RegisterOptionalField | 'captcha', string>;

/** SPEC §4: username first, or mobileNum when only mobile registration is on. */
export function initialMethod(settings: RegisterSettings): RegisterMethod {
  return settings.methods.username || !settings.methods.mobile ? 'username' : 'mobileNum';
}

export function tabsShown(settings: RegisterSettings): boolean {
  return settings.methods.username && settings.methods.mobile;
}

/** The mobile tab asks mobile and SMS code as its main fields; they leave the optional list there. */
export function optionalFields(settings: RegisterSettings, method: RegisterMethod, affiliateOk: boolean): RegisterFieldConfig[] {
  return settings.fields.filter((field) => {
    if (!field.shown) return false;
    if (method === 'mobileNum' && (field.name === 'mobileNum' || field.name === 'verificationCode')) return false;
    // SPEC §2: the affiliate field only when the URL's affiliate code did not check out.
    if (field.name === 'affiliateCode' && affiliateOk) return false;
    return true;
  });
}

export function mainFields(method: RegisterMethod): MainField[] {
  return method === 'username'
    ? ['username', 'password', 'confirmPassword']
    : ['mobileNum', 'verificationCode', 'password', 'confirmPassword'];
}

/** Every field in screen order, for focusing the first invalid one. */
export function fieldOrder(settings: RegisterSettings, method: RegisterMethod, affiliateOk: boolean): RegisterName[] {
  return [...mainFields(method), ...optionalFields(settings, method, affiliateOk).map((field) => field.name), 'captcha', 'agree'];
}

export function validateRegistration(
  values: RegisterValues,
  agreed: boolean,
  settings: RegisterSettings,
  method: RegisterMethod,
  affiliateOk: boolean,
): Partial<Record<RegisterName, Check>> {
  const { rules } = settings;
  const errors: Partial<Record<RegisterName, Check>> = {};
  if (method === 'username') errors.username = checkRule(values.username, rules.loginUsername, true);
  else {
    errors.mobileNum = checkMobile(values.mobileNum, rules.mobileNum);
    errors.verificationCode = checkSmsCode(values.verificationCode) ?? checkRule(values.verificationCode, rules.verificationCode, true);
  }
  errors.password = checkRule(values.password, rules.password, true);
  errors.confirmPassword = checkConfirm(values.confirmPassword, values.password);
  for (const field of optionalFields(settings, method, affiliateOk)) errors[field.name] = checkRegisterField(field, values[field.name]);
  errors.captcha = checkCaptcha(values.captcha);
  errors.agree = checkAgreed(agreed);
  return errors;
}

/** SPEC §4: submit stays disabled until the fields every registration needs are filled and terms agreed. */
export function canSubmit(values: RegisterValues, agreed: boolean, method: RegisterMethod): boolean {
  const needed = [...mainFields(method), 'captcha' as const];
  return agreed && needed.every((name) => values[name].trim() !== '');
}

/** SPEC §3 registerMethod: PWA when installed, APP inside the native wrapper (html.app), else H5. */
export function registerMethodOf(env: { standalone: boolean; nativeApp: boolean }): RegistrationPayload['registerMethod'] {
  if (env.nativeApp) return 'APP';
  return env.standalone ? 'PWA' : 'H5';
}

/** SPEC §2: the affiliate code arrives as ?affiliateCode= or ?a=. */
export function affiliateFromUrl(search: string): string {
  const params = new URLSearchParams(search);
  return (params.get('affiliateCode') ?? params.get('a') ?? '').trim();
}

/** SPEC §2 birthday picker: 1900-01-01 to the end of this year, YYYY-MM-DD. */
export function birthdayBounds(now: Date): { min: string; max: string } {
  return { min: '1900-01-01', max: `${now.getFullYear()}-12-31` };
}

export function buildPayload(
  values: RegisterValues,
  input: { method: RegisterMethod; dialCode: string; affiliateCode: string; captchaId: string; registerMethod: RegistrationPayload['registerMethod']; hostname: string; host: string },
): RegistrationPayload {
  const v = (name: keyof RegisterValues) => values[name].trim();
  return {
    countryDialingCode: input.dialCode,
    registerUrl: input.hostname,
    registerMethod: input.registerMethod,
    username: input.method === 'username' ? v('username') : '',
    password: values.password,
    confirmPassword: values.confirmPassword,
    affiliateCode: input.affiliateCode,
    paymentPassword: values.paymentPassword,
    recommenderId: v('recommenderId'),
    nickname: v('nickname'),
    payeeName: v('payeeName'),
    email: v('email'),
    mobileNum: v('mobileNum'),
    idNumber: v('idNumber'),
    qqNum: v('qqNum'),
    facebook: v('facebook'),
    wechat: v('wechat'),
    line: v('line'),
    whatsapp: v('whatsapp'),
    zalo: v('zalo'),
    birthday: v('birthday'),
    captcha: v('captcha'),
    captchaId: input.captchaId,
    type: 0,
    domain: input.host,
    verificationCode: v('verificationCode'),
  };
}

export const EMPTY_VALUES: RegisterValues = {
  username: '', mobileNum: '', verificationCode: '', password: '', confirmPassword: '', captcha: '',
  paymentPassword: '', idNumber: '', qqNum: '', facebook: '', wechat: '', line: '', whatsapp: '', zalo: '', email: '',
  nickname: '', payeeName: '', recommenderId: '', birthday: '', affiliateCode: '',
};
