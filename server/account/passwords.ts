/**
 * Passwords (SPEC §2 Forgot / Change password, §4, §8):
 * - forgot by email: a matching username + email gets a one-time password by email (dev_outbox).
 *   It is kept beside the current password, not over it, so a stranger who knows someone's email
 *   cannot lock them out; the first login with it makes it the password (account/login.ts).
 *   The answer is the same whether or not they match (and after the same scrypt work), so the call
 *   never tells who has an account or which email is theirs; limited per address and per account.
 * - set password by phone: a valid SMS code (or Firebase token) for the member's number; the
 *   member is signed in with the new password (SPEC §4 auto-login), other sessions end.
 * - change password: signed in, old must match, new must differ and follow the password rule;
 *   the caller's session stays, the member's other sessions end.
 */
import { randomInt } from 'node:crypto';
import type { SetPasswordInput } from '../../src/api/endpoints';
import { ERROR_CODE } from '../../src/api/error-codes';
import type { LoginValue } from '../../src/api/member-wire';
import type { Db } from '../db/connection';
import type { MemberRecord } from '../db/schema';
import type { Env } from '../env';
import { hashPassword, verifyPassword } from '../lib/password';
import { findMemberByMobile, signIn } from './account-members';
import { fail, ok, retryAfter, type AccountResult } from './account-result';
import { verifyFirebaseToken } from './firebase';
import { accountKey, findMemberByAccount, TRIAL_TYPE } from '../member/members';
import { take, type Rule } from '../http/rate-limit';
import { fullNumber, normaliseDialingCode, passesRule, storedRegisterSettings } from '../system/register-settings';
import { consumeCode, matchCode } from '../profile/verification';

const RESET_TTL_MS = 60 * 60_000;
const RESET_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';

async function endSessions(db: Db, memberId: number, keepTokenHash: string | undefined, now: Date) {
  let query = db.updateTable('sessions').set({ revoked_at: now.toISOString() }).where('member_id', '=', memberId).where('revoked_at', 'is', null);
  if (keepTokenHash) query = query.where('token_hash', '!=', keepTokenHash);
  await query.execute();
}

const HOUR_MS = 3_600_000;
export const FORGOT_BUCKET_ADDRESS = 'forgot:ip';
export const FORGOT_BUCKET_ACCOUNT = 'forgot:account';
export const FORGOT_PER_ADDRESS_HOUR = 5;
export const FORGOT_PER_ACCOUNT_HOUR = 3;

/** Per address 5 an hour, per account (matching or not) 3 an hour: nobody floods a mailbox or the table. */
function forgotRules(ip: string, username: string): Rule[] {
  return [
    { bucket: FORGOT_BUCKET_ADDRESS, subject: ip, limit: FORGOT_PER_ADDRESS_HOUR, windowMs: HOUR_MS },
    { bucket: FORGOT_BUCKET_ACCOUNT, subject: accountKey(username), limit: FORGOT_PER_ACCOUNT_HOUR, windowMs: HOUR_MS },
  ];
}

export async function forgotByEmail(db: Db, ip: string, username: string, email: string, now = new Date()): Promise<AccountResult<null>> {
  const taken = await take(db, forgotRules(ip, username), now);
  if (!taken.ok) return retryAfter(fail(429, ERROR_CODE.tooManyRequests, 'Too many requests: try again later'), taken.retryAfterMs);
  const member = await findMemberByAccount(db, username);
  const matches = member && member.type !== TRIAL_TYPE && member.email?.trim().toLowerCase() === email.trim().toLowerCase();
  const temporary = Array.from({ length: 10 }, () => RESET_ALPHABET[randomInt(0, RESET_ALPHABET.length)]).join('');
  // Hashed either way: a mismatch must not answer sooner than a match.
  const hashed = await hashPassword(temporary);
  if (!member || !matches) return ok(null);
  await db
    .updateTable('members')
    .set({ reset_password_hash: hashed, reset_expires_at: new Date(now.getTime() + RESET_TTL_MS).toISOString() })
    .where('id', '=', member.id)
    .execute();
  await db
    .insertInto('dev_outbox')
    .values({
      channel: 'email',
      recipient: member.email ?? email,
      body: `Hello ${member.account}, your one-time password is ${temporary}. It works once within an hour; your old password keeps working until then.`,
      created_at: now.toISOString(),
    })
    .execute();
  return ok(null);
}

