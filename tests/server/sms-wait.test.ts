/**
 * The SMS wait, asked before the slider (GET /wps/verification/sms/wait): a caller over its SMS
 * limits learns how long to wait without solving a slider for nothing; asking counts nothing and
 * says nothing about any number.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { SmsWaitValue } from '../../src/api/account-wire';
import { ENDPOINTS } from '../../src/api/endpoints';
import { serverForFile } from './helpers';
import { freshAddress, requestSms } from './slider-helpers';

const { server } = serverForFile();
beforeEach(async () => {
  await server.db.deleteFrom('rate_events').execute();
});

async function waitOf(address: string): Promise<number> {
  const res = await server.app.request(ENDPOINTS.smsWait.path, { headers: { 'X-Forwarded-For': address } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { value: SmsWaitValue }).value.waitMs;
}
const eventCount = async () => Number((await server.db.selectFrom('rate_events').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('the SMS wait before the slider', () => {
  it('is 0 while the caller may ask, and asking counts nothing', async () => {
    const address = freshAddress();
    for (let i = 0; i < 10; i += 1) expect(await waitOf(address)).toBe(0);
    expect(await eventCount()).toBe(0);
  });

  it('tells the wait the next request would be refused for, once the caller used its hour', async () => {
    const address = freshAddress();
    for (let i = 0; i < 5; i += 1) expect((await requestSms(server, ENDPOINTS.smsRegister.path, { mobileNum: `17400${String(i).padStart(5, '0')}` }, address)).status).toBe(200);
    const wait = await waitOf(address);
    expect(wait).toBeGreaterThan(59 * 60_000);
    expect(wait).toBeLessThanOrEqual(60 * 60_000);
    const refused = await requestSms(server, ENDPOINTS.smsRegister.path, { mobileNum: '1740099999' }, address);
    expect(refused.status).toBe(429);
    // The same wait the refusal names, to the second.
    expect(Math.abs(Number(refused.headers.get('Retry-After')) - Math.ceil(wait / 1000))).toBeLessThanOrEqual(1);
    // Another caller is not held by it.
    expect(await waitOf(freshAddress())).toBe(0);
  });
});
