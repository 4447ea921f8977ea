/**
 * A member's personal settings (SPEC §2 /m/set, §5, §7 nickname, email): read, and each field
 * changed on its own. Rules are those of src/api/profile-wire.ts, which the page shows too; the
 * mobile number changes only with an SMS code sent to the new number (profile/verification.ts).
 */
import { ERROR_CODE, type ErrorCode } from '../../src/api/error-codes';
import { birthdayProblem, EMAIL_PATTERN, todayUtc, type ProfileValue } from '../../src/api/profile-wire';
import type { Db } from '../db/connection';
import type { MemberRecord } from '../db/schema';
import { findMemberByMobile, storedDialingCode } from '../account/account-members';
import { fullNumber, normaliseDialingCode, passesRule, storedRegisterSettings } from '../system/register-settings';
import { profileSettings } from './profile-settings';
import { latestDoc } from './verification-docs';
import { consumeCode, matchCode, sendCode } from './verification';

export type ProfileRefusal = { ok: false; status: 400 | 404 | 409 | 429; code: ErrorCode; message: string };
export type ProfileResult = { ok: true; profile: ProfileValue } | ProfileRefusal;

const refuse = (status: ProfileRefusal['status'], code: ErrorCode, message: string): ProfileRefusal => ({ ok: false, status, code, message });

export async function readProfile(db: Db, memberId: number): Promise<ProfileValue> {
  const m = await db.selectFrom('members').selectAll().where('id', '=', memberId).executeTakeFirstOrThrow();
  const doc = await latestDoc(db, memberId);
  return {
    account: m.account,
    nickname: m.nickname,
    birthday: m.birthday ?? '',
    email: m.email ?? '',
    mobile: m.mobile ?? '',
    countryDialingCode: m.country_dialing_code ? `+${storedDialingCode(m.country_dialing_code)}` : '',
    mobileVerified: m.mobile_verified_at !== null,
    language: m.language ?? '',
    verification: doc?.state ?? 'none',
  };
}

async function update(db: Db, memberId: number, values: Partial<MemberRecord>): Promise<ProfileResult> {
  await db.updateTable('members').set(values).where('id', '=', memberId).execute();
  return { ok: true, profile: await readProfile(db, memberId) };
}

export const setNickname = (db: Db, memberId: number, nickname: string) => update(db, memberId, { nickname });

export const setLanguage = (db: Db, memberId: number, language: string) => update(db, memberId, { language: language || null });

export async function setEmail(db: Db, memberId: number, email: string): Promise<ProfileResult> {
  if (!EMAIL_PATTERN.test(email)) return refuse(400, ERROR_CODE.emailInvalid, 'email: in_email_incorrect');
  return update(db, memberId, { email });
}

export async function setBirthday(db: Db, memberId: number, birthday: string, now = new Date()): Promise<ProfileResult> {
  const { minAge } = await profileSettings(db);
  const problem = birthdayProblem(birthday, todayUtc(now), minAge);
  if (problem === 'invalid') return refuse(400, ERROR_CODE.birthdayInvalid, 'birthday: a date as YYYY-MM-DD from 1900-01-01 to today');
  if (problem === 'too_young') return refuse(400, ERROR_CODE.ageTooYoung, `birthday: members must be at least ${minAge} years old`);
  return update(db, memberId, { birthday });
}

interface MobileInput {
  mobileNum: string;
  countryDialingCode: string;
}

/** The number as the register rules accept it, free for this member; or why not. */
async function checkedNumber(db: Db, memberId: number, input: MobileInput): Promise<{ ok: true; dialingCode: string; phone: string } | ProfileRefusal> {
  const settings = await storedRegisterSettings(db);
  const dialingCode = normaliseDialingCode(settings, input.countryDialingCode);
  if (!dialingCode) return refuse(400, ERROR_CODE.invalidParameter, 'countryDialingCode: not offered');
  if (!passesRule(settings.rules.mobileNum, input.mobileNum)) return refuse(400, ERROR_CODE.invalidParameter, `mobileNum: ${settings.rules.mobileNum.message}`);
  const holder = await findMemberByMobile(db, dialingCode, input.mobileNum);
  if (holder && holder.id !== memberId) return refuse(409, ERROR_CODE.mobileExists, 'Another member has this mobile number');
  return { ok: true, dialingCode, phone: fullNumber(dialingCode, input.mobileNum) };
}

export async function sendMobileCode(db: Db, memberId: number, input: MobileInput, now = new Date()) {
  const number = await checkedNumber(db, memberId, input);
  if (!number.ok) return number;
  const sent = await sendCode(db, 'profile', number.phone, now);
  if (!sent.ok) return refuse(429, ERROR_CODE.tooManyRequests, 'Too many codes for this number: wait a minute (at most 5 an hour)');
  return { ok: true as const, expirationTime: sent.expirationTime };
}

export async function changeMobile(db: Db, memberId: number, input: MobileInput & { verificationCode: string }, now = new Date()): Promise<ProfileResult> {
  const number = await checkedNumber(db, memberId, input);
  if (!number.ok) return number;
  const codeId = await matchCode(db, 'profile', number.phone, input.verificationCode, now);
  if (codeId === undefined || !(await consumeCode(db, codeId, now))) return refuse(400, ERROR_CODE.verificationCodeError, 'The verification code is wrong or expired');
  return update(db, memberId, {
    mobile: input.mobileNum.trim(),
    country_dialing_code: storedDialingCode(number.dialingCode),
    mobile_verified_at: now.toISOString(),
  });
}
