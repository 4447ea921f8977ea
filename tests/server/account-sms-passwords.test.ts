import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../src/api/endpoints';
import { ERROR_CODE } from '../../src/api/error-codes';
import type { SmsValue } from '../../src/api/account-wire';
import type { LoginValue } from '../../src/api/member-wire';
import { accountClient, errorOf, registration } from './account-helpers';
import { type Answer, answerOf, jsonInit, serverForFile } from './helpers';
import { requestSms, solvedSlider } from './slider-helpers';

const { server, client } = serverForFile(accountClient);

/** An SMS request with a solved slider, from a fresh address (the per-address limit is sms-abuse.test.ts's). */
async function sms(path: string, mobileNum: string, countryDialingCode = '+880'): Promise<Answer<SmsValue>> {
  return answerOf<SmsValue>(await requestSms(server, path, { mobileNum, countryDialingCode }));
}
/** Lets a number send again at once: its earlier codes and counted requests moved 2 hours into the past. */
async function age(recipient: string) {
  const past = new Date(Date.now() - 2 * 3_600_000).toISOString();
  await server.db.updateTable('verification_codes').set({ created_at: past }).where('recipient', '=', recipient).execute();
  await server.db.updateTable('rate_events').set({ created_at: past }).where('subject', '=', recipient).execute();
}

async function registerByMobile(mobileNum: string, password = 'secret12') {
  await sms(ENDPOINTS.smsRegister.path, mobileNum);
  const code = await client.smsCode(`+880${mobileNum}`);
  const captcha = await client.captcha();
  return client.sealed<LoginValue>(
    ENDPOINTS.registerMobile.path,
    registration({ mobileNum, verificationCode: code, password, confirmPassword: password, captcha: captcha.code, captchaId: captcha.captchaId }),
  );
}

describe('SMS codes', () => {
  it('sends a 6-digit code to the dev outbox, stored hashed, expiring in 60 s', async () => {
    const before = Date.now();
    const res = await sms(ENDPOINTS.smsRegister.path, '1700000001');
    expect(res.status).toBe(200);
    const { expirationTime } = res.body.success ? res.body.value : { expirationTime: 0 };
    expect(expirationTime).toBeGreaterThanOrEqual(before + 60_000);
    expect(expirationTime).toBeLessThan(Date.now() + 61_000);
    const [entry] = await client.outbox('+8801700000001');
    expect(entry).toMatchObject({ channel: 'sms', recipient: '+8801700000001' });
    const code = await client.smsCode('+8801700000001');
    const stored = JSON.stringify(await server.db.selectFrom('verification_codes').selectAll().execute());
    expect(stored).not.toContain(code);
  });

  it('allows one per number per minute and five an hour (too_many_requests)', async () => {
    expect((await sms(ENDPOINTS.smsRegister.path, '1700000002')).status).toBe(200);
    const again = await sms(ENDPOINTS.smsRegister.path, '1700000002');
    expect(again.status).toBe(429);
    expect(errorOf(again.body)).toBe(ERROR_CODE.tooManyRequests);
    // Another number is not affected.
    expect((await sms(ENDPOINTS.smsRegister.path, '1700000003')).status).toBe(200);
    for (let i = 1; i < 5; i += 1) {
      // Each earlier code a little over a minute older than the next: five inside the hour.
      for (const table of ['verification_codes', 'rate_events'] as const) {
        await server.db
          .updateTable(table)
          .set({ created_at: new Date(Date.now() - (6 - i) * 61_000).toISOString() })
          .where(table === 'rate_events' ? 'subject' : 'recipient', '=', '+8801700000002')
          .where('created_at', '>', new Date(Date.now() - 5_000).toISOString())
          .execute();
      }
      expect((await sms(ENDPOINTS.smsRegister.path, '1700000002')).status).toBe(200);
    }
    const halfHourAgo = new Date(Date.now() - 30 * 60_000).toISOString();
    await server.db.updateTable('verification_codes').set({ created_at: halfHourAgo }).where('recipient', '=', '+8801700000002').execute();
    await server.db.updateTable('rate_events').set({ created_at: halfHourAgo }).where('subject', '=', '+8801700000002').execute();
    expect(errorOf((await sms(ENDPOINTS.smsRegister.path, '1700000002')).body)).toBe(ERROR_CODE.tooManyRequests);
  });

  it('noLogin sends only to a known number, register only to a new one, each answering as if it had', async () => {
    expect((await sms(ENDPOINTS.smsNoLogin.path, '1799999999')).status).toBe(200);
    expect(await client.outbox('+8801799999999')).toEqual([]);
    expect((await sms(ENDPOINTS.smsRegister.path, '1712345678')).status).toBe(200);
    const codes = await server.db.selectFrom('verification_codes').select('id').where('recipient', '=', '+8801712345678').execute();
    expect(codes).toEqual([]);
  });

  it.each([
    [{ mobileNum: '17x', countryDialingCode: '+880' }],
    [{ mobileNum: '1700000009', countryDialingCode: '+999' }],
    [{ mobileNum: '', countryDialingCode: '+880' }],
    [{ countryDialingCode: '+880' }],
    [{ mobileNum: 1700000009, countryDialingCode: '+880' }],
    ['not json'],
  ])('answers 400 for a malformed request %j', async (body) => {
    const slider = await solvedSlider(server);
    const withSlider = typeof body === 'string' ? body : JSON.stringify({ ...body, sliderId: slider.sliderId, sliderX: slider.sliderX });
    const res = await client.call(ENDPOINTS.smsNoLogin.path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: withSlider });
    expect([res.status, errorOf(res.body)]).toEqual([400, ERROR_CODE.invalidParameter]);
  });
});

