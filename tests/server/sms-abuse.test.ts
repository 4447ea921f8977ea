/**
 * SMS pumping and number probing: the public SMS requests are limited per caller address (5 an
 * hour, 20 a day), over everyone (300 in 10 minutes) and per number, and answer the same whether
 * or not a number belongs to a member; only the number's owner learns it is taken.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { GLOBAL } from '../../server/http/rate-limit';
import { SMS_LIMITS } from '../../server/profile/verification';
import type { SmsValue } from '../../src/api/account-wire';
import { ENDPOINTS } from '../../src/api/endpoints';
import { ERROR_CODE } from '../../src/api/error-codes';
import type { LoginValue } from '../../src/api/member-wire';
import { accountClient, errorOf, registration } from './account-helpers';
import { answerOf, serverForFile } from './helpers';
import { freshAddress, requestSms } from './slider-helpers';

const { server, client } = serverForFile(accountClient);
// Each case starts with no counted events, as after a quiet day.
beforeEach(async () => {
  await server.db.deleteFrom('rate_events').execute();
});

/** The demo member's number (seeded). */
const MEMBER_NUMBER = '1712345678';

async function sms(path: string, mobileNum: string, address?: string) {
  return answerOf<SmsValue>(await requestSms(server, path, { mobileNum }, address));
}
const outboxCount = async (recipients: string[]) =>
  Number((await server.db.selectFrom('dev_outbox').select((eb) => eb.fn.countAll().as('n')).where('recipient', 'in', recipients).executeTakeFirstOrThrow()).n);
const eventCount = async (bucket: string) =>
  Number((await server.db.selectFrom('rate_events').select((eb) => eb.fn.countAll().as('n')).where('bucket', '=', bucket).executeTakeFirstOrThrow()).n);
async function prefill(bucket: string, subject: string, n: number, agoMs: number) {
  const created_at = new Date(Date.now() - agoMs).toISOString();
  await server.db.insertInto('rate_events').values(Array.from({ length: n }, () => ({ bucket, subject, created_at }))).execute();
}
const numberOf = (i: number) => `17300${String(i).padStart(5, '0')}`;

describe('per caller address', () => {
  it('40 requests for 40 different numbers from one address: 5 SMS sent, the rest 429 with Retry-After', async () => {
    const address = freshAddress();
    const numbers = Array.from({ length: 40 }, (_, i) => numberOf(i));
    const answers = [];
    for (const number of numbers) answers.push(await sms(ENDPOINTS.smsRegister.path, number, address));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
    const refused = answers.slice(5);
    for (const answer of refused) {
      expect([answer.status, errorOf(answer.body)]).toEqual([429, ERROR_CODE.tooManyRequests]);
      const wait = Number(answer.res.headers.get('Retry-After'));
      expect(wait).toBeGreaterThan(3_500);
      expect(wait).toBeLessThanOrEqual(3_600);
    }
    expect(await outboxCount(numbers.map((n) => `+880${n}`))).toBe(5);
    // A refused request records nothing: the address's hour holds the 5 that went through.
    expect(await eventCount(SMS_LIMITS.perAddressHour.bucket)).toBe(5);
    // Another caller is not held up by this one.
    expect((await sms(ENDPOINTS.smsRegister.path, numberOf(99))).status).toBe(200);
  });

  it('20 a day: an address that used its day is refused even with its hour free', async () => {
    const address = freshAddress();
    await prefill(SMS_LIMITS.perAddressDay.bucket, address, 20, 2 * 3_600_000);
    const answer = await sms(ENDPOINTS.smsRegister.path, numberOf(200), address);
    expect([answer.status, errorOf(answer.body)]).toEqual([429, ERROR_CODE.tooManyRequests]);
    // The oldest of the day's events leaves its window in 22 hours.
    expect(Number(answer.res.headers.get('Retry-After'))).toBeGreaterThan(21 * 3_600);
    expect(await outboxCount([`+880${numberOf(200)}`])).toBe(0);
    // 19 that day: one more is fine.
    await server.db.deleteFrom('rate_events').where('id', '=', (await server.db.selectFrom('rate_events').select('id').executeTakeFirstOrThrow()).id).execute();
    expect((await sms(ENDPOINTS.smsRegister.path, numberOf(200), address)).status).toBe(200);
  });

  it('requests refused for their slider cost the address nothing', async () => {
    const address = freshAddress();
    for (let i = 0; i < 8; i++) {
      const res = await server.app.request(ENDPOINTS.smsRegister.path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address },
        body: JSON.stringify({ mobileNum: numberOf(300 + i), countryDialingCode: '+880' }),
      });
      expect(res.status).toBe(400);
    }
    expect((await sms(ENDPOINTS.smsRegister.path, numberOf(310), address)).status).toBe(200);
  });
});

