/** SPEC §5 account validation: every rule and message key, with bounds from the server's rules. */
import { describe, expect, it } from 'vitest';
import type { FieldRule, RegisterSettings } from '../../src/api/account-wire';
import * as R from '../../src/features/account/register-rules';
import * as V from '../../src/features/account/validation';

const USERNAME: FieldRule = { min: 4, max: 16, pattern: '[A-Za-z0-9]{4,16}', message: 'account_format' };
const PASSWORD: FieldRule = { min: 6, max: 20, message: 'password_format' };
const MOBILE: FieldRule = { min: 1, max: 20, pattern: '\\d{1,20}', message: 'mobile_format' };
const CODE: FieldRule = { min: 1, max: 10, pattern: '\\d{1,10}', message: 'verification_code_error' };
const RULES: V.Rules = { loginUsername: USERNAME, loginPassword: PASSWORD, loginMobileNum: MOBILE, verificationCode: CODE, mobileNum: MOBILE, password: PASSWORD };
const bounds = (rule: FieldRule) => ({ min: rule.min, max: rule.max });

describe('server rules', () => {
  it('pass inside the bounds and fail outside with the rule message and its bounds', () => {
    expect(V.checkRule('player1', USERNAME, true)).toBeNull();
    expect(V.checkRule('abc', USERNAME, true)).toEqual({ key: 'account_format', params: bounds(USERNAME) });
    expect(V.checkRule('a'.repeat(17), USERNAME, true)).toEqual({ key: 'account_format', params: bounds(USERNAME) });
    expect(V.checkRule('bad name', USERNAME, true)?.key).toBe('account_format');
    expect(V.checkRule('12345', PASSWORD, true)?.key).toBe('password_format');
  });
  it('match the pattern against the whole trimmed value', () => {
    expect(V.checkRule('  player1  ', USERNAME, true)).toBeNull();
    expect(V.checkRule('player1!', USERNAME, true)).not.toBeNull();
  });
  it('let an empty optional field pass, and fail an empty required one', () => {
    expect(V.checkRule('', USERNAME, false)).toBeNull();
    expect(V.checkRule('  ', USERNAME, true)?.key).toBe('account_format');
    expect(V.checkRule('', undefined, true)?.key).toBe('account_required');
  });
  it('replaces (min) and (max) and the numbered placeholders when shown', () => {
    const translate = (key: string, params?: Record<string, unknown>) => `${key} (min)-(max) ${String(params?.[0])}/${String(params?.[1])}`;
    expect(V.formatFieldError(translate, { key: 'x', params: { min: 4, max: 16 } })).toBe('x 4-16 4/16');
  });
});

describe('numeric codes and mobile', () => {
  it('captcha: required (in_vwrite_code), digits, at most 6', () => {
    expect(V.checkCaptcha('')?.key).toBe('in_vwrite_code');
    expect(V.checkCaptcha('123456')).toBeNull();
    expect(V.checkCaptcha('1234567')).toEqual({ key: 'account_digits_max', params: { max: 6 } });
    expect(V.checkCaptcha('12a4')?.key).toBe('account_digits_max');
  });
  it('login captcha: required as "Enter a captcha", digits, at most 6', () => {
    expect(V.checkLoginCaptcha('')?.key).toBe('account_enter_captcha');
    expect(V.checkLoginCaptcha('1234567')?.params).toEqual({ max: 6 });
    expect(V.checkLoginCaptcha('4821')).toBeNull();
  });
  it('SMS code: digits, at most 10; optional when not required', () => {
    expect(V.checkSmsCode('1234567890')).toBeNull();
    expect(V.checkSmsCode('12345678901')).toEqual({ key: 'account_digits_max', params: { max: 10 } });
    expect(V.checkSmsCode('')?.key).toBe('in_vwrite_code');
    expect(V.checkSmsCode('', false)).toBeNull();
  });
  it('mobile: the rule, and never more than 20 characters', () => {
    expect(V.checkMobile('01712345678', MOBILE)).toBeNull();
    expect(V.checkMobile('1'.repeat(21), { message: 'mobile_format' })).toEqual({ key: 'mobile_format', params: { min: 0, max: 20 } });
    expect(V.checkMobile('12ab', MOBILE)?.key).toBe('mobile_format');
    expect(V.checkMobile('', MOBILE, false)).toBeNull();
  });
});

