/**
 * Account calls that come before signing in (SPEC §7 Account): register settings, captcha,
 * username and affiliate checks, the slider captcha and the SMS codes. None is sealed: nothing
 * secret goes up. The SMS requests need a solved slider and pass the limits of
 * profile/verification.ts (per address, overall, per number), and answer the same whether or not
 * the number belongs to a member.
 */
import { Hono, type Context } from 'hono';
import { ENDPOINTS, type Endpoints } from '../../src/api/endpoints';
import { ERROR_CODE } from '../../src/api/error-codes';
import type { VerificationPurpose } from '../db/schema';
import type { AppDeps } from '../deps';
import { devHelpersEnabled } from '../env';
import { failure } from '../lib/envelope';
import { findMemberByMobile } from './account-members';
import { affiliateCodeValid } from '../agent/affiliates';
import { createCaptcha } from './captcha';
import { retryAfterSeconds } from './account-result';
import { findMemberByAccount } from '../member/members';
import { takeUsernameCheck } from './lookup-limits';
import { fullNumber, normaliseDialingCode, passesRule, registerSettings, storedRegisterSettings } from '../system/register-settings';
import { take, waitFor } from '../http/rate-limit';
import { checkSlider, createSlider } from './slider';
import { CODE_TTL_MS, RESEND_WAIT_MS, sendCode, sendTakenNotice, smsCallerRules, smsRequestRules } from '../profile/verification';
import { mount, type CallHandler } from '../http/mount';
import { clientIp } from '../http/caller';

/** 429 with how long to wait (Retry-After, whole seconds rounded up, at least 1). */
function tooMany(c: Context, retryAfterMs: number) {
  c.header('Retry-After', String(Math.max(1, Math.ceil(retryAfterMs / 1000))));
  return failure(c, 429, ERROR_CODE.tooManyRequests, 'Too many SMS requests: wait and try again');
}

export function accountRoutes(deps: AppDeps) {
  const { db, env } = deps;
  const app = new Hono();

  mount(app, ENDPOINTS.registerSettings, deps, async (_c, { ok }) => ok(await registerSettings(db)));

  // The code is kept beside its hash only where the dev helpers can read it (e2e tests).
  mount(app, ENDPOINTS.captcha, deps, async (_c, { ok }) => ok(await createCaptcha(db, { keepCodeForDev: devHelpersEnabled(env) })));

  mount(app, ENDPOINTS.sliderCaptcha, deps, async (_c, { ok }) => ok(await createSlider(db, { keepAnswerForDev: devHelpersEnabled(env) })));

  // Each answer says whether an account exists: limited per address (account/lookup-limits.ts).
  mount(app, ENDPOINTS.checkUsername, deps, async (c, { query: { username }, ok }) => {
    const taken = await takeUsernameCheck(db, clientIp(c, env), devHelpersEnabled(env));
    if (!taken.ok) {
      c.header('Retry-After', retryAfterSeconds(taken.retryAfterMs));
      return failure(c, 429, ERROR_CODE.tooManyRequests, 'Too many username checks: wait and try again');
    }
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
      // The slider first: a script without a solved one learns nothing and costs us nothing.
      if (!body.sliderId || body.sliderX === undefined) return failure(c, 400, ERROR_CODE.sliderRequired, 'Slide the piece into the gap first');
      if (!(await checkSlider(db, body.sliderId, body.sliderX))) return failure(c, 400, ERROR_CODE.sliderError, 'The slider is wrong or expired: try a new one');
      const settings = await storedRegisterSettings(db);
      const dialingCode = normaliseDialingCode(settings, body.countryDialingCode);
      if (!dialingCode) return failure(c, 400, ERROR_CODE.invalidParameter, 'countryDialingCode: not offered');
      if (!passesRule(settings.rules.mobileNum, body.mobileNum)) {
        return failure(c, 400, ERROR_CODE.invalidParameter, `mobileNum: ${settings.rules.mobileNum.message}`);
      }
      const recipient = fullNumber(dialingCode, body.mobileNum);
      const taken = await take(db, smsRequestRules(clientIp(c, env), recipient));
      if (!taken.ok) return tooMany(c, taken.retryAfterMs);
      const member = await findMemberByMobile(db, dialingCode, body.mobileNum);
      // The same answer whoever owns the number: only its owner's phone learns anything.
      // noLogin codes sign a member in or reset their password: sent only to a member's number.
      // A register code for a taken number would be useless: its owner gets a notice instead.
      const unsent = { expirationTime: Date.now() + CODE_TTL_MS };
      if (purpose === 'noLogin' && !member) return ok(unsent);
      if (purpose === 'register' && member) {
        await sendTakenNotice(db, recipient);
        return ok(unsent);
      }
      const sent = await sendCode(db, purpose, recipient);
      if (!sent.ok) return tooMany(c, RESEND_WAIT_MS);
      return ok({ expirationTime: sent.expirationTime });
    };
  // Before the slider: a caller over its limits learns the wait without solving a puzzle for nothing.
  mount(app, ENDPOINTS.smsWait, deps, async (c, { ok }) => ok({ waitMs: await waitFor(db, smsCallerRules(clientIp(c, env))) }));
  mount(app, ENDPOINTS.smsNoLogin, deps, sms('noLogin'));
  mount(app, ENDPOINTS.smsRegister, deps, sms('register'));

  return app;
}
