/** Kysely tables — Accounts and signing in: members, sessions, captchas and codes, the limits and locks of failed attempts, affiliate codes, and the messages the server would send. */
import type { Generated } from 'kysely';

/**
 * A player or agent account (SPEC §3 "Member info", §6 roles). Timestamps are ISO-8601 UTC text.
 * `account_key` is the lower-cased account: accounts are unique regardless of case.
 */
export interface MemberTable {
  id: Generated<number>;
  account: string;
  account_key: string;
  /** scrypt (server/lib/password.ts); null for accounts without a password (SMS-only). */
  password_hash: string | null;
  /** SPEC §6: 4 trial guest; 0, 40 (41, 42) other non-agents; anything else an agent. */
  type: number;
  nickname: string;
  club_label: string;
  mobile: string | null;
  email: string | null;
  country_dialing_code: string | null;
  created_at: string;
  /** Registration facts (008): APP, H5, PWA or WEBCLIP; the hostname registered on; who referred them. */
  register_method: string | null;
  register_url: string | null;
  recommender_id: string | null;
  affiliate_code: string | null;
  /** YYYY-MM-DD. */
  birthday: string | null;
  payment_password_hash: string | null;
  /** JSON object of the optional registration fields without a column (qqNum, line, …). */
  profile: string | null;
  /** Forgot by email: a pending password, accepted once until reset_expires_at. */
  reset_password_hash: string | null;
  reset_expires_at: string | null;
  /** Null until the first login: LoginValue.firstTimeLogin. */
  last_login_at: string | null;
  /** 018: when the mobile number was proved by an SMS code; null when never. */
  mobile_verified_at: string | null;
  /** 018: the member's preferred language (en, bn, zh); null follows the device. */
  language: string | null;
  /** 019: who brought the member in (agent programme); null at the top of a hierarchy. */
  upline_id: number | null;
  /** 019: the member's rebate rate in basis points of turnover (150 = 1.50%). */
  rebate_bp: Generated<number>;
}

/** A captcha challenge (008): single use, short-lived, its code stored hashed. */
export interface CaptchaTable {
  id: string;
  code_hash: string;
  /** The code in clear outside production only, for /dev/captcha; always null in production. */
  dev_code: string | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** One counted event of a limit (020, http/rate-limit.ts). */
export interface RateEventTable {
  id: Generated<number>;
  bucket: string;
  /** An address, an account key, a number, or '*' for the global count. */
  subject: string;
  created_at: string;
}

/** A slider captcha (020): the gap's x in the background image, single use. */
export interface SliderChallengeTable {
  id: string;
  gap_x: number;
  /** The answer in clear outside production only, for /dev/slider; always null in production. */
  dev_x: number | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** 'profile' (018): a code that proves a member's new mobile number. */
export type VerificationPurpose = 'noLogin' | 'register' | 'profile';

/** An SMS code sent (008): hashed, single use, dies after a few wrong guesses. */
export interface VerificationCodeTable {
  id: Generated<number>;
  purpose: VerificationPurpose;
  recipient: string;
  code_hash: string;
  attempts: number;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** One failed login, by account key and address: the throttle counts these in a window. */
export interface LoginFailureTable {
  id: Generated<number>;
  account_key: string;
  ip: string;
  created_at: string;
}

/** A hard lock (021): this address may not try this account ('*': any account) until locked_until. */
export interface LoginLockTable {
  account_key: string;
  ip: string;
  locked_until: string;
}

export interface AffiliateCodeTable {
  /** Lower-cased code: codes match regardless of case. */
  code_key: string;
  code: string;
  domain: string;
  created_at: string;
}

export interface SessionTable {
  /** SHA-256 hex of the token; the token itself is never stored. */
  token_hash: string;
  member_id: number;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

/** SMS and email the server would send; read back by tests and demos through /dev/outbox. */
export interface DevOutboxTable {
  id: Generated<number>;
  channel: 'sms' | 'email';
  recipient: string;
  body: string;
  created_at: string;
}