describe('mobile registration and login by SMS', () => {
  it('registers by mobile with the SMS code, then logs in by SMS code', async () => {
    const reg = await registerByMobile('1711111111');
    expect(reg.body).toMatchObject({ success: true, value: { userName: '1711111111', type: 0 } });

    await age('+8801711111111');
    expect((await sms(ENDPOINTS.smsNoLogin.path, '1711111111')).status).toBe(200);
    const code = await client.smsCode('+8801711111111');
    const payload = { type: 'sms', username: '', password: '', captcha: '', captchaId: '', mobileNum: '1711111111', countryDialingCode: '+880' };
    const wrong = await client.sealed(ENDPOINTS.login.path, { ...payload, verificationCode: code === '000000' ? '111111' : '000000' });
    expect(errorOf(wrong.body)).toBe(ERROR_CODE.verificationCodeError);
    const ok = await client.sealed<LoginValue>(ENDPOINTS.login.path, { ...payload, verificationCode: code });
    expect(ok.body).toMatchObject({ success: true, value: { userName: '1711111111' } });
    // Single use.
    expect(errorOf((await client.sealed(ENDPOINTS.login.path, { ...payload, verificationCode: code })).body)).toBe(ERROR_CODE.verificationCodeError);
  });

  it('refuses a mobile registration without the right SMS code', async () => {
    await sms(ENDPOINTS.smsRegister.path, '1722222222');
    const captcha = await client.captcha();
    const res = await client.sealed(
      ENDPOINTS.registerMobile.path,
      registration({ mobileNum: '1722222222', verificationCode: '12', password: 'secret12', confirmPassword: 'secret12', captcha: captcha.code, captchaId: captcha.captchaId }),
    );
    expect(errorOf(res.body)).toBe(ERROR_CODE.verificationCodeError);
  });
});

describe('change password', () => {
  it('applies every rule, then changes it and keeps only this session', async () => {
    const reg = await registerByMobile('1733333333', 'oldpass1');
    const token = reg.body.success ? reg.body.value.token : '';
    const other = (await client.sealed<LoginValue>(ENDPOINTS.login.path, { type: 'username', username: '1733333333', password: 'oldpass1', captcha: '', captchaId: '' })).body;
    const change = (body: unknown) => client.call(ENDPOINTS.changePassword.path, { ...jsonInit(body, token), method: 'PUT' });

    expect(errorOf((await change({ oldPassword: 'nope1234', newPassword: 'newpass1', confirmNewPassword: 'newpass1' })).body)).toBe(ERROR_CODE.oldPasswordWrong);
    expect(errorOf((await change({ oldPassword: 'oldpass1', newPassword: 'oldpass1', confirmNewPassword: 'oldpass1' })).body)).toBe('modify.new.old.same');
    expect(errorOf((await change({ oldPassword: 'oldpass1', newPassword: 'newpass1', confirmNewPassword: 'newpass2' })).body)).toBe(ERROR_CODE.confirmationMismatch);
    expect(errorOf((await change({ oldPassword: 'oldpass1', newPassword: 'abc', confirmNewPassword: 'abc' })).body)).toBe('invalid_parameter');
    expect((await change({ oldPassword: 'oldpass1' })).status).toBe(400);
    expect((await client.call(ENDPOINTS.changePassword.path, { ...jsonInit({ oldPassword: 'a', newPassword: 'b', confirmNewPassword: 'b' }), method: 'PUT' })).status).toBe(401);

    expect((await change({ oldPassword: 'oldpass1', newPassword: 'newpass1', confirmNewPassword: 'newpass1' })).body).toEqual({ success: true, value: null });
    expect((await client.call(ENDPOINTS.memberInfo.path, { headers: { Authorization: token } })).status).toBe(200);
    const otherToken = other.success ? other.value.token : '';
    expect((await client.call(ENDPOINTS.memberInfo.path, { headers: { Authorization: otherToken } })).status).toBe(401);
    const relog = await client.sealed(ENDPOINTS.login.path, { type: 'username', username: '1733333333', password: 'newpass1', captcha: '', captchaId: '' });
    expect(relog.status).toBe(200);
  });
});

