/**
 * zod shapes of the account calls (src/api/account-wire.ts). Every string is bounded so nothing
 * oversized reaches scrypt or the database; the per-field rules of registerSettings are applied
 * afterwards by the services, because an operator can change them.
 */
import { z } from 'zod';

const text = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);
/** Optional fields default to '' (SPEC §3); null counts as absent. */
const optional = (max: number) => z.preprocess((v) => (v === null ? undefined : v), text(max).default(''));
// Passwords are not trimmed: a space is a character the member chose.
const password = z.string().max(128, 'must be at most 128 characters');
const optionalPassword = z.preprocess((v) => (v === null ? undefined : v), password.default(''));

export const LoginSchema = z
  .object({
    type: z.enum(['username', 'sms', 'firebase']).default('username'),
    username: optional(64),
    password: optionalPassword,
    captcha: optional(16),
    captchaId: optional(64),
    mobileNum: optional(32),
    countryDialingCode: optional(8),
    verificationCode: optional(16),
    firebaseChannel: optional(16),
    firebaseIdToken: optional(8192),
    firebaseMobileNo: optional(32),
  })
  .superRefine((v, ctx) => {
    const need = (field: keyof typeof v) => {
      if (!v[field]) ctx.addIssue({ code: 'custom', path: [field], message: 'is required' });
    };
    if (v.type === 'username') ['username', 'password'].forEach((f) => need(f as keyof typeof v));
    if (v.type === 'sms') ['mobileNum', 'countryDialingCode', 'verificationCode'].forEach((f) => need(f as keyof typeof v));
    if (v.type === 'firebase') need('firebaseIdToken');
  });

export const RegisterSchema = z.object({
  countryDialingCode: optional(8),
  registerUrl: optional(255),
  registerMethod: z.enum(['APP', 'H5', 'PWA', 'WEBCLIP']).default('H5'),
  username: optional(64),
  password: optionalPassword,
  confirmPassword: optionalPassword,
  affiliateCode: optional(64),
  paymentPassword: optionalPassword,
  recommenderId: optional(64),
  nickname: optional(64),
  payeeName: optional(128),
  email: optional(255),
  mobileNum: optional(32),
  idNumber: optional(64),
  qqNum: optional(32),
  facebook: optional(128),
  wechat: optional(128),
  line: optional(128),
  whatsapp: optional(32),
  zalo: optional(32),
  birthday: optional(10),
  captcha: optional(16),
  captchaId: optional(64),
  // SPEC §3: always 0; a string '0' from a form serialiser is accepted too.
  type: z.union([z.literal(0), z.literal('0')]).default(0),
  domain: optional(255),
  verificationCode: optional(16),
  firebaseChannel: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.literal('sms').optional()),
  firebaseIdToken: optional(8192),
});
export type RegisterInput = z.output<typeof RegisterSchema>;

export const SmsSchema = z
  .object({
    mobileNum: optional(32),
    // SPEC §3: "mobileNo or mobileNum".
    mobileNo: optional(32),
    countryDialingCode: text(8).min(1, 'is required'),
  })
  .transform((v) => ({ mobileNum: v.mobileNum || v.mobileNo, countryDialingCode: v.countryDialingCode }))
  .refine((v) => v.mobileNum !== '', { path: ['mobileNum'], message: 'is required' });

export const SetPasswordSchema = z.object({
  newPassword: password.min(1, 'is required'),
  mobileNum: text(32).min(1, 'is required'),
  countryDialingCode: text(8).min(1, 'is required'),
  verificationCode: optional(16),
  firebaseIdToken: optional(8192),
});
export type SetPasswordInput = z.output<typeof SetPasswordSchema>;

export const ChangePasswordSchema = z.object({
  oldPassword: password.min(1, 'is required'),
  newPassword: password.min(1, 'is required'),
  confirmNewPassword: password.min(1, 'is required'),
});

export const ForgotSchema = z.object({
  username: text(64).min(1, 'is required'),
  email: text(255).min(1, 'is required'),
});

export const UsernameQuery = z.object({ username: text(64).min(1, 'is required') });

export const AffiliateQuery = z.object({ code: text(64).min(1, 'is required'), domain: optional(255) });
