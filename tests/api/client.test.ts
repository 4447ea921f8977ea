import { describe, expect, it } from 'vitest';
import { ApiClient, buildUrl } from '../../src/api/client';
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
    await client.get('/wps/game/list', { pageNo: 1, gameName: '', vassalage: undefined });
    expect(seen!.headers.get('Merchant')).toBe('DEMO');
    expect(seen!.headers.get('Authorization')).toBe('tok');
    expect(seen!.url).toBe('http://api.test/wps/game/list?pageNo=1');
  });

  it('returns the value of a success envelope', async () => {
    const client = clientWith(async () => json({ success: true, value: { list: [1, 2] } }));
    await expect(client.get('/x')).resolves.toEqual({ list: [1, 2] });
  });

  it('turns a failure envelope into an ApiError with its code and HTTP status', async () => {
    const client = clientWith(async () => json({ success: false, errorCode: 'invalid_parameter', message: 'pageNo' }, 400));
    const error = await client.get('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'invalid_parameter', status: 400, transient: false });
  });

  it('reports a non-envelope answer as bad_response, not as a crash', async () => {
    const client = clientWith(async () => new Response('<html>502</html>', { status: 502 }));
    await expect(client.get('/x')).rejects.toMatchObject({ code: 'bad_response', status: 502, transient: true });
  });

  it('reports a network failure as offline and a slow answer as timeout', async () => {
    const offline = clientWith(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(offline.get('/x')).rejects.toMatchObject({ code: 'offline', transient: true });

    const slow = clientWith(
      (_input, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    await expect(slow.get('/x', {}, { timeoutMs: 20 })).rejects.toMatchObject({ code: 'timeout' });
  });

  it('builds same-origin relative URLs when no base is set', () => {
    expect(buildUrl('', '/wps/a', { b: 2, a: 'x y' }, 'http://page.test')).toBe('/wps/a?b=2&a=x+y');
  });
});
