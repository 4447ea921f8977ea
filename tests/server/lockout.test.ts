/**
 * Login lockout that cannot be turned against an account's owner: failures on an account only
 * bring the captcha; the hard lock holds the failing address; an address spraying many accounts,
 * and a flood of failures everywhere, bring the captcha and then a refusal for that address.
 */
import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { loadEnv } from '../../server/env';
import {
  CAPTCHA_AFTER_ADDRESS_FAILURES,
  CAPTCHA_FOR_ALL_ABOVE,
  LOCK_ADDRESS_AFTER_FAILURES,
  LOCK_PAIR_AFTER_FAILURES,
} from '../../server/account/login-throttle';
import { ENDPOINTS } from '../../src/api/endpoints';
import { ERROR_CODE } from '../../src/api/error-codes';
import type { LoginValue } from '../../src/api/member-wire';
import { accountClient, errorOf } from './account-helpers';
import { serverForFile } from './helpers';

const { server, client } = serverForFile(accountClient);

type Client = ReturnType<typeof accountClient>;

function login(username: string, password: string, ip: string, extra: Record<string, string> = {}, through: Client = client) {
  return through.sealed<LoginValue>(
    ENDPOINTS.login.path,
    { type: 'username', username, password, captcha: '', captchaId: '', ...extra },
    { headers: { 'X-Forwarded-For': ip } },
  );
}

/** A login with a solved captcha. */
async function loginWithCaptcha(username: string, password: string, ip: string) {
  const { code, captchaId } = await client.captcha();
  return login(username, password, ip, { captcha: code, captchaId });
}

/** Failures written straight into the table, as if they had happened a moment ago. */
async function prefillFailures(rows: { account: string; ip: string }[]) {
  const at = new Date(Date.now() - 1_000).toISOString();
  for (let i = 0; i < rows.length; i += 200) {
    await server.db
      .insertInto('login_failures')
      .values(rows.slice(i, i + 200).map((r) => ({ account_key: r.account, ip: r.ip, created_at: at })))
      .execute();
  }
}

async function clearThrottle() {
  await server.db.deleteFrom('login_failures').execute();
  await server.db.deleteFrom('login_locks').execute();
}

describe('an attacker cannot lock the owner out', () => {
  it('15 failures from address A lock A; the owner from B signs in with the captcha and the right password', async () => {
    const attacker = '203.0.113.10';
    let last;
    for (let i = 0; i < 15; i += 1) {
      last = i >= 3 ? await loginWithCaptcha('demo', `wrong${i}xx`, attacker) : await login('demo', `wrong${i}xx`, attacker);
    }
    expect(last?.status).toBe(429);
    expect(errorOf(last!.body)).toBe(ERROR_CODE.tooManyAttempts);
    expect(Number(last!.res.headers.get('Retry-After'))).toBeGreaterThan(0);
    // Even the right password from A is refused while A is locked.
    const fromA = await loginWithCaptcha('demo', 'demo1234', attacker);
    expect(fromA.status).toBe(429);
    expect(Number(fromA.res.headers.get('Retry-After'))).toBeGreaterThan(0);

    const owner = '198.51.100.20';
    // The account's failures ask the owner for the captcha…
    const without = await login('demo', 'demo1234', owner);
    expect(errorOf(without.body)).toBe(ERROR_CODE.captchaRequired);
    // …and with it the right password gets in.
    const signedIn = await loginWithCaptcha('demo', 'demo1234', owner);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.success && signedIn.body.value.userName).toBe('demo');

    // The owner's success does not free the attacker.
    expect((await loginWithCaptcha('demo', 'demo1234', attacker)).status).toBe(429);
    const locks = await server.db.selectFrom('login_locks').selectAll().execute();
    expect(locks.map((l) => [l.account_key, l.ip])).toEqual([['demo', attacker]]);
  });

  it('the pair lock starts at the 10th failure and holds only that account for that address', async () => {
    await clearThrottle();
    const ip = '203.0.113.11';
    const answers = [];
    for (let i = 0; i < LOCK_PAIR_AFTER_FAILURES; i += 1) {
      answers.push(i >= 3 ? await loginWithCaptcha('agent', 'wrongpass', ip) : await login('agent', 'wrongpass', ip));
    }
    expect(answers.slice(0, -1).map((a) => a.status)).toEqual(Array(LOCK_PAIR_AFTER_FAILURES - 1).fill(401));
    expect(answers.at(-1)?.status).toBe(429);
    // The same address may still sign in to another account (10 < the address' captcha threshold).
    expect((await login('demo', 'demo1234', ip)).status).toBe(200);
  });

  it('a lock ends after 15 minutes (moved back in the database)', async () => {
    const ip = '203.0.113.11';
    expect((await loginWithCaptcha('agent', 'agent1234', ip)).status).toBe(429);
    const past = new Date(Date.now() - 16 * 60_000).toISOString();
    await server.db.updateTable('login_locks').set({ locked_until: past }).execute();
    await server.db.updateTable('login_failures').set({ created_at: past }).execute();
    expect((await login('agent', 'agent1234', ip)).status).toBe(200);
  });
});

