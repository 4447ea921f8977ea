/**
 * SPEC §5 validation as pure functions: each returns null (valid) or a FieldError naming a
 * catalogue key. Server rules (RegisterSettings.rules / field rules) carry their own message key;
 * "(min)" and "(max)" in its text are replaced when shown (formatFieldError). Values are trimmed;
 * an empty optional field passes.
 */
import type { FieldRule, RegisterFieldConfig, RuleName } from '../../api/account-wire';

export interface FieldError {
  key: string;
  params?: Record<string, string | number>;
}
export type Check = FieldError | null;

export const LIMITS = { captcha: 6, smsCode: 10, mobile: 20 } as const;

/**
 * SPEC §5 forgot password: word characters, optional dotted parts, @, a domain, then 1–3 suffixes
 * of 2–3 letters. The same expression as the server's email rule, so both ends agree.
 */
export const EMAIL_PATTERN = /^\w+([-+.]\w+)*@\w+([-.]\w+)*(\.[A-Za-z]{2,3}){1,3}$/;
const DIGITS = /^\d+$/;

const err = (key: string, params?: FieldError['params']): FieldError => (params ? { key, params } : { key });
const boundsOf = (rule: FieldRule) => ({ min: rule.min ?? 0, max: rule.max ?? '' });

/** A server rule. Empty: the rule's message when required, else pass. */
export function checkRule(value: string, rule: FieldRule | undefined, required: boolean, requiredKey = 'account_required'): Check {
  const text = value.trim();
  if (!text) return required ? err(rule?.message ?? requiredKey, rule ? boundsOf(rule) : undefined) : null;
  if (!rule) return null;
  const tooShort = rule.min !== undefined && text.length < rule.min;
  const tooLong = rule.max !== undefined && text.length > rule.max;
  const mismatch = rule.pattern !== undefined && !new RegExp(`^(?:${rule.pattern})$`).test(text);
  return tooShort || tooLong || mismatch ? err(rule.message, boundsOf(rule)) : null;
}

/** Digits only, at most `max` (captcha 6, SMS code 10). */
export function checkDigits(value: string, max: number, requiredKey: string, required = true): Check {
  const text = value.trim();
  if (!text) return required ? err(requiredKey) : null;
  if (!DIGITS.test(text) || text.length > max) return err('account_digits_max', { max });
  return null;
}

export const checkCaptcha = (value: string) => checkDigits(value, LIMITS.captcha, 'in_vwrite_code');
export const checkLoginCaptcha = (value: string) => checkDigits(value, LIMITS.captcha, 'account_enter_captcha');
export const checkSmsCode = (value: string, required = true) => checkDigits(value, LIMITS.smsCode, 'in_vwrite_code', required);

/** Mobile: the server's rule plus SPEC §9's 20-character cap. */
export function checkMobile(value: string, rule: FieldRule | undefined, required = true): Check {
  const text = value.trim();
  if (text.length > LIMITS.mobile) return err(rule?.message ?? 'mobile_format', { min: rule?.min ?? 0, max: LIMITS.mobile });
  return checkRule(text, rule, required, 'mobile_format');
}

export function checkEmail(value: string, required = true): Check {
  const text = value.trim();
  if (!text) return required ? err('in_email_incorrect') : null;
  return EMAIL_PATTERN.test(text) ? null : err('in_email_incorrect');
}

/** Registration confirm: required (in_incorrect_password), equal to the password (in_confirmation_correct). */
export function checkConfirm(confirm: string, password: string, requiredKey = 'in_incorrect_password'): Check {
  if (!confirm.trim()) return err(requiredKey);
  return confirm.trim() === password.trim() ? null : err('in_confirmation_correct');
}

/**
 * SPEC §5: when the password changes and the confirm field is filled but differs, it shows
 * in_confirmation_correct; a match clears it; an empty confirm is left alone until submit.
 */
export function confirmAfterPasswordChange(confirm: string, password: string): Check {
  if (!confirm.trim()) return null;
  return checkConfirm(confirm, password);
}

export function checkAgreed(agreed: boolean): Check {
  return agreed ? null : err('agree_terms_required');
}

export type Rules = Record<RuleName, FieldRule>;

export interface ChangePasswordInput {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
  /** The old password is asked only when the session holds none (SPEC §2). */
  askOld: boolean;
}

/** SPEC §5 change password, field by field. */
export function checkChangePassword(input: ChangePasswordInput, rules: Rules): Record<'oldPassword' | 'newPassword' | 'confirmPassword', Check> {
  return {
    oldPassword: input.askOld ? checkRule(input.oldPassword, rules.loginPassword, true) : null,
    newPassword: checkRule(input.newPassword, rules.password, true),
    confirmPassword: checkConfirm(input.confirmPassword, input.newPassword, 'in_enter_password'),
  };
}

/** SPEC §4: new equal to old shows the same_password popup instead of calling the server. */
export function samePassword(oldPassword: string, newPassword: string): boolean {
  return oldPassword.trim() !== '' && oldPassword.trim() === newPassword.trim();
}

/** One optional registration field by its server config (shown and required flags, rule). */
export function checkRegisterField(field: RegisterFieldConfig, value: string): Check {
  if (!field.shown) return null;
  if (field.name === 'email') return checkEmail(value, field.required) ?? checkRule(value, field.rule, field.required);
  if (field.name === 'mobileNum') return checkMobile(value, field.rule, field.required);
  if (field.name === 'verificationCode') return checkSmsCode(value, field.required) ?? checkRule(value, field.rule, false);
  return checkRule(value, field.rule, field.required);
}

/** The first key of `order` whose check failed, for focusing on submit (SPEC §5). */
export function firstInvalid<K extends string>(order: readonly K[], errors: Partial<Record<K, Check>>): K | null {
  return order.find((name) => errors[name]) ?? null;
}

/** The shown text: the translated key, its (min)/(max) replaced (SPEC §5 "Pattern messages"). */
export function formatFieldError(translate: (key: string, params?: Record<string, unknown>) => string, error: FieldError): string {
  const params = error.params ?? {};
  const text = translate(error.key, { ...params, 0: params.min, 1: params.max });
  return text.replace(/\(min\)/g, String(params.min ?? '')).replace(/\(max\)/g, String(params.max ?? ''));
}
