/**
 * Account calls that come before signing in (SPEC §7 Account): register settings, captcha,
 * username and affiliate checks, and the SMS codes. None is sealed: nothing secret goes up.
 */
import { Hono } from 'hono';
import { ENDPOINTS, type Endpoints } from '../../src/api/endpoints';
import { ERROR_CODE } from '../../src/api/error-codes';
import type { VerificationPurpose } from '../db/schema';
import type { AppDeps } from '../deps';
import { devHelpersEnabled } from '../env';
import { failure } from '../lib/envelope';
import { findMemberByMobile } from '../services/account-members';
import { affiliateCodeValid } from '../services/affiliates';
import { createCaptcha } from '../services/captcha';
import { findMemberByAccount } from '../services/members';
import { createSlider } from '../services/slider';
import { fullNumber, normaliseDialingCode, passesRule, registerSettings, storedRegisterSettings } from '../services/register-settings';
import { sendCode } from '../services/verification';
import { mount, type CallHandler } from './mount';

export function accountRoutes(deps: AppDeps) {
  const { db, env } = deps;
  const app = new Hono();

  mount(app, ENDPOINTS.registerSettings, deps, async (_c, { ok }) => ok(await registerSettings(db)));

  // The code is kept beside its hash only where the dev helpers can read it (e2e tests).
  mount(app, ENDPOINTS.captcha, deps, async (_c, { ok }) => ok(await createCaptcha(db, { keepCodeForDev: devHelpersEnabled(env) })));

  mount(app, ENDPOINTS.sliderCaptcha, deps, async (_c, { ok }) => ok(await createSlider(db, { keepAnswerForDev: devHelpersEnabled(env) })));

  mount(app, ENDPOINTS.checkUsername, deps, async (c, { query: { username }, ok }) => {
    const { rules } = await storedRegisterSettings(db);
    if (!passesRule(rules.loginUsername, username)) return failure(c, 400, ERROR_CODE.invalidParameter, `username: ${rules.loginUsername.message}`);
    return ok({ available: !(await findMemberByAccount(db, username)) });
  });

  const affiliate = async ({ code, domain }: { code: string; domain: string }) => ({ success: await affiliateCodeValid(db, code, domain) });
  mount(app, ENDPOINTS.affiliateCheck, deps, async (_c, { query, ok }) => ok(await affiliate(query)));
  mount(app, ENDPOINTS.affiliateCheckByBody, deps, async (_c, { body, ok }) => ok(await affiliate(body)));

  const sms =
    (purpose: VerificationPurpose): CallHandler<Endpoints['smsNoLogin']> =>
    async (c, { body, ok }) => {
      const settings = await storedRegisterSettings(db);
      const dialingCode = normaliseDialingCode(settings, body.countryDialingCode);
      if (!dialingCode) return failure(c, 400, ERROR_CODE.invalidParameter, 'countryDialingCode: not offered');
      if (!passesRule(settings.rules.mobileNum, body.mobileNum)) {
        return failure(c, 400, ERROR_CODE.invalidParameter, `mobileNum: ${settings.rules.mobileNum.message}`);
      }
      const member = await findMemberByMobile(db, dialingCode, body.mobileNum);
      // noLogin codes sign a member in or reset their password: only for a number we know.
      if (purpose === 'noLogin' && !member) return failure(c, 404, ERROR_CODE.userNotExistOrDisabled, 'No member has this number');
      if (purpose === 'register' && member) return failure(c, 409, ERROR_CODE.mobileExists, 'This mobile number is already registered');
      const sent = await sendCode(db, purpose, fullNumber(dialingCode, body.mobileNum));
      if (!sent.ok) return failure(c, 429, ERROR_CODE.tooManyRequests, 'Too many codes for this number: wait a minute (at most 5 an hour)');
      return ok({ expirationTime: sent.expirationTime });
    };
  mount(app, ENDPOINTS.smsNoLogin, deps, sms('noLogin'));
  mount(app, ENDPOINTS.smsRegister, deps, sms('register'));

  return app;
}