describe('an address failing across accounts', () => {
  it(`needs the captcha for every account after ${CAPTCHA_AFTER_ADDRESS_FAILURES} failures`, async () => {
    await clearThrottle();
    const ip = '203.0.113.12';
    await prefillFailures(Array.from({ length: CAPTCHA_AFTER_ADDRESS_FAILURES - 1 }, (_, i) => ({ account: `spray${i}`, ip })));
    const last = await login('spraylast', 'wrongpass', ip);
    expect(last.body.success === false && last.body.value).toEqual({ captcha: true });
    expect(errorOf((await login('demo', 'demo1234', ip)).body)).toBe(ERROR_CODE.captchaRequired);
    expect((await loginWithCaptcha('demo', 'demo1234', ip)).status).toBe(200);
    // Another address is not affected.
    expect((await login('demo', 'demo1234', '203.0.113.13')).status).toBe(200);
  });

  it(`is refused 429 for every account after ${LOCK_ADDRESS_AFTER_FAILURES} failures`, async () => {
    await clearThrottle();
    const ip = '203.0.113.14';
    await prefillFailures(Array.from({ length: LOCK_ADDRESS_AFTER_FAILURES - 1 }, (_, i) => ({ account: `spray${i}`, ip })));
    const last = await loginWithCaptcha('spraylast', 'wrongpass', ip);
    expect(last.status).toBe(429);
    expect(errorOf(last.body)).toBe(ERROR_CODE.tooManyAttempts);
    const right = await loginWithCaptcha('demo', 'demo1234', ip);
    expect(right.status).toBe(429);
    expect(Number(right.res.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await login('demo', 'demo1234', '203.0.113.15')).status).toBe(200);
  });

  it('spoofed X-Forwarded-For without TRUSTED_PROXIES: 30 failures over 15 accounts bring the captcha', async () => {
    await clearThrottle();
    // The server as deployed without a proxy: the header is the caller's own claim.
    const env = loadEnv({ DATA_DIR: server.dir, DIST_DIR: server.env.DIST_DIR, NODE_ENV: 'test', DEV_HELPERS: '1' });
    const direct = accountClient({ ...server, app: createApp({ db: server.db, env, log: { error: () => undefined } }) });
    const random = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
    const answers = [];
    for (let i = 0; i < CAPTCHA_AFTER_ADDRESS_FAILURES; i += 1) {
      answers.push(await login(`victim${i % 15}`, 'wrongpass', random(), {}, direct));
    }
    // Two failures per account: below the account's threshold; the address' count decides.
    expect(answers.slice(0, -1).every((a) => a.status === 401 && !(a.body.success === false && a.body.value))).toBe(true);
    expect(answers.at(-1)?.body.success === false && answers.at(-1)?.body.value).toEqual({ captcha: true });
    const later = await login('victim0', 'wrongpass', random(), {}, direct);
    expect(errorOf(later.body)).toBe(ERROR_CODE.captchaRequired);
  });
});

describe('a flood of failures everywhere', () => {
  it(`turns the captcha on for everyone above ${CAPTCHA_FOR_ALL_ABOVE} failures in the window`, async () => {
    await clearThrottle();
    expect((await login('demo', 'demo1234', '203.0.113.16')).status).toBe(200);
    await prefillFailures(Array.from({ length: CAPTCHA_FOR_ALL_ABOVE + 1 }, (_, i) => ({ account: `stuffed${i}`, ip: `192.0.2.${i % 250}` })));
    const fresh = await login('demo', 'demo1234', '203.0.113.17');
    expect(errorOf(fresh.body)).toBe(ERROR_CODE.captchaRequired);
    expect((await loginWithCaptcha('demo', 'demo1234', '203.0.113.17')).status).toBe(200);
    // Once the flood has left the window, no captcha.
    const past = new Date(Date.now() - 16 * 60_000).toISOString();
    await server.db.updateTable('login_failures').set({ created_at: past }).execute();
    expect((await login('demo', 'demo1234', '203.0.113.18')).status).toBe(200);
  });
});
