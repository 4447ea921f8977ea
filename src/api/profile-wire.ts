/**
 * Personal settings, real-name verification and feedback (SPEC §2 /m/set, §4, §5, §7, §9): the
 * answers' shapes and the rules both the page (for its hints) and the server (which enforces
 * them) apply, so the two can never disagree.
 */

/** SPEC §9: png or jpg, 5 MB each, at most 3 images; remarks 140 characters. */
export const PROFILE_LIMITS = { maxImages: 3, maxImageBytes: 5 * 1024 * 1024, remarkMax: 140 } as const;
/** SPEC §9 "birthday from 1900". */
export const BIRTHDAY_MIN = '1900-01-01';
/** SPEC §9 "Age 18 and 21": the only minimum ages an operator may choose. */
export const MINIMUM_AGES = [18, 21] as const;
export type MinimumAge = (typeof MINIMUM_AGES)[number];

/** GET profileSettings: what the forms check against, from the operator's settings. */
export interface ProfileSettings {
  minAge: MinimumAge;
  feedbackWords: { min: number; max: number };
  maxImages: number;
  maxImageBytes: number;
  remarkMax: number;
}

export const VERIFICATION_STATES = ['review', 'verified', 'rejected'] as const;
export type VerificationState = (typeof VERIFICATION_STATES)[number];

/** The member's real-name standing: 'none' until a first submission. */
export interface VerificationStatus {
  state: VerificationState | 'none';
  /** The latest submission, when there is one. */
  id: number | null;
  remark: string;
  /** The operator's reason for a rejection. */
  note: string;
  submittedAt: string | null;
  decidedAt: string | null;
  /** Upload ids of the latest submission's images (GET verificationImage serves them to the member). */
  images: number[];
}

/** GET profile: what /m/set shows and edits. */
export interface ProfileValue {
  account: string;
  nickname: string;
  /** YYYY-MM-DD or ''. */
  birthday: string;
  email: string;
  mobile: string;
  /** '+880' or ''. */
  countryDialingCode: string;
  mobileVerified: boolean;
  /** '' follows the device. */
  language: string;
  verification: VerificationState | 'none';
}

export interface FeedbackItem {
  id: number;
  content: string;
  images: number[];
  createdAt: string;
  reply: string | null;
  repliedAt: string | null;
}

export interface OperatorVerification {
  id: number;
  memberId: number;
  account: string;
  state: VerificationState;
  remark: string;
  note: string;
  images: number[];
  createdAt: string;
  decidedAt: string | null;
}

export interface OperatorFeedback extends FeedbackItem {
  memberId: number;
  account: string;
}

/** The forgot-password form's email pattern (SPEC §5; src/features/account/validation.ts). */
export const EMAIL_PATTERN = /^\w+([-+.]\w+)*@\w+([-.]\w+)*(\.[A-Za-z]{2,3}){1,3}$/;

/**
 * Words in a text: runs of letters and digits separated by spaces or punctuation; each Chinese or
 * Japanese character counts as a word of its own, since those scripts do not space their words.
 */
export function countWords(text: string): number {
  return text.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]|[\p{L}\p{M}\p{N}'’-]+/gu)?.filter((w) => /[\p{L}\p{N}]/u.test(w)).length ?? 0;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date as YYYY-MM-DD (2023-02-30 is not). */
export function isCalendarDate(text: string): boolean {
  const m = DATE.exec(text);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().slice(0, 10) === text;
}

/** Whole years from `birthday` to `today` (both YYYY-MM-DD): the age on that day. */
export function ageOn(birthday: string, today: string): number {
  const [by, bm, bd] = birthday.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

export type BirthdayProblem = 'invalid' | 'too_young' | null;

/** SPEC §5, §9: a real date from 1900-01-01 to today, and at least the minimum age. */
export function birthdayProblem(birthday: string, today: string, minAge: number): BirthdayProblem {
  if (!isCalendarDate(birthday) || birthday < BIRTHDAY_MIN || birthday > today) return 'invalid';
  return ageOn(birthday, today) < minAge ? 'too_young' : null;
}

/** Today as YYYY-MM-DD in UTC (the server's day; the page uses the same to agree with it). */
export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);