describe('forgot password by email', () => {
  const form = (fields: Record<string, string>): RequestInit => ({
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

  it('mails a one-time password that signs in once and becomes the password', async () => {
    const res = await client.call(ENDPOINTS.forgotByEmail.path, form({ username: 'agent', email: 'AGENT@example.com' }));
    expect(res.body).toEqual({ success: true, value: null });
    const [mail] = await client.outbox('agent@example.com');
    expect(mail).toMatchObject({ channel: 'email', recipient: 'agent@example.com' });
    const temporary = mail!.body.match(/one-time password is (\S+)\./)?.[1] ?? '';
    expect(temporary).toHaveLength(10);
    const login = await client.sealed(ENDPOINTS.login.path, { type: 'username', username: 'agent', password: temporary, captcha: '', captchaId: '' }, { headers: { 'X-Forwarded-For': '10.9.0.1' } });
    expect(login.status).toBe(200);
  });

  it.each([
    [{ username: 'agent', email: 'other@example.com' }],
    [{ username: 'nobody', email: 'agent@example.com' }],
  ])('answers as for a match, and mails nothing, for %j', async (fields) => {
    const res = await client.call(ENDPOINTS.forgotByEmail.path, form(fields));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, value: null });
    expect(await client.outbox(fields.email)).toHaveLength(fields.email === 'agent@example.com' ? 1 : 0);
  });

  it('answers 400 without the form fields', async () => {
    expect((await client.call(ENDPOINTS.forgotByEmail.path, form({ username: 'agent' }))).status).toBe(400);
    expect((await client.call(ENDPOINTS.forgotByEmail.path, jsonInit({ username: 'agent', email: 'a@b.cd' }))).status).toBe(400);
  });
});

describe('set password by phone', () => {
  it('needs the SMS code; modify.new.old.same keeps the code; success signs in', async () => {
    await registerByMobile('1744444444', 'oldpass1');
    await age('+8801744444444');
    await sms(ENDPOINTS.smsNoLogin.path, '1744444444');
    const code = await client.smsCode('+8801744444444');
    const base = { mobileNum: '1744444444', countryDialingCode: '+880' };

    const wrong = await client.sealed(ENDPOINTS.setPasswordByPhone.path, { ...base, newPassword: 'newpass1', verificationCode: code === '000000' ? '111111' : '000000' });
    expect(errorOf(wrong.body)).toBe(ERROR_CODE.verificationCodeError);
    const same = await client.sealed(ENDPOINTS.setPasswordByPhone.path, { ...base, newPassword: 'oldpass1', verificationCode: code });
    expect(errorOf(same.body)).toBe('modify.new.old.same');
    const short = await client.sealed(ENDPOINTS.setPasswordByPhone.path, { ...base, newPassword: 'abc', verificationCode: code });
    expect(errorOf(short.body)).toBe('invalid_parameter');

    const ok = await client.sealed<LoginValue>(ENDPOINTS.setPasswordByPhone.path, { ...base, newPassword: 'newpass1', verificationCode: code });
    expect(ok.body).toMatchObject({ success: true, value: { userName: '1744444444', token: expect.any(String) } });
    const login = await client.sealed(ENDPOINTS.login.path, { type: 'username', username: '1744444444', password: 'newpass1', captcha: '', captchaId: '' });
    expect(login.status).toBe(200);
    const reuse = await client.sealed(ENDPOINTS.setPasswordByPhone.path, { ...base, newPassword: 'newpass2', verificationCode: code });
    expect(errorOf(reuse.body)).toBe(ERROR_CODE.verificationCodeError);
  });
});
