/**
 * POST login (SPEC §3 login payload, §4, §8): by password, by SMS code, or by a Firebase ID token.
 * Password and SMS logins are throttled (account/login-throttle.ts): a failure answers
 * `value: { captcha: true }` when the next try needs a captcha; the hard lock (429) holds the
 * failing address, never the account, so the owner elsewhere always gets in.
 * An unknown account fails exactly like a wrong password, after the same scrypt work.
 */
import type { Endpoints, ValidBody } from '../../src/api/endpoints';
import { ERROR_CODE } from '../../src/api/error-codes';
import type { LoginValue } from '../../src/api/member-wire';
import type { Db } from '../db/connection';
import type { MemberRecord } from '../db/schema';
import type { Env } from '../env';
import { hashPassword, verifyPassword } from '../lib/password';
import { findMemberByMobile, signIn } from './account-members';
import { fail, ok, retryAfter, type AccountResult } from './account-result';
import { checkCaptcha } from './captcha';
import { verifyFirebaseToken } from './firebase';
import {
  attemptAllowance,
  clearFailures,
  LOCK_MS,
  lockedUntil,
  recordFailure,
  releaseAttempt,
  reserveAttempt,
  type Attempt,
} from './login-throttle';
import { accountKey, findMemberByAccount, TRIAL_TYPE } from '../member/members';
import { fullNumber, normaliseDialingCode, storedRegisterSettings } from '../system/register-settings';
import { consumeCode, matchCode } from '../profile/verification';

// Checked against when the account does not exist, so both paths cost one scrypt.
const DUMMY_HASH = hashPassword('not a password of anyone');

export interface LoginContext {
  db: Db;
  env: Env;
  ip: string;
  now?: Date;
}

/** The login body after validation (optional fields are '' when absent). */
export type LoginInput = ValidBody<Endpoints['login']>;

type Credential = { member: MemberRecord; codeId?: number } | undefined;

export async function login(ctx: LoginContext, payload: LoginInput): Promise<AccountResult<LoginValue>> {
  const { db, env } = ctx;
  const now = ctx.now ?? new Date();
  if (payload.type === 'firebase') return firebaseLogin(ctx, payload, now);

  const settings = await storedRegisterSettings(db);
  let throttleKey: string;
  let check: () => Promise<Credential>;
  if (payload.type === 'sms') {
    if (!settings.mobileCodeLogin) return fail(400, ERROR_CODE.invalidParameter, 'Login by SMS code is off');
    const dialingCode = normaliseDialingCode(settings, payload.countryDialingCode ?? '');
    if (!dialingCode) return fail(400, ERROR_CODE.invalidParameter, 'countryDialingCode: not offered');
    const mobile = (payload.mobileNum ?? '').trim();
    throttleKey = `sms:${fullNumber(dialingCode, mobile)}`;
    check = async () => {
      const member = await findMemberByMobile(db, dialingCode, mobile);
      const codeId = await matchCode(db, 'noLogin', fullNumber(dialingCode, mobile), payload.verificationCode ?? '', now);
      return member && codeId !== undefined ? { member, codeId } : undefined;
    };
  } else {
    throttleKey = accountKey(payload.username);
    check = async () => passwordCheck(db, payload.username, payload.password, now);
  }

  const until = await lockedUntil(db, throttleKey, ctx.ip, now);
  if (until) return retryAfter(fail(429, ERROR_CODE.tooManyAttempts, 'Too many failed attempts: try again later'), until.getTime() - now.getTime());
  // Counted before it is checked, so tries sent side by side cannot all pass the thresholds.
  const attempt = await reserveAttempt(db, throttleKey, ctx.ip, now);
  const refusal = await refusalBeforeCheck(db, attempt, payload);
  if (refusal) {
    await releaseAttempt(db, attempt);
    return refusal;
  }

  const credential = await check();
  if (!credential || (credential.codeId !== undefined && !(await consumeCode(db, credential.codeId, now)))) {
    const { locked, captcha } = await recordFailure(db, attempt);
    const flag = captcha ? { captcha: true } : undefined;
    if (locked) return retryAfter(fail(429, ERROR_CODE.tooManyAttempts, 'Too many failed attempts: try again in 15 minutes', flag), LOCK_MS);
    return payload.type === 'sms'
      ? fail(401, ERROR_CODE.verificationCodeError, 'The verification code is wrong', flag)
      : fail(401, ERROR_CODE.wrongPassword, 'Wrong username or password', flag);
  }
  await clearFailures(db, attempt);
  return ok(await signIn(db, credential.member, env.TOKEN_TTL_HOURS, now));
}

