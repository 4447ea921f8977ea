/**
 * Forgot password by email tells nobody whether an account exists or which email is its own: a
 * match, a mismatch and an unknown account get the same answer, and only the match is mailed.
 * Limited per address (5 an hour) and per account (3 an hour).
 */
import { describe, expect, it } from 'vitest';
import { FORGOT_PER_ACCOUNT_HOUR, FORGOT_PER_ADDRESS_HOUR } from '../../server/account/passwords';
import { ENDPOINTS } from '../../src/api/endpoints';
import { ERROR_CODE } from '../../src/api/error-codes';
import { accountClient, errorOf } from './account-helpers';
import { serverForFile } from './helpers';

const { server, client } = serverForFile(accountClient);

function forgot(fields: { username: string; email: string }, ip: string) {
  return client.call(ENDPOINTS.forgotByEmail.path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': ip },
    body: new URLSearchParams(fields).toString(),
  });
}

const emailsTo = async (recipient: string) =>
  (await server.db.selectFrom('dev_outbox').select('body').where('channel', '=', 'email').where('recipient', '=', recipient).execute()).length;

describe('forgot password by email', () => {
  it('match, mismatch and unknown account: identical status and body; only the match is mailed', async () => {
    const before = await emailsTo('demo@example.com');
    const demo = await server.db.selectFrom('members').select(['email', 'reset_password_hash']).where('account_key', '=', 'demo').executeTakeFirstOrThrow();
    expect(demo.email).toBe('demo@example.com');

    const match = await forgot({ username: 'demo', email: 'Demo@Example.com' }, '203.0.113.60');
    const mismatch = await forgot({ username: 'agent', email: 'demo@example.com' }, '203.0.113.61');
    const unknown = await forgot({ username: 'nosuchperson', email: 'demo@example.com' }, '203.0.113.62');
    const answers = await Promise.all([match, mismatch, unknown].map(async (a) => ({ status: a.status, body: JSON.stringify(a.body), type: a.res.headers.get('Content-Type') })));
    expect(answers[0]).toEqual({ status: 200, body: JSON.stringify({ success: true, value: null }), type: expect.stringContaining('application/json') });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);

    // One mail, for the match; the mismatch and the unknown account changed nothing.
    expect(await emailsTo('demo@example.com')).toBe(before + 1);
    const agent = await server.db.selectFrom('members').select('reset_password_hash').where('account_key', '=', 'agent').executeTakeFirstOrThrow();
    expect(agent.reset_password_hash).toBeNull();
    expect(await server.db.selectFrom('members').select('id').where('account_key', '=', 'nosuchperson').executeTakeFirst()).toBeUndefined();
  });

  it(`${FORGOT_PER_ACCOUNT_HOUR} an hour per account, from any address, known or not`, async () => {
    await server.db.deleteFrom('rate_events').execute();
    for (const username of ['agent', 'ghostuser']) {
      const answers = [];
      for (let i = 0; i <= FORGOT_PER_ACCOUNT_HOUR; i += 1) answers.push(await forgot({ username, email: 'x@example.com' }, `198.51.100.${70 + i}`));
      expect(answers.map((a) => a.status)).toEqual([...Array(FORGOT_PER_ACCOUNT_HOUR).fill(200), 429]);
      const refused = answers.at(-1)!;
      expect(errorOf(refused.body)).toBe(ERROR_CODE.tooManyRequests);
      expect(Number(refused.res.headers.get('Retry-After'))).toBeGreaterThan(3_500);
    }
  });

  it(`${FORGOT_PER_ADDRESS_HOUR} an hour per address, over any accounts`, async () => {
    const ip = '203.0.113.80';
    const answers = [];
    for (let i = 0; i <= FORGOT_PER_ADDRESS_HOUR; i += 1) answers.push(await forgot({ username: `someone${i}`, email: 'x@example.com' }, ip));
    expect(answers.map((a) => a.status)).toEqual([...Array(FORGOT_PER_ADDRESS_HOUR).fill(200), 429]);
    expect(errorOf(answers.at(-1)!.body)).toBe(ERROR_CODE.tooManyRequests);
    // A refused request mails nothing, even for a match.
    const before = await emailsTo('demo@example.com');
    expect((await forgot({ username: 'demo', email: 'demo@example.com' }, ip)).status).toBe(429);
    expect(await emailsTo('demo@example.com')).toBe(before);
  });

  it('bad input is refused and counts for nothing', async () => {
    const res = await client.call(ENDPOINTS.forgotByEmail.path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': '203.0.113.90' },
      body: new URLSearchParams({ username: 'demo' }).toString(),
    });
    expect(res.status).toBe(400);
    expect(await server.db.selectFrom('rate_events').select('id').where('subject', '=', '203.0.113.90').execute()).toEqual([]);
  });
});
