/**
 * Free trials cannot be farmed: per address 3 an hour and 10 a day, over everyone 200 an hour;
 * past a limit 429 too_many_requests with Retry-After, and no member is made.
 */
import { describe, expect, it } from 'vitest';
import { GLOBAL } from '../../server/http/rate-limit';
import { TRIAL_BUCKET_DAY, TRIAL_BUCKET_GLOBAL, TRIALS_PER_HOUR_GLOBAL, trialRules } from '../../server/account/trial-limits';
import { ENDPOINTS } from '../../src/api/endpoints';
import { ERROR_CODE } from '../../src/api/error-codes';
import type { LoginValue } from '../../src/api/member-wire';
import { accountClient, errorOf } from './account-helpers';
import { serverForFile } from './helpers';

const { server, client } = serverForFile(accountClient);

const trial = (ip: string, path: string = ENDPOINTS.trialUser.path) =>
  client.call<LoginValue>(path, { method: 'POST', headers: { 'X-Forwarded-For': ip } });

async function trialMembers(): Promise<number> {
  const { n } = await server.db.selectFrom('members').select((eb) => eb.fn.countAll<number>().as('n')).where('type', '=', 4).executeTakeFirstOrThrow();
  return Number(n);
}

async function prefill(bucket: string, subject: string, n: number, agoMs: number) {
  const at = new Date(Date.now() - agoMs).toISOString();
  await server.db.insertInto('rate_events').values(Array.from({ length: n }, () => ({ bucket, subject, created_at: at }))).execute();
}

describe('free trial limits', () => {
  it('20 requests from one address make exactly 3 members; the rest are 429 with Retry-After', async () => {
    const before = await trialMembers();
    const answers = [];
    for (let i = 0; i < 20; i += 1) answers.push(await trial('203.0.113.50', i % 2 ? ENDPOINTS.freeplay.path : ENDPOINTS.trialUser.path));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, ...Array(17).fill(429)]);
    expect(await trialMembers()).toBe(before + 3);
    const refused = answers[3]!;
    expect(errorOf(refused.body)).toBe(ERROR_CODE.tooManyRequests);
    const wait = Number(refused.res.headers.get('Retry-After'));
    expect(wait).toBeGreaterThan(3_500);
    expect(wait).toBeLessThanOrEqual(3_600);
    // Another address is not held back by this one.
    expect((await trial('203.0.113.51')).status).toBe(200);
  });

  it('10 a day per address, even when the hour has room', async () => {
    const ip = '203.0.113.52';
    await prefill(TRIAL_BUCKET_DAY, ip, 10, 5 * 3_600_000);
    const before = await trialMembers();
    const refused = await trial(ip);
    expect(refused.status).toBe(429);
    expect(errorOf(refused.body)).toBe(ERROR_CODE.tooManyRequests);
    // The oldest of the day's ten leaves the window in 19 hours.
    expect(Number(refused.res.headers.get('Retry-After'))).toBeGreaterThan(18 * 3_600);
    expect(await trialMembers()).toBe(before);
  });

  it('200 an hour over everyone: a new address is refused once the global count is full', async () => {
    const { n } = await server.db
      .selectFrom('rate_events')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('bucket', '=', TRIAL_BUCKET_GLOBAL)
      .executeTakeFirstOrThrow();
    await prefill(TRIAL_BUCKET_GLOBAL, GLOBAL, TRIALS_PER_HOUR_GLOBAL - Number(n), 60_000);
    const before = await trialMembers();
    const refused = await trial('198.51.100.99');
    expect(refused.status).toBe(429);
    expect(errorOf(refused.body)).toBe(ERROR_CODE.tooManyRequests);
    expect(refused.res.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect(await trialMembers()).toBe(before);
    // A refused request costs nothing: the address' own count did not move.
    const own = await server.db.selectFrom('rate_events').select('id').where('subject', '=', '198.51.100.99').execute();
    expect(own).toEqual([]);
  });

  it('only a loopback caller with the development helpers on skips the per-address rules', () => {
    expect(trialRules('127.0.0.1', true).map((r) => r.bucket)).toEqual([TRIAL_BUCKET_GLOBAL]);
    expect(trialRules('::1', true).map((r) => r.bucket)).toEqual([TRIAL_BUCKET_GLOBAL]);
    expect(trialRules('127.0.0.1', false)).toHaveLength(3);
    expect(trialRules('203.0.113.5', true)).toHaveLength(3);
  });
});
