/**
 * Personal settings (SPEC §2 /m/set, §5, §9): the operator's bounds, nickname, email, birthday
 * with the 1900 bound and the 18/21 minimum age, language, and the mobile number changed only
 * with the SMS code sent to it (read from the dev outbox).
 */
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../src/api/endpoints';
import { ERROR_CODE } from '../../src/api/error-codes';
import type { ProfileSettings, ProfileValue } from '../../src/api/profile-wire';
import { accountClient } from './account-helpers';
import { serverForFile } from './helpers';
import { requestSms } from './slider-helpers';
import { code, profileClient } from './profile-helpers';

const { server, client } = serverForFile(profileClient);

/** YYYY-MM-DD of the day `years` before today (UTC), shifted by `days`. */
function yearsAgo(years: number, days = 0): string {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

describe('profile settings', () => {
  it('answers the defaults, then what the operator set; a bad hand edit falls back', async () => {
    expect(await server.value<ProfileSettings>(ENDPOINTS.profileSettings.path)).toEqual({
      minAge: 18,
      feedbackWords: { min: 5, max: 300 },
      maxImages: 3,
      maxImageBytes: 5 * 1024 * 1024,
      remarkMax: 140,
    });
    await client.setting('minAge', 21);
    await client.setting('feedbackWords', { min: 2, max: 10 });
    expect(await server.value<ProfileSettings>(ENDPOINTS.profileSettings.path)).toMatchObject({ minAge: 21, feedbackWords: { min: 2, max: 10 } });
    await client.setting('minAge', 30);
    await client.setting('feedbackWords', { min: 9, max: 3 });
    expect(await server.value<ProfileSettings>(ENDPOINTS.profileSettings.path)).toMatchObject({ minAge: 18, feedbackWords: { min: 5, max: 300 } });
    await client.setting('minAge', 18);
  });
});

describe('the profile', () => {
  it('needs a member', async () => {
    const { status, body } = await client.request(ENDPOINTS.profile.path);
    expect([status, code(body)]).toEqual([401, ERROR_CODE.notLoggedIn]);
  });

  it('changes the nickname, trimmed and bounded', async () => {
    const { token } = await client.newMember();
    const changed = await client.json<ProfileValue>(ENDPOINTS.profileNickname.path, token, { nickname: '  Lucky Star ' });
    expect(changed.body).toMatchObject({ success: true, value: { nickname: 'Lucky Star' } });
    expect((await client.get<ProfileValue>(ENDPOINTS.profile.path, token)).body).toMatchObject({ value: { nickname: 'Lucky Star', verification: 'none' } });
    expect(code((await client.json(ENDPOINTS.profileNickname.path, token, { nickname: '' })).body)).toBe(ERROR_CODE.invalidParameter);
    expect(code((await client.json(ENDPOINTS.profileNickname.path, token, { nickname: 'x'.repeat(65) })).body)).toBe(ERROR_CODE.invalidParameter);
  });

  it('takes an email only in the SPEC §5 pattern', async () => {
    const { token } = await client.newMember();
    for (const bad of ['plain', 'a@b', 'a@b.c', 'a@@b.com', 'a b@c.com']) {
      const { status, body } = await client.json(ENDPOINTS.profileEmail.path, token, { email: bad });
      expect([status, code(body)], bad).toEqual([400, ERROR_CODE.emailInvalid]);
    }
    const ok = await client.json<ProfileValue>(ENDPOINTS.profileEmail.path, token, { email: 'me.too@mail.example.com' });
    expect(ok.body).toMatchObject({ value: { email: 'me.too@mail.example.com' } });
  });

  it('takes a birthday from 1900-01-01 to today, at least 18 years back by default', async () => {
    const { token } = await client.newMember();
    const put = (birthday: string) => client.json<ProfileValue>(ENDPOINTS.profileBirthday.path, token, { birthday });
    for (const bad of ['1899-12-31', '2001-02-30', '01-01-2000', '2000/01/01', yearsAgo(-1)]) {
      expect(code((await put(bad)).body), bad).toBe(ERROR_CODE.birthdayInvalid);
    }
    expect(code((await put('1900-01-01')).body)).toBe('success');
    expect(code((await put(yearsAgo(18, 1))).body)).toBe(ERROR_CODE.ageTooYoung);
    expect((await put(yearsAgo(18))).body).toMatchObject({ success: true, value: { birthday: yearsAgo(18) } });
  });

  it('applies a minimum age of 21 when the operator sets it', async () => {
    const { token } = await client.newMember();
    await client.setting('minAge', 21);
    try {
      const put = (birthday: string) => client.json(ENDPOINTS.profileBirthday.path, token, { birthday });
      const { status, body } = await put(yearsAgo(20));
      expect([status, code(body)]).toEqual([400, ERROR_CODE.ageTooYoung]);
      expect(code((await put(yearsAgo(21, 1))).body)).toBe(ERROR_CODE.ageTooYoung);
      expect(code((await put(yearsAgo(21))).body)).toBe('success');
    } finally {
      await client.setting('minAge', 18);
    }
  });

  it('keeps a language preference', async () => {
    const { token } = await client.newMember();
    expect((await client.json(ENDPOINTS.profileLanguage.path, token, { language: 'bn' })).body).toMatchObject({ value: { language: 'bn' } });
    expect(code((await client.json(ENDPOINTS.profileLanguage.path, token, { language: 'fr' })).body)).toBe(ERROR_CODE.invalidParameter);
    expect((await client.json(ENDPOINTS.profileLanguage.path, token, { language: '' })).body).toMatchObject({ value: { language: '' } });
  });

  it('refuses a trial guest any change', async () => {
    const { token } = await client.newMember(4);
    const { status, body } = await client.json(ENDPOINTS.profileNickname.path, token, { nickname: 'guest' });
    expect([status, code(body)]).toEqual([403, ERROR_CODE.noPermission]);
  });
});

describe('changing the mobile number', () => {
  const accounts = () => accountClient(server);

  it('changes it only with the code sent to the new number', async () => {
    const { token, id } = await client.newMember();
    const number = { mobileNum: '1719000001', countryDialingCode: '+880' };
    const sent = await client.json<{ expirationTime: number }>(ENDPOINTS.profileMobileCode.path, token, number, 'POST');
    expect(sent.body.success).toBe(true);
    const smsCode = await accounts().smsCode('+8801719000001');

    const wrong = await client.json(ENDPOINTS.profileMobile.path, token, { ...number, verificationCode: smsCode === '000000' ? '111111' : '000000' });
    expect(code(wrong.body)).toBe(ERROR_CODE.verificationCodeError);
    const before = await server.db.selectFrom('members').select(['mobile', 'mobile_verified_at']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(before).toEqual({ mobile: null, mobile_verified_at: null });

    const changed = await client.json<ProfileValue>(ENDPOINTS.profileMobile.path, token, { ...number, verificationCode: smsCode });
    expect(changed.body).toMatchObject({ success: true, value: { mobile: '1719000001', countryDialingCode: '+880', mobileVerified: true } });
    // Single use: the same code cannot change it again.
    expect(code((await client.json(ENDPOINTS.profileMobile.path, token, { ...number, verificationCode: smsCode })).body)).toBe(ERROR_CODE.verificationCodeError);
  });

  it('does not accept a code sent for another purpose or another number', async () => {
    const { token } = await client.newMember();
    expect((await requestSms(server, ENDPOINTS.smsRegister.path, { mobileNum: '1719000002' })).status).toBe(200);
    const registerCode = await accounts().smsCode('+8801719000002');
    const number = { mobileNum: '1719000002', countryDialingCode: '+880' };
    expect(code((await client.json(ENDPOINTS.profileMobile.path, token, { ...number, verificationCode: registerCode })).body)).toBe(ERROR_CODE.verificationCodeError);
  });

  it("refuses another member's number, a bad number and a dialing code not offered", async () => {
    const { token } = await client.newMember();
    const demoNumber = { mobileNum: '1712345678', countryDialingCode: '+880' };
    const taken = await client.json(ENDPOINTS.profileMobileCode.path, token, demoNumber, 'POST');
    expect([taken.status, code(taken.body)]).toEqual([409, ERROR_CODE.mobileExists]);
    expect(code((await client.json(ENDPOINTS.profileMobileCode.path, token, { mobileNum: '17-12', countryDialingCode: '+880' }, 'POST')).body)).toBe(ERROR_CODE.invalidParameter);
    expect(code((await client.json(ENDPOINTS.profileMobileCode.path, token, { mobileNum: '1712', countryDialingCode: '+999' }, 'POST')).body)).toBe(ERROR_CODE.invalidParameter);
  });
});
