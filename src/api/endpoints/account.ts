/**
 * The account calls of SPEC §3, §7: register settings are in system.ts; here captcha, checks,
 * SMS codes, registration, sign-in, trial, logout and passwords. Every string is bounded so
 * nothing oversized reaches scrypt or the database; the per-field rules of registerSettings are
 * applied afterwards by the server's services, because an operator can change them. Login,
 * register and set-password bodies travel sealed: the schema describes the JSON inside.
 */
import { z } from 'zod';
import type { CaptchaValue, SliderValue, SmsValue, SmsWaitValue } from '../account-wire';
import type { LoginValue } from '../member-wire';
import { ERROR_CODE } from '../error-codes';
import { PUBLIC_FRESH_READ, PUBLIC_ACTION, PUBLIC_SEALED, MEMBER_ACTION } from './call-kinds';
import { endpoint, type BodyOf, type Refusals } from './define';
import { optionalText, text } from './params';

// Passwords are not trimmed: a space is a character the member chose.
const password = z.string().max(128, 'must be at most 128 characters');
const optionalPassword = password.nullish().transform((v) => v ?? '');

const LoginSchema = z
  .object({
    type: z.enum(['username', 'sms', 'firebase']).default('username'),
    username: optionalText(64),
    password: optionalPassword,
    captcha: optionalText(16),
    captchaId: optionalText(64),
    mobileNum: optionalText(32),
    countryDialingCode: optionalText(8),
    verificationCode: optionalText(16),
    firebaseChannel: optionalText(16),
    firebaseIdToken: optionalText(8192),
    firebaseMobileNo: optionalText(32),
  })
  .superRefine((v, ctx) => {
    const need = (field: keyof typeof v) => {
      if (!v[field]) ctx.addIssue({ code: 'custom', path: [field], message: 'is required' });
    };
    if (v.type === 'username') (['username', 'password'] as const).forEach(need);
    if (v.type === 'sms') (['mobileNum', 'countryDialingCode', 'verificationCode'] as const).forEach(need);
    if (v.type === 'firebase') need('firebaseIdToken');
  });

const RegisterSchema = z.object({
  countryDialingCode: optionalText(8),
  registerUrl: optionalText(255),
  registerMethod: z.enum(['APP', 'H5', 'PWA', 'WEBCLIP']).default('H5'),
  username: optionalText(64),
  password: optionalPassword,
  confirmPassword: optionalPassword,
  affiliateCode: optionalText(64),
  paymentPassword: optionalPassword,
  recommenderId: optionalText(64),
  nickname: optionalText(64),
  payeeName: optionalText(128),
  email: optionalText(255),
  mobileNum: optionalText(32),
  idNumber: optionalText(64),
  qqNum: optionalText(32),
  facebook: optionalText(128),
  wechat: optionalText(128),
  line: optionalText(128),
  whatsapp: optionalText(32),
  zalo: optionalText(32),
  birthday: optionalText(10),
  captcha: optionalText(16),
  captchaId: optionalText(64),
  // SPEC §3: always 0; a string '0' from a form serialiser is accepted too.
  type: z.union([z.literal(0), z.literal('0')]).default(0),
  domain: optionalText(255),
  verificationCode: optionalText(16),
  // 'sms', or absent ('' and null count as absent).
  firebaseChannel: z
    .enum(['sms', ''], "must be 'sms'")
    .nullish()
    .transform((v) => (v === 'sms' ? v : undefined)),
  firebaseIdToken: optionalText(8192),
});
export type RegisterInput = z.output<typeof RegisterSchema>;

const SmsSchema = z
  .object({
    mobileNum: optionalText(32),
    // SPEC §3: "mobileNo or mobileNum".
    mobileNo: optionalText(32),
    countryDialingCode: text(8).min(1, 'is required'),
    // SPEC §3 "slider-captcha result fields": the challenge from POST /wps/captcha/slider and where
    // the piece was let go, in the background image's pixels. Checked by the server, single use.
    sliderId: optionalText(64),
    sliderX: z.number().int('must be a whole number').min(0).max(10_000).optional(),
  })
  .transform((v) => ({
    mobileNum: v.mobileNum || v.mobileNo,
    countryDialingCode: v.countryDialingCode,
    sliderId: v.sliderId,
    sliderX: v.sliderX,
  }))
  .refine((v) => v.mobileNum !== '', { path: ['mobileNum'], message: 'is required' });

