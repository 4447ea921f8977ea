/**
 * The shapes of the account calls of SPEC §3, §7 (register, login, captcha, SMS, passwords,
 * trial): settings, payloads and answers. Their paths and schemas are entries of the endpoint
 * registry (src/api/endpoints/account.ts); error codes are in src/api/error-codes.ts. Login,
 * register and set-password bodies travel sealed (src/api/sealed-body.ts): the JSON below is what
 * the sealed body contains.
 */
import type { LoginValue } from './member-wire';

// The request bodies (RegistrationPayload, LoginPayload, …) are derived from the registry's
// schemas, next to their entries (src/api/endpoints/account.ts); this file holds the answers.

/** Shared validation rules by field name (SPEC §5). */
export const RULE_NAMES = ['loginUsername', 'loginPassword', 'loginMobileNum', 'verificationCode', 'mobileNum', 'password'] as const;
export type RuleName = (typeof RULE_NAMES)[number];

/** A rule the client applies and the server enforces. `message` is a catalogue key; (min)/(max) in it are replaced. */
export interface FieldRule {
  min?: number;
  max?: number;
  /** A JavaScript regular expression source, matched against the whole trimmed value. */
  pattern?: string;
  message: string;
}

/** Optional registration fields of SPEC §2 "Registration". */
export const REGISTER_OPTIONAL_FIELDS = [
  'paymentPassword', 'idNumber', 'qqNum', 'facebook', 'wechat', 'line', 'whatsapp', 'zalo', 'email',
  'nickname', 'payeeName', 'mobileNum', 'verificationCode', 'recommenderId', 'birthday', 'affiliateCode',
] as const;
export type RegisterOptionalField = (typeof REGISTER_OPTIONAL_FIELDS)[number];

export interface RegisterFieldConfig {
  name: RegisterOptionalField;
  shown: boolean;
  required: boolean;
  rule?: FieldRule;
}

/** The public Firebase web config (not a secret: every Firebase web app ships it to the browser). */
export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId: string;
}

/** GET registerSettings: what the register and login forms show and check. */
export interface RegisterSettings {
  /** Which registration tabs exist (SPEC §4: method starts as username, or mobileNum when only mobile). */
  methods: { username: boolean; mobile: boolean };
  fields: RegisterFieldConfig[];
  rules: Record<RuleName, FieldRule>;
  /** Login by mobile + SMS code is offered (SPEC §2 Login toggle). */
  mobileCodeLogin: boolean;
  /** Forgot-password link shown when either is on; phone recovery when `byVerification`. */
  changePassword: { byMail: boolean; byVerification: boolean };
  /** `firebase`: the web app config social sign-in needs; absent (and buttons hidden) until an operator sets one. */
  social: { initialised: boolean; facebook: boolean; google: boolean; firebase?: FirebaseWebConfig };
  /** SPKI, base64: seals login, register and set-password bodies. */
  encryptionPublicKey: string;
  countryDialingCodes: string[];
}

export interface CaptchaValue {
  captchaId: string;
  /** data:image/png;base64,… */
  image: string;
}



/** A failed login may say the next try needs a captcha (SPEC §8): `{success:false, …, value:{captcha:true}}`. */
export interface LoginFailureValue {
  captcha?: boolean;
}

/**
 * A slider captcha: drag the piece along its row until it fills the gap in the background. The
 * answer is the piece's left edge in the background's pixels (0 … width − pieceSize).
 */
export interface SliderValue {
  sliderId: string;
  /** data:image/png;base64,… the background with the gap darkened, `width` × `height`. */
  background: string;
  /** data:image/png;base64,… the piece, `pieceSize` square, drawn at top `pieceY`. */
  piece: string;
  width: number;
  height: number;
  pieceSize: number;
  pieceY: number;
}

export interface SmsValue {
  /** Epoch ms when the code expires; the button counts down to it (SPEC §4). */
  expirationTime: number;
}

/** How long an SMS request from this caller (for this number) would be refused; 0 = it may ask now. */
export interface SmsWaitValue {
  waitMs: number;
}



export type { LoginValue };