describe('over everyone', () => {
  it('300 in 10 minutes: one more, from a new address for a new number, is refused and nothing is sent', async () => {
    await prefill(SMS_LIMITS.global.bucket, GLOBAL, 300, 60_000);
    const answer = await sms(ENDPOINTS.smsRegister.path, numberOf(400));
    expect([answer.status, errorOf(answer.body)]).toEqual([429, ERROR_CODE.tooManyRequests]);
    // The oldest leaves the 10-minute window 9 minutes from now.
    expect(Number(answer.res.headers.get('Retry-After'))).toBeGreaterThan(500);
    expect(Number(answer.res.headers.get('Retry-After'))).toBeLessThanOrEqual(540);
    expect(await outboxCount([`+880${numberOf(400)}`])).toBe(0);
    // Older than the window, they no longer count.
    await server.db.updateTable('rate_events').set({ created_at: new Date(Date.now() - 11 * 60_000).toISOString() }).execute();
    expect((await sms(ENDPOINTS.smsRegister.path, numberOf(400))).status).toBe(200);
  });
});

describe('no answer tells whether a number is registered', () => {
  it('noLogin: the same 200 and body for a member number and an unknown one; only the member gets an SMS', async () => {
    const unknown = numberOf(500);
    const known = await sms(ENDPOINTS.smsNoLogin.path, MEMBER_NUMBER);
    const other = await sms(ENDPOINTS.smsNoLogin.path, unknown);
    expect([known.status, other.status]).toEqual([200, 200]);
    expect(known.body).toEqual({ success: true, value: { expirationTime: expect.any(Number) } });
    expect(other.body).toEqual({ success: true, value: { expirationTime: expect.any(Number) } });
    const expiry = (a: typeof known) => (a.body.success ? a.body.value.expirationTime : 0);
    expect(Math.abs(expiry(known) - expiry(other))).toBeLessThan(5_000);
    expect(await outboxCount([`+880${MEMBER_NUMBER}`])).toBe(1);
    expect(await outboxCount([`+880${unknown}`])).toBe(0);
    // Both counted: per address and per number alike.
    expect(await eventCount(SMS_LIMITS.perAddressHour.bucket)).toBe(2);
    expect(await eventCount(SMS_LIMITS.perNumberMinute.bucket)).toBe(2);
  });

  it('noLogin: a second request within the minute is refused alike for both', async () => {
    const unknown = numberOf(501);
    await sms(ENDPOINTS.smsNoLogin.path, MEMBER_NUMBER);
    await sms(ENDPOINTS.smsNoLogin.path, unknown);
    const known = await sms(ENDPOINTS.smsNoLogin.path, MEMBER_NUMBER);
    const other = await sms(ENDPOINTS.smsNoLogin.path, unknown);
    expect([known.status, errorOf(known.body), known.res.headers.get('Retry-After')]).toEqual([other.status, errorOf(other.body), other.res.headers.get('Retry-After')]);
    expect(known.status).toBe(429);
  });

  it('register: a taken number gets the same 200 and only a notice (no code) on its owner’s phone', async () => {
    const fresh = numberOf(600);
    const before = await outboxCount([`+880${MEMBER_NUMBER}`]);
    const taken = await sms(ENDPOINTS.smsRegister.path, MEMBER_NUMBER);
    const free = await sms(ENDPOINTS.smsRegister.path, fresh);
    expect([taken.status, free.status]).toEqual([200, 200]);
    expect(Object.keys(taken.body.success ? taken.body.value : {})).toEqual(Object.keys(free.body.success ? free.body.value : {}));
    const [notice] = await client.outbox(`+880${MEMBER_NUMBER}`);
    expect(await outboxCount([`+880${MEMBER_NUMBER}`])).toBe(before + 1);
    expect(notice?.body).toMatch(/tried to register with your number/);
    expect(notice?.body).not.toMatch(/\d{6}/);
    const codes = await server.db.selectFrom('verification_codes').select('id').where('recipient', '=', `+880${MEMBER_NUMBER}`).where('purpose', '=', 'register').execute();
    expect(codes).toEqual([]);
  });

  it('registering a taken number with a wrong code is told verification_code_error, not mobile_exists', async () => {
    await sms(ENDPOINTS.smsRegister.path, MEMBER_NUMBER);
    const captcha = await client.captcha();
    const answer = await client.sealed<LoginValue>(
      ENDPOINTS.registerMobile.path,
      registration({ mobileNum: MEMBER_NUMBER, verificationCode: '123456', password: 'secret12', confirmPassword: 'secret12', captcha: captcha.code, captchaId: captcha.captchaId }),
    );
    expect([answer.status, errorOf(answer.body)]).toEqual([400, ERROR_CODE.verificationCodeError]);
  });

  it('whoever proved the number with its code is told it is taken (it became a member’s meanwhile)', async () => {
    const number = numberOf(700);
    expect((await sms(ENDPOINTS.smsRegister.path, number)).status).toBe(200);
    const code = await client.smsCode(`+880${number}`);
    await server.db.updateTable('members').set({ mobile: number }).where('account', '=', 'agent').execute();
    const captcha = await client.captcha();
    const answer = await client.sealed<LoginValue>(
      ENDPOINTS.registerMobile.path,
      registration({ mobileNum: number, verificationCode: code, password: 'secret12', confirmPassword: 'secret12', captcha: captcha.code, captchaId: captcha.captchaId }),
    );
    expect([answer.status, errorOf(answer.body)]).toEqual([409, ERROR_CODE.mobileExists]);
  });
});
