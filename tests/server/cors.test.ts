/**
 * Cross-origin calls between the server's own loopback origins (the speed picker may switch the
 * API base from localhost:P to 127.0.0.1:P): allowed for /wps and /common on the same port only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowedOrigin, siblingOrigins } from '../../server/cors';
import { ownDomains } from '../../server/system/domain-route';
import { ENDPOINTS } from '../../src/api/endpoints';
import { startTestServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('own domains', () => {
  it('adds the other loopback spelling on the same port', () => {
    expect(ownDomains('localhost:8091')).toEqual(['localhost:8091', '127.0.0.1:8091']);
    expect(ownDomains('127.0.0.1:8091')).toEqual(['127.0.0.1:8091', 'localhost:8091']);
    expect(ownDomains('lobby.example')).toEqual(['lobby.example']);
  });

  it('allows only same-port loopback siblings', () => {
    const url = new URL('http://127.0.0.1:8091/wps/system/status');
    expect(siblingOrigins(url)).toEqual(['http://localhost:8091']);
    expect(allowedOrigin(url, 'http://localhost:8091')).toBe('http://localhost:8091');
    expect(allowedOrigin(url, 'http://localhost:9999')).toBeUndefined();
    expect(allowedOrigin(url, 'https://evil.example')).toBeUndefined();
    expect(allowedOrigin(url, 'null')).toBeUndefined();
    expect(allowedOrigin(new URL('http://lobby.example/wps/x'), 'http://localhost')).toBeUndefined();
  });
});

describe('CORS on the API', () => {
  const status = `http://127.0.0.1:8091${ENDPOINTS.status.path}`;

  it('answers a preflight from the localhost page', async () => {
    const res = await server.app.request(status, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:8091',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'merchant',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('http://localhost:8091');
    expect(res.headers.get('Access-Control-Allow-Headers')).toMatch(/Merchant/);
    expect(res.headers.get('Access-Control-Allow-Headers')).toMatch(/Authorization/);
  });

  it('marks a same-port loopback GET readable, and varies on Origin', async () => {
    const res = await server.app.request(status, { headers: { Origin: 'http://localhost:8091' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('http://localhost:8091');
    expect(res.headers.get('Vary')).toMatch(/Origin/);
  });

  it('does not open the API to other origins or ports', async () => {
    for (const origin of ['https://evil.example', 'http://localhost:1234']) {
      const res = await server.app.request(status, { headers: { Origin: origin } });
      expect(res.headers.get('Access-Control-Allow-Origin')).toBeNull();
    }
  });

  it('leaves the app pages without CORS but lets them connect to the sibling origin', async () => {
    const res = await server.app.request('http://localhost:8091/m/home', { headers: { Origin: 'http://127.0.0.1:8091' } });
    expect(res.headers.get('Access-Control-Allow-Origin')).toBeNull();
    const csp = res.headers.get('Content-Security-Policy') ?? '';
    expect(csp).toMatch(/connect-src 'self' http:\/\/127\.0\.0\.1:8091/);
  });

  it('keeps connect-src to self on a public host', async () => {
    const res = await server.app.request(`http://lobby.example${ENDPOINTS.status.path}`);
    expect(res.headers.get('Content-Security-Policy')).toMatch(/connect-src 'self';/);
  });
});
