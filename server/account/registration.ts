/**
 * Register (SPEC §2 Registration, §3 payload, §5): by username or by mobile number. The order of
 * checks is the client's (SPEC §5): captcha, then the fields and their rules, affiliate code,
 * recommender, SMS code, and only then uniqueness and the insert. The new member is signed in.
 * On the mobile tab a taken number is told only after the SMS code (or Firebase token) proved the
 * caller holds it, so the form cannot be used to find out which numbers are registered.
 */
import type { RegisterInput } from '../../src/api/endpoints';
import { ERROR_CODE } from '../../src/api/error-codes';
import { MEMBER_TYPE } from '../../src/api/member-types';
import type { LoginValue } from '../../src/api/member-wire';
import type { Db } from '../db/connection';
import type { Env } from '../env';
import { hashPassword } from '../lib/password';
import { AccountTakenError, createMember, findMemberByMobile, signIn, storedDialingCode } from './account-members';
import { fail, ok, type AccountFailure, type AccountResult } from './account-result';
import { hostnameOf, invitationCodeValid } from '../agent/affiliates';
import { joinThroughLink } from '../agent/join';
import { findLinkByCode, type StoredLink } from '../agent/links';
import { checkCaptcha } from './captcha';
import { verifyFirebaseToken } from './firebase';
import { findMemberByAccount } from '../member/members';
import { fullNumber, normaliseDialingCode, passesRule, storedRegisterSettings } from '../system/register-settings';
import { consumeCode, matchCode } from '../profile/verification';

const invalid = (field: string, message: string) => fail(400, ERROR_CODE.invalidParameter, `${field}: ${message}`);

// Kept in members.profile (no column of their own); the rest have columns.
const PROFILE_FIELDS = ['idNumber', 'qqNum', 'facebook', 'wechat', 'line', 'whatsapp', 'zalo', 'payeeName'] as const;

/** A birthday is a real calendar date from 1900 to the end of this year (SPEC §2). */
function validBirthday(value: string, now: Date): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && value >= '1900-01-01' && date.getUTCFullYear() <= now.getUTCFullYear();
}