export async function setPasswordByPhone(ctx: { db: Db; env: Env; now?: Date }, input: SetPasswordInput): Promise<AccountResult<LoginValue>> {
  const { db, env } = ctx;
  const now = ctx.now ?? new Date();
  const settings = await storedRegisterSettings(db);
  if (!settings.changePassword.byVerification) return fail(400, ERROR_CODE.invalidParameter, 'Password recovery by phone is off');
  const dialingCode = normaliseDialingCode(settings, input.countryDialingCode);
  if (!dialingCode) return fail(400, ERROR_CODE.invalidParameter, 'countryDialingCode: not offered');
  if (!passesRule(settings.rules.password, input.newPassword)) {
    return fail(400, ERROR_CODE.invalidParameter, `newPassword: ${settings.rules.password.message}`);
  }
  const member = await findMemberByMobile(db, dialingCode, input.mobileNum);
  const phone = fullNumber(dialingCode, input.mobileNum);
  let codeId: number | undefined;
  if (input.firebaseIdToken) {
    const check = await verifyFirebaseToken(env, input.firebaseIdToken, now.getTime());
    if (!check.ok && check.reason === 'not_configured') return fail(400, ERROR_CODE.firebaseNotConfigured, 'Firebase is not configured');
    if (!check.ok || check.identity.phoneNumber !== phone) return fail(401, ERROR_CODE.firebaseTokenInvalid, 'The Firebase token is not valid');
  } else {
    codeId = await matchCode(db, 'noLogin', phone, input.verificationCode, now);
    if (codeId === undefined) return fail(400, ERROR_CODE.verificationCodeError, 'The verification code is wrong or expired');
  }
  if (!member || member.type === TRIAL_TYPE) return fail(404, ERROR_CODE.userNotExistOrDisabled, 'User does not exist or is disabled');
  // Checked before the code is used up: SPEC §8 keeps the code so the member can retry.
  if (await verifyPassword(input.newPassword, member.password_hash)) {
    return fail(400, ERROR_CODE.newSameAsOld, 'The new password must differ from the old one');
  }
  if (codeId !== undefined && !(await consumeCode(db, codeId, now))) {
    return fail(400, ERROR_CODE.verificationCodeError, 'The verification code was already used');
  }
  await savePassword(db, member, input.newPassword);
  await endSessions(db, member.id, undefined, now);
  return ok(await signIn(db, member, env.TOKEN_TTL_HOURS, now));
}

export interface ChangePasswordInput {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

export async function changePassword(db: Db, member: MemberRecord, tokenHash: string, input: ChangePasswordInput, now = new Date()): Promise<AccountResult<null>> {
  if (member.type === TRIAL_TYPE) return fail(403, 'no_permission', 'Trial accounts have no password');
  if (!(await verifyPassword(input.oldPassword, member.password_hash))) {
    return fail(400, ERROR_CODE.oldPasswordWrong, 'The old password is wrong');
  }
  if (input.newPassword === input.oldPassword) return fail(400, ERROR_CODE.newSameAsOld, 'The new password must differ from the old one');
  if (input.confirmNewPassword !== input.newPassword) return fail(400, ERROR_CODE.confirmationMismatch, 'The passwords do not match');
  const { rules } = await storedRegisterSettings(db);
  if (!passesRule(rules.password, input.newPassword)) return fail(400, ERROR_CODE.invalidParameter, `newPassword: ${rules.password.message}`);
  await savePassword(db, member, input.newPassword);
  await endSessions(db, member.id, tokenHash, now);
  return ok(null);
}

async function savePassword(db: Db, member: MemberRecord, password: string) {
  await db
    .updateTable('members')
    .set({ password_hash: await hashPassword(password), reset_password_hash: null, reset_expires_at: null })
    .where('id', '=', member.id)
    .execute();
}