const SetPasswordSchema = z.object({
  newPassword: password.min(1, 'is required'),
  mobileNum: text(32).min(1, 'is required'),
  countryDialingCode: text(8).min(1, 'is required'),
  verificationCode: optionalText(16),
  firebaseIdToken: optionalText(8192),
});
export type SetPasswordInput = z.output<typeof SetPasswordSchema>;

const AffiliateQuery = z.object({ code: text(64).min(1, 'is required'), domain: optionalText(255) });

/** What an SMS code request may answer: the slider not solved, or solved wrong, or too many requests. */
const SMS_REFUSALS = {
  [ERROR_CODE.sliderError]: 'account_slider_error',
  [ERROR_CODE.sliderRequired]: 'account_slider_required',
  [ERROR_CODE.tooManyRequests]: 'account_too_many_requests',
} as const satisfies Refusals;

/** Both ways of registering (by name, by mobile number) take the same sealed payload, by POST or PUT. */
const REGISTRATION = { ...PUBLIC_SEALED, alsoMethods: ['PUT'], body: RegisterSchema } as const;

/** The trial answer; some backends leave the name to a second call (SPEC §4 "Trial play"). */
type TrialValue = Partial<LoginValue>;

export const accountEndpoints = {
  /** SPEC §7: POST, GET in one reading. Never cached: every answer is a new challenge. */
  captcha: endpoint<CaptchaValue>()({ method: 'POST', alsoMethods: ['GET'], path: '/wps/captcha', access: 'public', cache: 'never' }),
  /** A slider captcha for the SMS requests (SPEC §3): a background with a gap and the piece that fills it. */
  sliderCaptcha: endpoint<SliderValue>()({ method: 'POST', path: '/wps/captcha/slider', access: 'public', cache: 'never' }),

  checkUsername: endpoint<{ available: boolean }>()({
    ...PUBLIC_FRESH_READ,
    path: '/wps/check/username',
    query: z.object({ username: text(64).min(1, 'is required') }),
    refusals: { [ERROR_CODE.tooManyRequests]: 'account_too_many_requests' },
  }),

  /** SPEC §7 "affiliate check": `success` false means the code is not valid. */
  affiliateCheck: endpoint<{ success: boolean }>()({
    ...PUBLIC_FRESH_READ,
    path: '/wps/affiliate/check',
    query: AffiliateQuery,
  }),
  /** The same check with a JSON body (some clients POST it). */
  affiliateCheckByBody: endpoint<{ success: boolean }>()({
    ...PUBLIC_ACTION,
    path: '/wps/affiliate/check',
    body: AffiliateQuery,
  }),

  smsNoLogin: endpoint<SmsValue>()({
    ...PUBLIC_ACTION,
    path: '/wps/verification/sms/noLogin',
    body: SmsSchema,
    refusals: SMS_REFUSALS,
  }),
  smsRegister: endpoint<SmsValue>()({
    ...PUBLIC_ACTION,
    path: '/wps/verification/sms/register',
    body: SmsSchema,
    refusals: SMS_REFUSALS,
  }),

  /**
   * Ours: whether the caller's SMS limits would refuse a request now, asked before the slider is
   * shown, so a player is told of the wait before solving a puzzle for nothing. Reads the limits,
   * counts nothing. Per caller only: a number's own wait is never told without a solved slider.
   */
  smsWait: endpoint<SmsWaitValue>()({ method: 'GET', path: '/wps/verification/sms/wait', access: 'public', cache: 'never' }),

  register: endpoint<LoginValue>()({
    ...REGISTRATION,
    path: '/wps/member/register',
    refusals: {
      [ERROR_CODE.captchaError]: 'account_captcha_error',
      [ERROR_CODE.captchaRequired]: 'account_captcha_required',
      [ERROR_CODE.confirmationMismatch]: 'in_confirmation_correct',
      [ERROR_CODE.encryptionRequired]: 'account_encryption_required',
      [ERROR_CODE.invalidInvitationCode]: 'invalid_invitation_code',
      [ERROR_CODE.mobileExists]: 'account_mobile_exists',
      [ERROR_CODE.referrerLinkError]: 'referrer_link_error',
      [ERROR_CODE.usernameExists]: 'username_exists',
    },
  }),
  registerMobile: endpoint<LoginValue>()({
    ...REGISTRATION,
    path: '/wps/member/register/mobile',
    refusals: {
      [ERROR_CODE.captchaError]: 'account_captcha_error',
      [ERROR_CODE.encryptionRequired]: 'account_encryption_required',
      [ERROR_CODE.mobileExists]: 'account_mobile_exists',
      [ERROR_CODE.verificationCodeError]: 'verification_code_error',
    },
  }),

  /** The standalone app also sends `Device: OTHERS` (SPEC §7). */
  login: endpoint<LoginValue>()({
    method: 'POST',
    path: '/wps/session/login',
    access: 'public',
    cache: 'never',
    body: LoginSchema,
    encoding: 'sealed',
    refusals: {
      [ERROR_CODE.captchaError]: 'account_captcha_error',
      [ERROR_CODE.captchaRequired]: 'account_captcha_required',
      [ERROR_CODE.encryptionRequired]: 'account_encryption_required',
      [ERROR_CODE.firebaseNotConfigured]: 'account_social_unavailable',
      [ERROR_CODE.firebaseTokenInvalid]: 'account_social_unavailable',
      [ERROR_CODE.tooManyAttempts]: 'account_too_many_attempts',
      [ERROR_CODE.userNotExistOrDisabled]: 'user_not_exist_or_disabled',
      [ERROR_CODE.verificationCodeError]: 'verification_code_error',
      [ERROR_CODE.wrongPassword]: 'account_wrong_password',
    },
  }),

  /** SPEC §7: freeplay and trialuser both start a trial (type 4) session for a new guest. */
  freeplay: endpoint<TrialValue>()({
    method: 'POST',
    path: '/wps/session/login/freeplay',
    access: 'public',
    cache: 'never',
    refusals: { [ERROR_CODE.tooManyRequests]: 'account_too_many_requests' },
  }),
  trialUser: endpoint<TrialValue>()({
    method: 'POST',
    path: '/wps/member/trialuser',
    access: 'public',
    cache: 'never',
    refusals: { [ERROR_CODE.tooManyRequests]: 'account_too_many_requests' },
  }),

  /** SPEC §7: POST, and a DELETE variant. Idempotent by nature: a second logout is not an error. */
  logout: endpoint<null>()({
    method: 'POST',
    alsoMethods: ['DELETE'],
    path: '/wps/session/logout',
    access: 'public',
    cache: 'never',
    refusals: { [ERROR_CODE.notLoggedIn]: 'not_logged_in' },
  }),

  /** SPEC §7: form-encoded {username, email}. */
  forgotByEmail: endpoint<unknown>()({
    method: 'POST',
    path: '/wps/member/password/email',
    access: 'public',
    cache: 'never',
    body: z.object({ username: text(64).min(1, 'is required'), email: text(255).min(1, 'is required') }),
    encoding: 'form',
    refusals: { [ERROR_CODE.tooManyRequests]: 'account_too_many_requests' },
  }),

  setPasswordByPhone: endpoint<LoginValue | null>()({
    method: 'POST',
    alsoMethods: ['PUT'],
    path: '/wps/member/password/verification',
    access: 'public',
    cache: 'never',
    body: SetPasswordSchema,
    encoding: 'sealed',
    refusals: {
      [ERROR_CODE.encryptionRequired]: 'account_encryption_required',
      [ERROR_CODE.newSameAsOld]: 'same_password',
      [ERROR_CODE.verificationCodeError]: 'verification_code_error',
    },
  }),

  /** SPEC leaves the method open: PUT and POST. */
  changePassword: endpoint<unknown>()({
    ...MEMBER_ACTION,
    alsoMethods: ['PUT'],
    path: '/wps/member/password',
    body: z.object({
      oldPassword: password.min(1, 'is required'),
      newPassword: password.min(1, 'is required'),
      confirmNewPassword: password.min(1, 'is required'),
    }),
    refusals: {
      [ERROR_CODE.confirmationMismatch]: 'in_confirmation_correct',
      [ERROR_CODE.newSameAsOld]: 'same_password',
      [ERROR_CODE.notLoggedIn]: 'not_logged_in',
      [ERROR_CODE.oldPasswordWrong]: 'account_old_password_wrong',
      [ERROR_CODE.unauthorised]: 'not_logged_in',
    },
  }),
};

// Request bodies are what the schemas above accept (one description: the zod schema).
type AccountEndpoints = typeof accountEndpoints;
/** SPEC §3 "Registration payload" (+ captchaId); sealed. */
export type RegistrationPayload = BodyOf<AccountEndpoints['register']>;
/** SPEC §3 "Login payload" (+ captchaId); sealed. */
export type LoginPayload = BodyOf<AccountEndpoints['login']>;
export type SmsRequest = BodyOf<AccountEndpoints['smsRegister']>;
export type SetPasswordPayload = BodyOf<AccountEndpoints['setPasswordByPhone']>;
export type ChangePasswordPayload = BodyOf<AccountEndpoints['changePassword']>;
