/**
 * Error codes of the account calls (src/api/error-codes.ts, SPEC §8) → catalogue keys the forms
 * show. Codes with no text of their own fall back to the generic one; the network case is decided
 * before (isOffline).
 */
import { ERROR_CODE, type ErrorCode } from '../../api/error-codes';
import type { MessageKey } from '../../i18n';

const KEYS: Partial<Record<ErrorCode, MessageKey>> = {
  [ERROR_CODE.captchaRequired]: 'account_captcha_required',
  [ERROR_CODE.captchaError]: 'account_captcha_error',
  [ERROR_CODE.sliderRequired]: 'account_slider_required',
  [ERROR_CODE.sliderError]: 'account_slider_error',
  [ERROR_CODE.wrongPassword]: 'account_wrong_password',
  [ERROR_CODE.tooManyAttempts]: 'account_too_many_attempts',
  [ERROR_CODE.tooManyRequests]: 'account_too_many_requests',
  [ERROR_CODE.usernameExists]: 'username_exists',
  [ERROR_CODE.userNotExistOrDisabled]: 'user_not_exist_or_disabled',
  [ERROR_CODE.invalidInvitationCode]: 'invalid_invitation_code',
  [ERROR_CODE.referrerLinkError]: 'referrer_link_error',
  [ERROR_CODE.verificationCodeError]: 'verification_code_error',
  [ERROR_CODE.encryptionRequired]: 'account_encryption_required',
  [ERROR_CODE.newSameAsOld]: 'same_password',
  [ERROR_CODE.confirmationMismatch]: 'in_confirmation_correct',
  [ERROR_CODE.oldPasswordWrong]: 'account_old_password_wrong',
  [ERROR_CODE.mobileExists]: 'account_mobile_exists',
  [ERROR_CODE.firebaseNotConfigured]: 'account_social_unavailable',
  [ERROR_CODE.firebaseTokenInvalid]: 'account_social_unavailable',
  [ERROR_CODE.unauthorised]: 'not_logged_in',
  [ERROR_CODE.notLoggedIn]: 'not_logged_in',
};

export function errorKey(code: string): MessageKey {
  return KEYS[code as ErrorCode] ?? 'unknown_error';
}
