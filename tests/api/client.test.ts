import { describe, expect, it } from 'vitest';
import { ApiClient, answerAsOf, buildUrl, retryAfterMs } from '../../src/api/client';
import { LOBBY_HEADERS, STORED_COPY_READ_WITHIN_MS } from '../../src/api/offline-envelope';
import { ENDPOINTS } from '../../src/api/endpoints';
import { ApiError } from '../../src/api/errors';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function clientWith(fetchImpl: typeof fetch, token: string | null = 'tok') {
  return new ApiClient(() => ({ baseUrl: 'http://api.test', merchant: 'DEMO', token }), fetchImpl);
}

describe('wps fetch client', () => {
  it('sends the Merchant and Authorization headers and drops empty parameters', async () => {
    let seen: Request | undefined;
    const client = clientWith(async (input, init) => {
      seen = new Request(input, init);
      return json({ success: true, value: 1 });
    });
    await client.call(ENDPOINTS.gameList, { query: { pageNo: 1, gameName: '', vassalage: undefined } });
    expect(seen!.headers.get('Merchant')).toBe('DEMO');
    expect(seen!.headers.get('Authorization')).toBe('tok');
    expect(seen!.url).toBe(`http://api.test${ENDPOINTS.gameList.path}?pageNo=1`);
  });

  it('returns the value of a success envelope', async () => {
    const client = clientWith(async () => json({ success: true, value: { list: [1, 2] } }));
    await expect(client.call(ENDPOINTS.status)).resolves.toEqual({ list: [1, 2] });
  });

  it('turns a failure envelope into an ApiError with its code and HTTP status', async () => {
    const client = clientWith(async () => json({ success: false, errorCode: 'invalid_parameter', message: 'pageNo' }, 400));
    const error = await client.call(ENDPOINTS.status).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'invalid_parameter', status: 400, transient: false });
  });

  it('keeps how long a refusal asks to wait (Retry-After, seconds or a date)', async () => {
    const refused = clientWith(async () => new Response(JSON.stringify({ success: false, errorCode: 'too_many_requests' }), { status: 429, headers: { 'Retry-After': '120' } }));
    await expect(refused.call(ENDPOINTS.status)).rejects.toMatchObject({ code: 'too_many_requests', status: 429, retryAfterMs: 120_000 });
    expect(retryAfterMs('Wed, 21 Oct 2015 07:28:30 GMT', Date.parse('Wed, 21 Oct 2015 07:28:00 GMT'))).toBe(30_000);
    expect(retryAfterMs('soon')).toBeUndefined();
    expect(retryAfterMs(null)).toBeUndefined();
  });

  it('reports a non-envelope answer as bad_response, not as a crash', async () => {
    const client = clientWith(async () => new Response('<html>502</html>', { status: 502 }));
    await expect(client.call(ENDPOINTS.status)).rejects.toMatchObject({ code: 'bad_response', status: 502, transient: true });
  });

  it('reports a network failure as offline and a slow answer as timeout', async () => {
    const offline = clientWith(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(offline.call(ENDPOINTS.status)).rejects.toMatchObject({ code: 'offline', transient: true });

    const slow = clientWith(
      (_input, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    await expect(slow.call(ENDPOINTS.status, { timeoutMs: 20 })).rejects.toMatchObject({ code: 'timeout' });
  });

  it('times out an answer whose headers came but whose body stalls, instead of waiting for ever', async () => {
    const stalled = clientWith(
      async (_input, init) =>
        new Response(
          new ReadableStream({
            start(controller) {
              controller.enqueue(new TextEncoder().encode('{"success":true,'));
              init?.signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
            },
          }),
          { status: 200, headers: { 'Content-Type': 'application/json' } },
        ),
    );
    await expect(stalled.call(ENDPOINTS.status, { timeoutMs: 30 })).rejects.toMatchObject({ code: 'timeout' });
  });

  it('tells when an answer was read at the earliest: the request start, or before a stored copy was confirmed', async () => {
    const before = Date.now();
    const fresh = await clientWith(async () => json({ success: true, value: 1 })).answer(ENDPOINTS.status);
    expect(fresh.asOf).toBeGreaterThanOrEqual(before);
    expect(fresh.asOf).toBeLessThanOrEqual(Date.now());

    const hit = (storedAt: string | null) => ({ headers: new Headers({ [LOBBY_HEADERS.cache]: 'hit', ...(storedAt === null ? {} : { [LOBBY_HEADERS.storedAt]: storedAt }) }) });
    expect(answerAsOf(hit('1000000'), 2_000_000)).toBe(1_000_000 - STORED_COPY_READ_WITHIN_MS);
    // Confirmed while this request ran: still no later than the confirming read could have started.
    expect(answerAsOf(hit('2000010'), 2_000_000)).toBe(2_000_010 - STORED_COPY_READ_WITHIN_MS);
    expect(answerAsOf(hit(null), 2_000_000)).toBe(0);
    expect(answerAsOf(hit('soon'), 2_000_000)).toBe(0);
  });

  it('builds same-origin relative URLs when no base is set', () => {
    expect(buildUrl('', '/api/a', { b: 2, a: 'x y' }, 'http://page.test')).toBe('/api/a?b=2&a=x+y');
  });

  it('encodes each body as its registry entry says: JSON, form or sealed, each sent once as text', async () => {
    const seen: Request[] = [];
    const client = clientWith(async (input, init) => {
      seen.push(new Request(input, init));
      return json({ success: true, value: null });
    });
    await client.call(ENDPOINTS.recentAdd, { body: { nodeId: 7 } });
    await client.call(ENDPOINTS.forgotByEmail, { body: { username: 'a', email: 'b@c.com' } });
    await client.call(ENDPOINTS.login, { sealed: { body: 'QUJD+/==', encryptionHeader: 'S0VZ' } });
    expect(await seen[0]!.text()).toBe('{"nodeId":7}');
    expect(seen[0]!.headers.get('Content-Type')).toBe('application/json');
    expect(await seen[1]!.text()).toBe('username=a&email=b%40c.com');
    expect(seen[1]!.headers.get('Content-Type')).toMatch(/^application\/x-www-form-urlencoded/);
    expect(await seen[2]!.text()).toBe('QUJD+/==');
    expect(seen[2]!.headers.get('Encryption')).toBe('S0VZ');
  });

  it('keeps the failure envelope value on the error (a failed login asks for a captcha)', async () => {
    const client = clientWith(async () => json({ success: false, errorCode: 'wrong_password', message: 'no', value: { captcha: true } }, 401));
    const error = await client.call(ENDPOINTS.status).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'wrong_password', status: 401, value: { captcha: true } });
  });

  it('maps a code the catalogue does not know to unknown, keeping the message', async () => {
    const client = clientWith(async () => json({ success: false, errorCode: 'some.other.backend', message: 'their words' }, 400));
    await expect(client.call(ENDPOINTS.status)).rejects.toMatchObject({ code: 'unknown', message: 'their words' });
  });

  it('fills path parameters and refuses a method the entry does not list', async () => {
    let url = '';
    const client = clientWith(async (input) => {
      url = String(input);
      return json({ success: true, value: { code: '1234' } });
    });
    await client.call(ENDPOINTS.devCaptchaCode, { params: { captchaId: 'a b' } });
    expect(url).toBe('http://api.test/dev/captcha/a%20b');
    await expect(client.call(ENDPOINTS.status, { method: 'DELETE' })).rejects.toThrow(/not one of its methods/);
  });
});