/** The lock or the captcha, judged with this try already counted; undefined when it may be checked. */
async function refusalBeforeCheck(db: Db, attempt: Attempt, payload: LoginInput): Promise<AccountResult<LoginValue> | undefined> {
  const { locked, captcha } = await attemptAllowance(db, attempt);
  if (locked) return retryAfter(fail(429, ERROR_CODE.tooManyAttempts, 'Too many failed attempts: try again later'), LOCK_MS);
  if (!captcha) return undefined;
  if (!payload.captcha.trim() || !payload.captchaId.trim()) {
    return fail(400, ERROR_CODE.captchaRequired, 'Enter the captcha', { captcha: true });
  }
  if (!(await checkCaptcha(db, payload.captchaId.trim(), payload.captcha, attempt.now))) {
    return fail(400, ERROR_CODE.captchaError, 'The captcha is wrong or expired', { captcha: true });
  }
  return undefined;
}

/**
 * The password, or a pending one from "forgot by email" (account/passwords.ts), which then becomes
 * the password. Trial guests have no password and never sign in this way.
 */
async function passwordCheck(db: Db, username: string, password: string, now: Date): Promise<Credential> {
  const member = await findMemberByAccount(db, username);
  if (!member || member.type === TRIAL_TYPE || !member.password_hash) {
    await verifyPassword(password, await DUMMY_HASH);
    return undefined;
  }
  if (await verifyPassword(password, member.password_hash)) {
    if (member.reset_password_hash) {
      // The owner remembered: a pending reset is no longer wanted.
      await db.updateTable('members').set({ reset_password_hash: null, reset_expires_at: null }).where('id', '=', member.id).execute();
    }
    return { member };
  }
  const resetLive = member.reset_password_hash && member.reset_expires_at && member.reset_expires_at > now.toISOString();
  if (resetLive && (await verifyPassword(password, member.reset_password_hash))) {
    await db
      .updateTable('members')
      .set({ password_hash: member.reset_password_hash, reset_password_hash: null, reset_expires_at: null })
      .where('id', '=', member.id)
      .execute();
    return { member };
  }
  return undefined;
}

/** A verified Firebase phone identity signs in the member with that number. */
async function firebaseLogin(ctx: LoginContext, payload: LoginInput, now: Date): Promise<AccountResult<LoginValue>> {
  const check = await verifyFirebaseToken(ctx.env, payload.firebaseIdToken ?? '', now.getTime());
  if (!check.ok) {
    return check.reason === 'not_configured'
      ? fail(400, ERROR_CODE.firebaseNotConfigured, 'Firebase sign-in is not configured on this server')
      : fail(401, ERROR_CODE.firebaseTokenInvalid, 'The Firebase token is not valid');
  }
  const member = await memberByPhone(ctx.db, check.identity.phoneNumber);
  if (!member) return fail(404, ERROR_CODE.userNotExistOrDisabled, 'No member has this phone number');
  return ok(await signIn(ctx.db, member, ctx.env.TOKEN_TTL_HOURS, now));
}

/** '+8801712345678' → the member whose dialing code and number make it up. */
export async function memberByPhone(db: Db, phone: string | undefined): Promise<MemberRecord | undefined> {
  if (!phone) return undefined;
  const settings = await storedRegisterSettings(db);
  for (const code of settings.countryDialingCodes) {
    if (!phone.startsWith(code)) continue;
    const member = await findMemberByMobile(db, code, phone.slice(code.length));
    if (member) return member;
  }
  return undefined;
}
