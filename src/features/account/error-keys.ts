/**
 * Server error codes (ACCOUNT_ERROR, SPEC §8) → catalogue keys the forms show. Codes with no text
 * of their own fall back to the generic one; the network case is decided before (isOffline).
 */
import { ACCOUNT_ERROR } from '../../api/account-wire';
import type { MessageKey } from '../../i18n';

const KEYS: Record<string, MessageKey> = {
  [ACCOUNT_ERROR.captchaRequired]: 'account_captcha_required',
  [ACCOUNT_ERROR.captchaError]: 'account_captcha_error',
  [ACCOUNT_ERROR.wrongPassword]: 'account_wrong_password',
  [ACCOUNT_ERROR.tooManyAttempts]: 'account_too_many_attempts',
  [ACCOUNT_ERROR.tooManyRequests]: 'account_too_many_requests',
  [ACCOUNT_ERROR.usernameExists]: 'username_exists',
  [ACCOUNT_ERROR.userNotExistOrDisabled]: 'user_not_exist_or_disabled',
  [ACCOUNT_ERROR.invalidInvitationCode]: 'invalid_invitation_code',
  [ACCOUNT_ERROR.referrerLinkError]: 'referrer_link_error',
  [ACCOUNT_ERROR.verificationCodeError]: 'verification_code_error',
  [ACCOUNT_ERROR.encryptionRequired]: 'account_encryption_required',
  [ACCOUNT_ERROR.newSameAsOld]: 'same_password',
  [ACCOUNT_ERROR.confirmationMismatch]: 'in_confirmation_correct',
  [ACCOUNT_ERROR.oldPasswordWrong]: 'account_old_password_wrong',
  [ACCOUNT_ERROR.mobileExists]: 'account_mobile_exists',
  [ACCOUNT_ERROR.firebaseNotConfigured]: 'account_social_unavailable',
  [ACCOUNT_ERROR.firebaseTokenInvalid]: 'account_social_unavailable',
  unauthorised: 'not_logged_in',
  not_logged_in: 'not_logged_in',
};

export function errorKey(code: string): MessageKey {
  return KEYS[code] ?? 'unknown_error';
}