describe('email (forgot password)', () => {
  it('accepts simple addresses with up to 3 suffixes of 2-3 characters', () => {
    for (const ok of ['a@b.cc', 'first.last@mail.example.com', 'x_y@host.co.uk', 'a-b@c.com.bd']) expect(V.checkEmail(ok), ok).toBeNull();
  });
  it('rejects the rest with in_email_incorrect, empty included', () => {
    for (const bad of ['', 'plain', 'a@b', 'a@b.c', 'a@b.abcd', 'a@@b.com', 'a@b.c0m']) expect(V.checkEmail(bad)?.key, bad).toBe('in_email_incorrect');
    expect(V.checkEmail('', false)).toBeNull();
  });
});

describe('confirm password', () => {
  it('is required (in_incorrect_password) and must match (in_confirmation_correct)', () => {
    expect(V.checkConfirm('', 'secret1')?.key).toBe('in_incorrect_password');
    expect(V.checkConfirm('secret2', 'secret1')?.key).toBe('in_confirmation_correct');
    expect(V.checkConfirm('secret1', 'secret1')).toBeNull();
  });
  it('after a password change: a filled differing confirm errs, a match clears, an empty one waits', () => {
    expect(V.confirmAfterPasswordChange('secret1', 'secret12')?.key).toBe('in_confirmation_correct');
    expect(V.confirmAfterPasswordChange('secret12', 'secret12')).toBeNull();
    expect(V.confirmAfterPasswordChange('', 'secret12')).toBeNull();
  });
  it('terms must be agreed (agree_terms_required)', () => {
    expect(V.checkAgreed(false)?.key).toBe('agree_terms_required');
    expect(V.checkAgreed(true)).toBeNull();
  });
});

describe('change password', () => {
  const base = { oldPassword: 'secret1', newPassword: 'secret22', confirmPassword: 'secret22', askOld: true };
  it('checks old by loginPassword, new by password, confirm required (in_enter_password) and equal', () => {
    expect(V.checkChangePassword(base, RULES)).toEqual({ oldPassword: null, newPassword: null, confirmPassword: null });
    expect(V.checkChangePassword({ ...base, oldPassword: '123' }, RULES).oldPassword?.key).toBe('password_format');
    expect(V.checkChangePassword({ ...base, newPassword: '1', confirmPassword: '1' }, RULES).newPassword?.params).toEqual({ min: 6, max: 20 });
    expect(V.checkChangePassword({ ...base, confirmPassword: '' }, RULES).confirmPassword?.key).toBe('in_enter_password');
    expect(V.checkChangePassword({ ...base, confirmPassword: 'other12' }, RULES).confirmPassword?.key).toBe('in_confirmation_correct');
  });
  it('skips the old password when the session holds one', () => {
    expect(V.checkChangePassword({ ...base, oldPassword: '', askOld: false }, RULES).oldPassword).toBeNull();
  });
  it('new equal to old is same_password (shown as a popup)', () => {
    expect(V.samePassword('secret1', 'secret1')).toBe(true);
    expect(V.samePassword('secret1', 'secret2')).toBe(false);
  });
});

