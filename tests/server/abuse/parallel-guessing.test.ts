/**
 * Guesses sent side by side get no more password checks than the same guesses one after another:
 * 100 concurrent tries at one account, the right one last, are checked only as often as the
 * sequential rules allow (the captcha after three login failures, the lock after five wrong
 * payment passwords), and the right one without a captcha signs nobody in and moves no money.
 *
 * Password checks are counted at the one function that runs scrypt against a stored hash.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as PasswordModule from '../../../server/lib/password';
import { CAPTCHA_AFTER_ACCOUNT_FAILURES } from '../../../server/account/login-throttle';
import { MAX_WRONG_PAYMENT_PASSWORDS } from '../../../server/withdraw/payment-password';
import { ENDPOINTS } from '../../../src/api/endpoints';
import { ERROR_CODE } from '../../../src/api/error-codes';
import type { LoginValue } from '../../../src/api/member-wire';
import { accountClient, errorOf } from '../account-helpers';
import { serverForFile } from '../helpers';
import { codeOf, newMember } from '../withdraw-helpers';
import { siteResult, siteSnapshot } from './house';

const checks = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../../server/lib/password', async (importOriginal) => {
  const original = await importOriginal<typeof PasswordModule>();
  return {
    ...original,
    verifyPassword: async (password: string, stored: string | null) => {
      checks.count += 1;
      return original.verifyPassword(password, stored);
    },
  };
});

const GUESSES = 100;

const { server, client } = serverForFile(accountClient);
beforeEach(() => {
  checks.count = 0;
});

/** A member who signs in with a password, made for one test so no other test's failures count. */
async function memberWithPassword(account: string, password: string): Promise<void> {
  await newMember(server, { account, password });
}

function login(username: string, password: string, ip: string) {
  return client.sealed<LoginValue>(
    ENDPOINTS.login.path,
    { type: 'username', username, password, captcha: '', captchaId: '' },
    { headers: { 'X-Forwarded-For': ip } },
  );
}

/** 99 wrong passwords and the right one last, all sent at once. */
function guesses(right: string): string[] {
  return Array.from({ length: GUESSES }, (_, i) => (i === GUESSES - 1 ? right : `wrong-guess-${i}`));
}

describe('login guesses in parallel', () => {
  it('100 from one address: no more checks than the captcha allows, and the right one last is not signed in', async () => {
    await memberWithPassword('racer1', 'racer1pass');
    const answers = await Promise.all(guesses('racer1pass').map((password) => login('racer1', password, '203.0.113.40')));

    const signedIn = answers.filter((a) => a.body.success);
    const checked = answers.filter((a) => a.body.success || errorOf(a.body) === ERROR_CODE.wrongPassword);
    console.info(`one address: ${checks.count} password checks, ${signedIn.length} signed in`);
    expect(checks.count).toBeLessThanOrEqual(CAPTCHA_AFTER_ACCOUNT_FAILURES);
    expect(checked.length).toBeLessThanOrEqual(CAPTCHA_AFTER_ACCOUNT_FAILURES);
    expect(answers[GUESSES - 1]!.body.success).toBe(false);
    expect(signedIn).toEqual([]);
    // Everyone past the checks was refused unchecked: asked for the captcha, as the sequential
    // rules ask, or (with more than the pair lock's count still in flight) told to wait.
    const unchecked = answers.filter((a) => !checked.includes(a));
    const refusals = new Set(unchecked.map((a) => errorOf(a.body)));
    expect([...refusals].every((code) => code === ERROR_CODE.captchaRequired || code === ERROR_CODE.tooManyAttempts)).toBe(true);
  });

  it('100 from 100 addresses: the account\'s captcha holds just the same', async () => {
    await memberWithPassword('racer2', 'racer2pass');
    const answers = await Promise.all(guesses('racer2pass').map((password, i) => login('racer2', password, `198.51.100.${i + 1}`)));

    console.info(`many addresses: ${checks.count} password checks`);
    expect(checks.count).toBeLessThanOrEqual(CAPTCHA_AFTER_ACCOUNT_FAILURES);
    expect(answers[GUESSES - 1]!.body.success).toBe(false);
    expect(answers.filter((a) => a.body.success)).toEqual([]);
  });

  it('the owner still signs in afterwards, with the captcha', async () => {
    const { code, captchaId } = await client.captcha();
    const answer = await client.sealed<LoginValue>(
      ENDPOINTS.login.path,
      { type: 'username', username: 'racer1', password: 'racer1pass', captcha: code, captchaId },
      { headers: { 'X-Forwarded-For': '192.0.2.200' } },
    );
    expect(answer.status).toBe(200);
  });
});

describe('payment password guesses in parallel', () => {
  it('100 withdrawals at once: no more checks than the lock allows, the right one last moves no money', async () => {
    const member = await newMember(server, { cents: 500_000 });
    const card = await member.ready();
    const before = await siteSnapshot(server.db);
    checks.count = 0;

    const answers = await Promise.all(
      guesses('246810').map((paymentPassword) => member.withdraw({ amount: 200, bankCardId: card.id, paymentPassword })),
    );

    const codes = answers.map(codeOf);
    console.info(`payment password: ${checks.count} checks; answers ${JSON.stringify(countBy(codes))}`);
    expect(checks.count).toBeLessThanOrEqual(MAX_WRONG_PAYMENT_PASSWORDS);
    expect(codes[GUESSES - 1]).not.toBe('ok');
    expect(codes.filter((code) => code === 'ok')).toEqual([]);
    expect(codes.filter((code) => code === ERROR_CODE.paymentPasswordWrong).length).toBeLessThan(MAX_WRONG_PAYMENT_PASSWORDS);
    expect(await member.holdCents()).toBe(0);
    expect(await member.walletCents()).toBe(500_000);
    // No play happened: the site's own accounts did not move.
    const result = siteResult(before, await siteSnapshot(server.db));
    console.info(`site result: ${result.totalCents} cents`);
    expect(result.totalCents).toBe(0);

    // While locked even the right one is refused, as one after another.
    const right = await member.withdraw({ amount: 200, bankCardId: card.id, paymentPassword: '246810' });
    expect(codeOf(right)).toBe(ERROR_CODE.paymentPasswordLocked);
  });

  it('a right one among few wrong ones still goes through, and resets the count', async () => {
    const member = await newMember(server, { cents: 100_000 });
    const card = await member.ready();
    const answers = await Promise.all(
      ['111111', '222222', '246810'].map((paymentPassword) => member.withdraw({ amount: 150, bankCardId: card.id, paymentPassword })),
    );
    expect(answers.map(codeOf).filter((code) => code === 'ok')).toHaveLength(1);
    const row = await server.db.selectFrom('payment_passwords').select(['failed_attempts', 'locked_until']).where('member_id', '=', member.id).executeTakeFirstOrThrow();
    expect(row.locked_until).toBeNull();
    expect(row.failed_attempts).toBeLessThan(MAX_WRONG_PAYMENT_PASSWORDS);
  });
});

function countBy(values: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}
