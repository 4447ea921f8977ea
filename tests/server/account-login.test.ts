import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { hashToken } from '../../server/access/auth';
import { ENDPOINTS } from '../../src/api/endpoints';
import { ERROR_CODE } from '../../src/api/error-codes';
import type { CaptchaValue, RegisterSettings } from '../../src/api/account-wire';
import type { LoginValue, MemberInfo, WalletValue } from '../../src/api/member-wire';
import { accountClient, errorOf, registration } from './account-helpers';
import { jsonInit, serverForFile } from './helpers';

const { server, client } = serverForFile(accountClient);

const login = (username: string, password: string, extra: Record<string, string> = {}, ip = '10.0.0.1') =>
  client.sealed<LoginValue>(
    ENDPOINTS.login.path,
    { type: 'username', username, password, captcha: '', captchaId: '', ...extra },
    { headers: { 'X-Forwarded-For': ip, Device: 'OTHERS' } },
  );

async function registerUser(username: string, password = 'secret12', overrides = {}) {
  const captcha = await client.captcha();
  return client.sealed<LoginValue>(
    ENDPOINTS.register.path,
    registration({ username, password, confirmPassword: password, captcha: captcha.code, captchaId: captcha.captchaId, ...overrides }),
  );
}

describe('register settings', () => {
  it('serves every field of RegisterSettings with the demo defaults and a usable key', async () => {
    const s = await client.value<RegisterSettings>(ENDPOINTS.registerSettings.path);
    expect(s.methods).toEqual({ username: true, mobile: true });
    expect(s.mobileCodeLogin).toBe(true);
    expect(s.changePassword).toEqual({ byMail: true, byVerification: true });
    expect(s.social).toEqual({ initialised: false, facebook: false, google: false });
    expect(s.countryDialingCodes).toEqual(['+880', '+86', '+1', '+91']);
    expect(s.rules.loginUsername).toMatchObject({ min: 4, max: 16, message: 'account_format' });
    expect(s.rules.password).toMatchObject({ min: 6, max: 20, message: 'password_format' });
    expect(s.rules.mobileNum).toMatchObject({ max: 20, message: 'mobile_format' });
    expect(s.rules.verificationCode).toMatchObject({ max: 10, message: 'verification_code_error' });
    const shown = s.fields.filter((f) => f.shown).map((f) => f.name).sort();
    expect(shown).toEqual(['affiliateCode', 'birthday', 'email', 'mobileNum', 'nickname', 'recommenderId', 'verificationCode']);
    expect(s.encryptionPublicKey).toMatch(/^[A-Za-z0-9+/]{300,}={0,2}$/);
    // The same key every time: generated once, kept in settings.
    expect((await client.value<RegisterSettings>(ENDPOINTS.registerSettings.path)).encryptionPublicKey).toBe(s.encryptionPublicKey);
  });

  it('an operator edit changes what is served; a broken one falls back to the defaults', async () => {
    const row = await server.db.selectFrom('settings').select('value').where('key', '=', 'registerSettings').executeTakeFirstOrThrow();
    const edited = { ...JSON.parse(row.value), mobileCodeLogin: false };
    await server.db.updateTable('settings').set({ value: JSON.stringify(edited) }).where('key', '=', 'registerSettings').execute();
    expect((await client.value<RegisterSettings>(ENDPOINTS.registerSettings.path)).mobileCodeLogin).toBe(false);
    await server.db.updateTable('settings').set({ value: '{"methods":1}' }).where('key', '=', 'registerSettings').execute();
    expect((await client.value<RegisterSettings>(ENDPOINTS.registerSettings.path)).mobileCodeLogin).toBe(true);
    await server.db.updateTable('settings').set({ value: row.value }).where('key', '=', 'registerSettings').execute();
  });
});

