/**
 * Asking the server, over and over, what it should only tell a few times: whether a username is
 * taken (which says whether an account exists) and whether an operator key is right. Past the
 * per-address limit both answer a 429 envelope; an address refused for wrong operator keys is not
 * let near the key any more, not even with the right one; other addresses are not affected.
 */
import { describe, expect, it } from 'vitest';
import { OPERATOR_KEY_FAILURES_PER_ADDRESS } from '../../../server/access/operator-key';
import { USERNAME_CHECKS_PER_MINUTE } from '../../../server/account/lookup-limits';
import { ENDPOINTS } from '../../../src/api/endpoints';
import { ERROR_CODE } from '../../../src/api/error-codes';
import type { Envelope } from '../../../src/api/envelope';
import { OPERATOR_HEADERS, serverForFile } from '../helpers';

const { server } = serverForFile();

async function call(path: string, headers: Record<string, string>) {
  const res = await server.app.request(path, { headers });
  return { status: res.status, retryAfter: res.headers.get('Retry-After'), body: (await res.json()) as Envelope<unknown> };
}

const errorOf = (body: Envelope<unknown>) => (body.success ? 'ok' : body.errorCode);

describe('the username check', () => {
  it(`answers ${USERNAME_CHECKS_PER_MINUTE} checks a minute per address, then a 429 envelope`, async () => {
    const from = { 'X-Forwarded-For': '203.0.113.60' };
    const names = Array.from({ length: USERNAME_CHECKS_PER_MINUTE + 30 }, (_, i) => (i % 2 ? 'demo' : `nobody${i}`));
    const answers = await Promise.all(names.map((name) => call(`${ENDPOINTS.checkUsername.path}?username=${name}`, from)));

    const answered = answers.filter((a) => a.body.success);
    expect(answered).toHaveLength(USERNAME_CHECKS_PER_MINUTE);
    const refused = answers.filter((a) => !a.body.success);
    expect(refused.every((a) => a.status === 429 && errorOf(a.body) === ERROR_CODE.tooManyRequests)).toBe(true);
    expect(refused.every((a) => Number(a.retryAfter) > 0)).toBe(true);
    // A refusal says nothing about the name.
    expect(refused.some((a) => JSON.stringify(a.body).includes('available'))).toBe(false);

    const elsewhere = await call(`${ENDPOINTS.checkUsername.path}?username=demo`, { 'X-Forwarded-For': '203.0.113.61' });
    expect(elsewhere.body).toMatchObject({ success: true, value: { available: false } });
  });
});

describe('wrong operator keys', () => {
  const path = `${ENDPOINTS.operatorChatThread.path}?account=demo`;

  it(`are refused with a 429 after ${OPERATOR_KEY_FAILURES_PER_ADDRESS} from one address, even sent at once, and the right key then too`, async () => {
    const from = '203.0.113.70';
    const wrong = Array.from({ length: 100 }, (_, i) => call(path, { 'X-Operator-Key': `guess-${i}-xxxxxxxx`, 'X-Forwarded-For': from }));
    const answers = await Promise.all(wrong);

    const compared = answers.filter((a) => a.status === 403);
    expect(compared).toHaveLength(OPERATOR_KEY_FAILURES_PER_ADDRESS);
    expect(compared.every((a) => errorOf(a.body) === ERROR_CODE.noPermission)).toBe(true);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(100 - OPERATOR_KEY_FAILURES_PER_ADDRESS);
    expect(refused.every((a) => errorOf(a.body) === ERROR_CODE.tooManyAttempts && Number(a.retryAfter) > 0)).toBe(true);

    // The throttled address does not get to test a key at all, the right one included.
    const right = await call(path, { ...OPERATOR_HEADERS, 'X-Forwarded-For': from });
    expect(right.status).toBe(429);
    // Another address with the right key is served.
    const operator = await call(path, { ...OPERATOR_HEADERS, 'X-Forwarded-For': '198.51.100.70' });
    expect(operator.status).toBe(200);
  });

  it('right keys cost nothing: an operator makes many calls from one address', async () => {
    const headers = { ...OPERATOR_HEADERS, 'X-Forwarded-For': '198.51.100.71' };
    for (let i = 0; i < OPERATOR_KEY_FAILURES_PER_ADDRESS + 5; i += 1) {
      expect((await call(path, headers)).status).toBe(200);
    }
  });
});