export async function register(
  ctx: { db: Db; env: Env; now?: Date },
  input: RegisterInput,
  method: 'username' | 'mobile',
): Promise<AccountResult<LoginValue>> {
  const { db, env } = ctx;
  const now = ctx.now ?? new Date();
  const settings = await storedRegisterSettings(db);
  if (!settings.methods[method]) return fail(400, ERROR_CODE.invalidParameter, `Registration by ${method} is off`);

  if (!input.captcha || !input.captchaId) return fail(400, ERROR_CODE.captchaRequired, 'Enter the captcha');
  if (!(await checkCaptcha(db, input.captchaId, input.captcha, now))) return fail(400, ERROR_CODE.captchaError, 'The captcha is wrong or expired');

  const onMobileTab = method === 'mobile';
  // The mobile tab may leave the username out: the number becomes the account name.
  const account = input.username || (onMobileTab ? input.mobileNum : '');
  if (!onMobileTab || input.username) {
    if (!passesRule(settings.rules.loginUsername, input.username)) return invalid('username', settings.rules.loginUsername.message);
  }
  // A mobile registration may be password-less (sign-in by SMS); a username one never is.
  if (!onMobileTab || input.password) {
    if (!passesRule(settings.rules.password, input.password)) return invalid('password', settings.rules.password.message);
    if (input.confirmPassword !== input.password) return fail(400, ERROR_CODE.confirmationMismatch, 'The passwords do not match');
  }

  if (onMobileTab && !input.mobileNum) return invalid('mobileNum', 'is required');
  for (const field of settings.fields) {
    const value = input[field.name];
    if (!value) {
      if (field.required && field.shown) return invalid(field.name, 'is required');
      continue;
    }
    // A hidden field's value is not ours to store; the mobile tab's own fields always count.
    if (!field.shown && !(onMobileTab && field.name === 'mobileNum')) input = { ...input, [field.name]: '' };
    else if (field.rule && !passesRule(field.rule, value)) return invalid(field.name, field.rule.message);
  }
  if (onMobileTab && !passesRule(settings.rules.mobileNum, input.mobileNum)) return invalid('mobileNum', settings.rules.mobileNum.message);
  if (input.birthday && !validBirthday(input.birthday, now)) return invalid('birthday', 'date_of_birth');

  let dialingCode: string | undefined;
  if (input.mobileNum) {
    dialingCode = normaliseDialingCode(settings, input.countryDialingCode);
    if (!dialingCode) return invalid('countryDialingCode', 'not offered');
    // The mobile tab proves the number first (below): only its owner may learn it is taken.
    if (!onMobileTab && (await mobileTaken(db, dialingCode, input.mobileNum))) return mobileExists();
  }
  // An invitation code attaches to nobody; an agent's link code makes the member its downline.
  let link: StoredLink | undefined;
  if (input.affiliateCode && !(await invitationCodeValid(db, input.affiliateCode, input.domain || input.registerUrl))) {
    link = await findLinkByCode(db, input.affiliateCode);
    if (!link) return fail(400, ERROR_CODE.invalidInvitationCode, 'Invalid invitation code');
  }
  if (input.recommenderId && !(await recommenderExists(db, input.recommenderId))) {
    return fail(400, ERROR_CODE.referrerLinkError, 'The referral link is not valid');
  }

  let codeId: number | undefined;
  if (onMobileTab && dialingCode) {
    const proof = await phoneProof(ctx, input, fullNumber(dialingCode, input.mobileNum), now);
    if (proof !== null && typeof proof === 'object') return proof;
    codeId = proof ?? undefined;
    if (await mobileTaken(db, dialingCode, input.mobileNum)) return mobileExists();
  }
  if (await findMemberByAccount(db, account)) return fail(409, ERROR_CODE.usernameExists, 'This username is already taken');

  const joining = link;
  const profile = Object.fromEntries(PROFILE_FIELDS.filter((f) => input[f]).map((f) => [f, input[f]]));
  try {
    const member = await createMember(
      db,
      {
        account,
        password_hash: input.password ? await hashPassword(input.password) : null,
        type: link ? link.memberType : MEMBER_TYPE,
        nickname: input.nickname || account,
        club_label: '',
        mobile: input.mobileNum || null,
        email: input.email || null,
        country_dialing_code: dialingCode ? storedDialingCode(dialingCode) : null,
        register_method: input.registerMethod,
        register_url: hostnameOf(input.registerUrl) || null,
        recommender_id: input.recommenderId || null,
        affiliate_code: input.affiliateCode || null,
        birthday: input.birthday || null,
        payment_password_hash: input.paymentPassword ? await hashPassword(input.paymentPassword) : null,
        profile: Object.keys(profile).length ? JSON.stringify(profile) : null,
      },
      now,
      joining &&
        (async (trx, created) => {
          await joinThroughLink(trx, joining, created.id);
        }),
    );
    if (codeId !== undefined) await consumeCode(db, codeId, now);
    return ok({ ...(await signIn(db, member, env.TOKEN_TTL_HOURS, now)), firstTimeLogin: true });
  } catch (error) {
    if (error instanceof AccountTakenError) return fail(409, ERROR_CODE.usernameExists, 'This username is already taken');
    throw error;
  }
}

const mobileTaken = async (db: Db, dialingCode: string, mobileNum: string) => (await findMemberByMobile(db, dialingCode, mobileNum)) !== undefined;
const mobileExists = () => fail(409, ERROR_CODE.mobileExists, 'This mobile number is already registered');

/** The recommender is an existing member, named by id (what a referral link carries). */
async function recommenderExists(db: Db, recommenderId: string): Promise<boolean> {
  if (!/^\d{1,12}$/.test(recommenderId)) return false;
  const row = await db.selectFrom('members').select('id').where('id', '=', Number(recommenderId)).executeTakeFirst();
  return row !== undefined;
}

/** Proof the registrant holds the number: an SMS code (its id, used up on success) or a Firebase token. */
async function phoneProof(ctx: { db: Db; env: Env }, input: RegisterInput, phone: string, now: Date): Promise<number | null | AccountFailure> {
  if (input.firebaseIdToken) {
    const check = await verifyFirebaseToken(ctx.env, input.firebaseIdToken, now.getTime());
    if (!check.ok) {
      return check.reason === 'not_configured'
        ? fail(400, ERROR_CODE.firebaseNotConfigured, 'Firebase verification is not configured on this server')
        : fail(401, ERROR_CODE.firebaseTokenInvalid, 'The Firebase token is not valid');
    }
    return check.identity.phoneNumber === phone ? null : fail(401, ERROR_CODE.firebaseTokenInvalid, 'The token is for another number');
  }
  const id = await matchCode(ctx.db, 'register', phone, input.verificationCode, now);
  return id ?? fail(400, ERROR_CODE.verificationCodeError, 'The verification code is wrong or expired');
}