describe('captcha', () => {
  it.each(['POST', 'GET'])('%s answers a PNG and an id; the dev hook knows its 4-6 digit code', async (method) => {
    const c = await client.value<CaptchaValue>(ENDPOINTS.captcha.path, { method });
    expect(c.image).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
    const { code } = await client.value<{ code: string }>(`/dev/captcha/${c.captchaId}`);
    expect(code).toMatch(/^\d{4,6}$/);
    const row = await server.db.selectFrom('captchas').selectAll().where('id', '=', c.captchaId).executeTakeFirstOrThrow();
    expect(row.code_hash).not.toContain(code);
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(5 * 60_000);
  });

  it('production keeps no captcha code in clear and has no dev hook', async () => {
    const env = { ...server.env, NODE_ENV: 'production' as const };
    const prod = createApp({ db: server.db, env, log: { error: () => undefined } });
    const res = await prod.request(ENDPOINTS.captcha.path, { method: 'POST' });
    const { value } = (await res.json()) as { value: CaptchaValue };
    const row = await server.db.selectFrom('captchas').selectAll().where('id', '=', value.captchaId).executeTakeFirstOrThrow();
    expect(row.dev_code).toBeNull();
    expect((await prod.request(`/dev/captcha/${value.captchaId}`)).status).toBe(404);
  });

  it('the dev hook answers 404 for an unknown captcha', async () => {
    expect((await client.call('/dev/captcha/nope')).status).toBe(404);
  });
});

describe('username and affiliate checks', () => {
  it('says whether a username is free, case-insensitively', async () => {
    expect(await client.value(`${ENDPOINTS.checkUsername.path}?username=DEMO`)).toEqual({ available: false });
    expect(await client.value(`${ENDPOINTS.checkUsername.path}?username=freshname1`)).toEqual({ available: true });
  });

  it.each(['', 'ab', 'has space', 'x'.repeat(80)])('answers 400 for a malformed username (%j)', async (name) => {
    expect((await client.call(`${ENDPOINTS.checkUsername.path}?username=${encodeURIComponent(name)}`)).status).toBe(400);
  });

  it('checks an affiliate code for a domain (DEMO1 is valid anywhere)', async () => {
    expect(await client.value(`${ENDPOINTS.affiliateCheck.path}?code=demo1&domain=a.example`)).toEqual({ success: true });
    expect(await client.value(ENDPOINTS.affiliateCheck.path, jsonInit({ code: 'DEMO1', domain: 'b.example' }))).toEqual({ success: true });
    expect(await client.value(`${ENDPOINTS.affiliateCheck.path}?code=NOPE&domain=a.example`)).toEqual({ success: false });
    expect((await client.call(ENDPOINTS.affiliateCheck.path)).status).toBe(400);
  });
});

