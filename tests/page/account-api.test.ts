/** The account client's wire details: sealed and form bodies travel raw, JSON bodies unchanged. */
import { describe, expect, it } from 'vitest';
import { ApiClient } from '../../src/api/client';
import { rawAwareFetch } from '../../src/features/account/api';
import { errorKey } from '../../src/features/account/error-keys';

function recorder() {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify({ success: true, value: 1 }), { headers: { 'Content-Type': 'application/json' } });
  }) as unknown as typeof fetch;
  return { calls, client: new ApiClient(() => ({ baseUrl: 'http://api.test', merchant: 'DEMO', token: 'tok' }), rawAwareFetch(fetchImpl)) };
}

describe('account client', () => {
  it('sends a sealed body as raw text with its Encryption header', async () => {
    const { calls, client } = recorder();
    await client.request('/wps/session/login', { method: 'POST', body: 'QUJD+/==', headers: { 'Content-Type': 'text/plain;charset=UTF-8', Encryption: 'S0VZ' } });
    expect(calls[0]?.init.body).toBe('QUJD+/==');
    expect((calls[0]?.init.headers as Record<string, string>).Encryption).toBe('S0VZ');
  });
  it('sends a form body raw and a JSON body as JSON', async () => {
    const { calls, client } = recorder();
    await client.request('/f', { method: 'POST', body: 'username=a&email=b%40c.com', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    await client.request('/j', { method: 'POST', body: { a: 1 } });
    expect(calls[0]?.init.body).toBe('username=a&email=b%40c.com');
    expect(calls[1]?.init.body).toBe('{"a":1}');
  });
  it('maps server codes to catalogue keys, unknown ones to the generic text', () => {
    expect(errorKey('modify.new.old.same')).toBe('same_password');
    expect(errorKey('username_exists')).toBe('username_exists');
    expect(errorKey('captcha_error')).toBe('account_captcha_error');
    expect(errorKey('whatever')).toBe('unknown_error');
  });
});
