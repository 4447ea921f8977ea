/**
 * Account calls that come before signing in (SPEC §7 Account): register settings, captcha,
 * username and affiliate checks, and the SMS codes. None is sealed: nothing secret goes up.
 */
import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import { ACCOUNT_API, ACCOUNT_ERROR } from '../../src/api/account-wire';
import type { VerificationPurpose } from '../db/schema';
import type { AppDeps } from '../deps';
import { validJson } from '../lib/body';
import { ERROR_CODE, failure, success } from '../lib/envelope';
import { validQuery } from '../lib/query';
import { findMemberByMobile } from '../services/account-members';
import { affiliateCodeValid } from '../services/affiliates';
import { createCaptcha } from '../services/captcha';
import { findMemberByAccount } from '../services/members';
import { fullNumber, normaliseDialingCode, passesRule, registerSettings, storedRegisterSettings } from '../services/register-settings';
import { sendCode } from '../services/verification';
import { AffiliateQuery, SmsSchema, UsernameQuery } from './account-schemas';

export function accountRoutes({ db, env }: AppDeps) {
  const app = new Hono();

  app.get(ACCOUNT_API.registerSettings, async (c) => {
    // Operator-editable and small: revalidated each time so a change shows at once.
    c.header('Cache-Control', 'no-cache');
    return success(c, await registerSettings(db));
  });

  // SPEC §7: POST, GET in one reading. Never cached: every answer is a new challenge.
  const captcha = async (c: Context) => {
    c.header('Cache-Control', 'no-store');
    return success(c, await createCaptcha(db, { keepCodeForDev: env.NODE_ENV !== 'production' }));
  };
  app.post(ACCOUNT_API.captcha, captcha);
  app.get(ACCOUNT_API.captcha, captcha);

  app.get(ACCOUNT_API.checkUsername, validQuery(UsernameQuery), async (c) => {
    const { username } = c.req.valid('query');
    const { rules } = await storedRegisterSettings(db);
    if (!passesRule(rules.loginUsername, username)) return failure(c, 400, ERROR_CODE.invalidParameter, `username: ${rules.loginUsername.message}`);
    c.header('Cache-Control', 'no-store');
    return success(c, { available: !(await findMemberByAccount(db, username)) });
  });

  const affiliate = async (c: Context, { code, domain }: z.output<typeof AffiliateQuery>) => {
    c.header('Cache-Control', 'no-store');
    return success(c, { success: await affiliateCodeValid(db, code, domain) });
  };
  app.get(ACCOUNT_API.affiliateCheck, validQuery(AffiliateQuery), (c) => affiliate(c, c.req.valid('query')));
  app.post(ACCOUNT_API.affiliateCheck, validJson(AffiliateQuery), (c) => affiliate(c, c.req.valid('json')));

  const sms = (purpose: VerificationPurpose) => async (c: Context, body: z.output<typeof SmsSchema>) => {
    c.header('Cache-Control', 'no-store');
    const settings = await storedRegisterSettings(db);
    const dialingCode = normaliseDialingCode(settings, body.countryDialingCode);
    if (!dialingCode) return failure(c, 400, ERROR_CODE.invalidParameter, 'countryDialingCode: not offered');
    if (!passesRule(settings.rules.mobileNum, body.mobileNum)) {
      return failure(c, 400, ERROR_CODE.invalidParameter, `mobileNum: ${settings.rules.mobileNum.message}`);
    }
    const member = await findMemberByMobile(db, dialingCode, body.mobileNum);
    // noLogin codes sign a member in or reset their password: only for a number we know.
    if (purpose === 'noLogin' && !member) return failure(c, 404, ACCOUNT_ERROR.userNotExistOrDisabled, 'No member has this number');
    if (purpose === 'register' && member) return failure(c, 409, ACCOUNT_ERROR.mobileExists, 'This mobile number is already registered');
    const sent = await sendCode(db, purpose, fullNumber(dialingCode, body.mobileNum));
    if (!sent.ok) return failure(c, 429, ACCOUNT_ERROR.tooManyRequests, 'Too many codes for this number: wait a minute (at most 5 an hour)');
    return success(c, { expirationTime: sent.expirationTime });
  };
  const noLogin = sms('noLogin');
  const forRegister = sms('register');
  app.post(ACCOUNT_API.smsNoLogin, validJson(SmsSchema), (c) => noLogin(c, c.req.valid('json')));
  app.post(ACCOUNT_API.smsRegister, validJson(SmsSchema), (c) => forRegister(c, c.req.valid('json')));

  return app;
}