describe('register → login → logout', () => {
  it('registers, is signed in with a 0 wallet, logs out, logs in again', async () => {
    const reg = await registerUser('Player01', 'secret12', { nickname: 'P1', email: 'p1@example.com', affiliateCode: 'DEMO1', recommenderId: '1', birthday: '1990-05-17' });
    expect(reg.body).toEqual({ success: true, value: { token: expect.any(String), userName: 'Player01', type: 0, firstTimeLogin: true } });
    const token = reg.body.success ? reg.body.value.token : '';
    const info = await client.value<MemberInfo>(ENDPOINTS.memberInfo.path, { headers: { Authorization: token } });
    expect(info).toMatchObject({ account: 'Player01', nickname: 'P1', type: 0 });
    expect(await client.value<WalletValue>(ENDPOINTS.memberWallet.path, { headers: { Authorization: token } })).toEqual({ sumBalance: 0 });
    const row = await server.db.selectFrom('members').selectAll().where('account_key', '=', 'player01').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ register_method: 'PWA', register_url: 'lobby.example.com', recommender_id: '1', affiliate_code: 'DEMO1', birthday: '1990-05-17' });
    expect(row.password_hash).toMatch(/^scrypt\$/);

    expect((await client.call(ENDPOINTS.logout.path, { method: 'POST', headers: { Authorization: token } })).status).toBe(200);
    expect((await client.call(ENDPOINTS.memberInfo.path, { headers: { Authorization: token } })).status).toBe(401);

    const again = await login('player01', 'secret12');
    expect(again.body).toEqual({ success: true, value: { token: expect.any(String), userName: 'Player01', type: 0, firstTimeLogin: false } });
  });

  it('PUT registers too', async () => {
    const captcha = await client.captcha();
    const res = await client.sealed<LoginValue>(
      ENDPOINTS.register.path,
      registration({ username: 'putuser1', password: 'secret12', confirmPassword: 'secret12', captcha: captcha.code, captchaId: captcha.captchaId }),
      { method: 'PUT' },
    );
    expect(res.status).toBe(200);
  });

  it.each([
    ['a taken username', { username: 'demo' }, 409, ERROR_CODE.usernameExists],
    ['a bad username', { username: 'no' }, 400, 'invalid_parameter'],
    ['a short password', { password: '123', confirmPassword: '123' }, 400, 'invalid_parameter'],
    ['a mismatched confirmation', { confirmPassword: 'other123' }, 400, ERROR_CODE.confirmationMismatch],
    ['an unknown invitation code', { affiliateCode: 'NOPE1' }, 400, ERROR_CODE.invalidInvitationCode],
    ['an unknown recommender', { recommenderId: '999999' }, 400, ERROR_CODE.referrerLinkError],
    ['a bad email', { email: 'not-an-email' }, 400, 'invalid_parameter'],
    ['an impossible birthday', { birthday: '1899-12-31' }, 400, 'invalid_parameter'],
    ['a mobile already registered', { mobileNum: '1712345678', countryDialingCode: '+880' }, 409, ERROR_CODE.mobileExists],
  ])('refuses %s', async (_label, overrides, status, code) => {
    const res = await registerUser('newbie77', 'secret12', overrides);
    expect(res.status).toBe(status);
    expect(errorOf(res.body)).toBe(code);
  });

  it('needs a right captcha, and a captcha works once', async () => {
    const none = await client.sealed(ENDPOINTS.register.path, registration({ username: 'capuser1', password: 'secret12', confirmPassword: 'secret12' }));
    expect(errorOf(none.body)).toBe(ERROR_CODE.captchaRequired);
    const captcha = await client.captcha();
    const wrong = String((Number(captcha.code) + 1) % 10 ** captcha.code.length).padStart(captcha.code.length, '0');
    const bad = await client.sealed(ENDPOINTS.register.path, registration({ username: 'capuser1', password: 'secret12', confirmPassword: 'secret12', captcha: wrong, captchaId: captcha.captchaId }));
    expect(errorOf(bad.body)).toBe(ERROR_CODE.captchaError);
    // Used up by the wrong guess: the right code no longer opens it.
    const late = await client.sealed(ENDPOINTS.register.path, registration({ username: 'capuser1', password: 'secret12', confirmPassword: 'secret12', captcha: captcha.code, captchaId: captcha.captchaId }));
    expect(errorOf(late.body)).toBe(ERROR_CODE.captchaError);
  });
});

describe('login throttling', () => {
  it('wrong password ×3 → captcha demanded → login with the captcha code from the dev hook', async () => {
    await registerUser('throttle1', 'secret12');
    const ip = '10.1.0.1';
    for (let i = 1; i <= 3; i += 1) {
      const res = await login('throttle1', 'wrongpass', {}, ip);
      expect(res.status).toBe(401);
      expect(errorOf(res.body)).toBe(ERROR_CODE.wrongPassword);
      expect(res.body.success === false && res.body.value).toEqual(i < 3 ? undefined : { captcha: true });
    }
    const without = await login('throttle1', 'secret12', {}, ip);
    expect(errorOf(without.body)).toBe(ERROR_CODE.captchaRequired);
    expect(without.body.success === false && without.body.value).toEqual({ captcha: true });
    const captcha = await client.captcha();
    const ok = await login('throttle1', 'secret12', { captcha: captcha.code, captchaId: captcha.captchaId }, ip);
    expect(ok.status).toBe(200);
    // A success clears the account's failures: no captcha next time.
    expect((await login('throttle1', 'secret12', {}, ip)).status).toBe(200);
  });

  it('an unknown account fails like a wrong password', async () => {
    const res = await login('nosuchuser', 'whatever1', {}, '10.2.0.1');
    expect(res.status).toBe(401);
    expect(errorOf(res.body)).toBe(ERROR_CODE.wrongPassword);
  });

  it('30 failures from one address demand a captcha for any account from it', async () => {
    const ip = '10.3.0.1';
    for (let i = 0; i < 30; i += 1) await login(`ipvictim${i % 15}`, 'wrongpass', {}, ip);
    expect(errorOf((await login('demo', 'demo1234', {}, ip)).body)).toBe(ERROR_CODE.captchaRequired);
    expect((await login('demo', 'demo1234', {}, '10.3.0.2')).status).toBe(200);
  });

  it('failures from many addresses never lock the account: the owner gets in with the captcha', async () => {
    await registerUser('lockme1', 'secret12');
    let last;
    for (let i = 0; i < 10; i += 1) {
      const captcha = i >= 3 ? await client.captcha() : { code: '', captchaId: '' };
      // A new address each time: only the account counter grows, and it only asks for the captcha.
      last = await login('lockme1', 'wrongpass', { captcha: captcha.code, captchaId: captcha.captchaId }, `10.4.0.${i}`);
    }
    expect(last?.status).toBe(401);
    expect(last?.body.success === false && last.body.value).toEqual({ captcha: true });
    const captcha = await client.captcha();
    const right = await login('lockme1', 'secret12', { captcha: captcha.code, captchaId: captcha.captchaId }, '10.4.1.1');
    expect(right.status).toBe(200);
  });
});