describe('registration', () => {
  const settings: RegisterSettings = {
    methods: { username: true, mobile: true },
    fields: [
      { name: 'email', shown: true, required: false, rule: { max: 64, message: 'in_email_incorrect' } },
      { name: 'nickname', shown: true, required: true, rule: { min: 1, max: 20, message: 'name_format' } },
      { name: 'mobileNum', shown: true, required: false, rule: MOBILE },
      { name: 'verificationCode', shown: true, required: false, rule: CODE },
      { name: 'affiliateCode', shown: true, required: false, rule: { max: 32, message: 'invitation_code_error' } },
      { name: 'qqNum', shown: false, required: true },
    ],
    rules: RULES,
    mobileCodeLogin: true,
    changePassword: { byMail: true, byVerification: true },
    social: { initialised: false, facebook: false, google: false },
    encryptionPublicKey: '',
    countryDialingCodes: ['+880'],
  };
  const values = { ...R.EMPTY_VALUES, username: 'player1', password: 'secret1', confirmPassword: 'secret1', nickname: 'Nick', captcha: '1234' };

  it('starts on username, or mobile when only mobile is on; tabs only when both', () => {
    expect(R.initialMethod(settings)).toBe('username');
    expect(R.initialMethod({ ...settings, methods: { username: false, mobile: true } })).toBe('mobileNum');
    expect(R.tabsShown(settings)).toBe(true);
    expect(R.tabsShown({ ...settings, methods: { username: true, mobile: false } })).toBe(false);
  });
  it('shows the affiliate field only when the URL check failed, hidden fields never', () => {
    expect(R.optionalFields(settings, 'username', true).map((f) => f.name)).toEqual(['email', 'nickname', 'mobileNum', 'verificationCode']);
    expect(R.optionalFields(settings, 'username', false).map((f) => f.name)).toContain('affiliateCode');
    expect(R.optionalFields(settings, 'mobileNum', true).map((f) => f.name)).toEqual(['email', 'nickname']);
  });
  it('passes a complete form, and names the first invalid field in screen order', () => {
    const errors = R.validateRegistration(values, true, settings, 'username', true);
    expect(Object.values(errors).filter(Boolean)).toEqual([]);
    const bad = R.validateRegistration({ ...values, nickname: '', email: 'nope', captcha: '' }, false, settings, 'username', true);
    expect(bad.email?.key).toBe('in_email_incorrect');
    expect(bad.nickname?.key).toBe('name_format');
    expect(bad.captcha?.key).toBe('in_vwrite_code');
    expect(bad.agree?.key).toBe('agree_terms_required');
    expect(V.firstInvalid(R.fieldOrder(settings, 'username', true), bad)).toBe('email');
  });
  it('mobile tab requires mobile and SMS code', () => {
    const errors = R.validateRegistration({ ...values, mobileNum: '', verificationCode: '' }, true, settings, 'mobileNum', true);
    expect(errors.mobileNum?.key).toBe('mobile_format');
    expect(errors.verificationCode?.key).toBe('in_vwrite_code');
  });
  it('keeps submit disabled until the needed fields are filled and terms agreed', () => {
    expect(R.canSubmit(values, true, 'username')).toBe(true);
    expect(R.canSubmit(values, false, 'username')).toBe(false);
    expect(R.canSubmit({ ...values, captcha: '' }, true, 'username')).toBe(false);
  });
  it('registerMethod, affiliate code from the URL, birthday bounds and the payload', () => {
    expect(R.registerMethodOf({ standalone: true, nativeApp: false })).toBe('PWA');
    expect(R.registerMethodOf({ standalone: false, nativeApp: true })).toBe('APP');
    expect(R.registerMethodOf({ standalone: false, nativeApp: false })).toBe('H5');
    expect(R.affiliateFromUrl('?affiliateCode=AB12')).toBe('AB12');
    expect(R.affiliateFromUrl('?a=XY')).toBe('XY');
    expect(R.birthdayBounds(new Date(2025, 5, 1))).toEqual({ min: '1900-01-01', max: '2025-12-31' });
    const payload = R.buildPayload(values, { method: 'username', dialCode: '+880', affiliateCode: 'AB12', captchaId: 'c1', registerMethod: 'H5', hostname: 'lobby.test', host: 'lobby.test:8080' });
    expect(payload).toMatchObject({ username: 'player1', type: 0, registerUrl: 'lobby.test', domain: 'lobby.test:8080', affiliateCode: 'AB12', captchaId: 'c1', email: '' });
  });
});