describe('sessions', () => {
  it('a login token expires after TOKEN_TTL_HOURS', async () => {
    const res = await login('demo', 'demo1234', {}, '10.5.0.1');
    const token = res.body.success ? res.body.value.token : '';
    const row = await server.db.selectFrom('sessions').selectAll().where('token_hash', '=', hashToken(token)).executeTakeFirstOrThrow();
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(72 * 3_600_000);
    await server.db.updateTable('sessions').set({ expires_at: new Date(Date.now() - 1).toISOString() }).where('token_hash', '=', hashToken(token)).execute();
    const after = await client.call(ENDPOINTS.memberInfo.path, { headers: { Authorization: token } });
    expect(after.status).toBe(401);
    expect(errorOf(after.body)).toBe('account_logged_out');
  });

  it.each([ENDPOINTS.freeplay.path, ENDPOINTS.trialUser.path])('%s starts a type-4 session for a generated trial member', async (path) => {
    const value = await client.value<LoginValue>(path, { method: 'POST' });
    expect(value).toMatchObject({ type: 4, userName: expect.stringMatching(/^trial[0-9a-f]{12}$/) });
    const info = await client.value<MemberInfo>(ENDPOINTS.memberInfo.path, { headers: { Authorization: value.token } });
    expect(info).toMatchObject({ type: 4, account: value.userName });
    // A trial member has no password to sign in with.
    expect(errorOf((await login(value.userName, '', {}, '10.6.0.1')).body)).toBe('invalid_parameter');
  });
});

describe('sealed calls refuse what they cannot open', () => {
  const paths = [ENDPOINTS.login.path, ENDPOINTS.register.path, ENDPOINTS.registerMobile.path, ENDPOINTS.setPasswordByPhone.path];

  it.each(paths)('%s: a plain JSON body → 400 encryption_required', async (path) => {
    const res = await client.call(path, jsonInit({ type: 'username', username: 'demo', password: 'demo1234' }));
    expect(res.status).toBe(400);
    expect(errorOf(res.body)).toBe(ERROR_CODE.encryptionRequired);
  });

  it.each(paths)('%s: garbage under an Encryption header → 400 invalid_parameter', async (path) => {
    for (const [header, body] of [['AAAA', 'AAAA'], ['%%%', '{}'], ['A'.repeat(344), 'B'.repeat(100)]]) {
      const res = await client.call(path, { method: 'POST', headers: { Encryption: header! }, body });
      expect(res.status).toBe(400);
      expect(errorOf(res.body)).toBe('invalid_parameter');
    }
  });

  it('a sealed body that is not JSON, or not the payload shape, → 400', async () => {
    const notJson = await client.sealed(ENDPOINTS.login.path, 'just a string');
    expect(notJson.status).toBe(400);
    for (const body of [[], { type: 'other' }, { type: 'username', username: 'x'.repeat(100), password: 'p' }, { type: 'sms' }, { type: 'username', username: 7 }]) {
      const res = await client.sealed(ENDPOINTS.login.path, body);
      expect(res.status).toBe(400);
      expect(errorOf(res.body)).toBe('invalid_parameter');
    }
    // Past the largest sealed body: refused as too large before it is read.
    const huge = await client.call(ENDPOINTS.login.path, { method: 'POST', headers: { Encryption: 'AAAA' }, body: 'A'.repeat(70_000) });
    expect(huge.status).toBe(413);
    expect(errorOf(huge.body)).toBe('payload_too_large');
    expect(server.log.error).not.toHaveBeenCalled();
  });
});
