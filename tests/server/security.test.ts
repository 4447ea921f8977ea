import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { ENDPOINTS } from '../../src/api/endpoints';
import { loadEnv } from '../../server/env';
import { HSTS_VALUE } from '../../server/security';
import { makeTempDir, openTestDb, startListeningServer, startTestServer, type ListeningServer } from './helpers';
import { rmSync } from 'node:fs';
import { href } from '../../src/routes';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

async function cspWith(extra: Record<string, string>) {
  const dir = makeTempDir();
  dirs.push(dir);
  const db = await openTestDb(dir);
  const app = createApp({ db, env: loadEnv({ DATA_DIR: dir, NODE_ENV: 'test', DEV_HELPERS: '1', ...extra }) });
  const csp = (await app.request(ENDPOINTS.whitelabel.path)).headers.get('Content-Security-Policy') ?? '';
  await db.destroy();
  return csp;
}

describe('Content-Security-Policy', () => {
  it('allows only this origin for scripts and connections by default', async () => {
    const csp = await cspWith({});
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('apis.google.com');
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('lets the Firebase sign-in popup work once an operator configures its auth domain', async () => {
    const csp = await cspWith({ FIREBASE_AUTH_DOMAIN: 'lobby-demo.firebaseapp.com' });
    expect(csp).toContain('https://apis.google.com');
    expect(csp).toContain('frame-src https://lobby-demo.firebaseapp.com');
    expect(csp).toContain('https://identitytoolkit.googleapis.com');
  });
});

describe('framing', () => {
  it('lets only this origin frame the customer-service pages; everything else is never framed', async () => {
    const dir = makeTempDir();
    dirs.push(dir);
    const db = await openTestDb(dir);
    const app = createApp({ db, env: loadEnv({ DATA_DIR: dir, NODE_ENV: 'test', DEV_HELPERS: '1' }), log: { error: () => {} } });
    const support = await app.request('/support/telegram');
    expect(support.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'self'");
    expect(support.headers.get('X-Frame-Options')).toBe('SAMEORIGIN');
    for (const path of [ENDPOINTS.whitelabel.path, href('home'), '/play/1']) {
      const res = await app.request(path);
      expect(res.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
      expect(res.headers.get('X-Frame-Options')).toBe('DENY');
    }
    await db.destroy();
  });
});

describe('Permissions-Policy', () => {
  it('turns off the features the lobby never uses and keeps copying and fullscreen for this origin', async () => {
    const server = await startTestServer();
    try {
      for (const path of [ENDPOINTS.whitelabel.path, href('home'), '/support/telegram']) {
        const policy = (await server.app.request(path)).headers.get('Permissions-Policy') ?? '';
        for (const off of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()']) expect(policy, path).toContain(off);
        expect(policy).toContain('clipboard-write=(self)');
        expect(policy).toContain('fullscreen=(self)');
      }
    } finally {
      await server.close();
    }
  });
});

describe('Strict-Transport-Security', () => {
  let server: ListeningServer;
  beforeAll(async () => {
    server = await startListeningServer();
  });
  afterAll(() => server.close());

  const hsts = async (url: string, headers: Record<string, string> = {}) => (await server.app.request(url, { headers })).headers.get('Strict-Transport-Security');

  it('is not sent over plain http, where it would pin nothing', async () => {
    expect(await hsts(`http://localhost${ENDPOINTS.whitelabel.path}`)).toBeNull();
    expect((await fetch(`${server.base}${ENDPOINTS.whitelabel.path}`)).headers.get('Strict-Transport-Security')).toBeNull();
  });

  it('is sent over https, or when one of our proxies says the player used https', async () => {
    expect(await hsts(`https://lobby.example${ENDPOINTS.whitelabel.path}`)).toBe(HSTS_VALUE);
    // In-process requests stand for requests through the trusted proxy on the test server.
    expect(await hsts(ENDPOINTS.whitelabel.path, { 'X-Forwarded-Proto': 'https' })).toBe(HSTS_VALUE);
  });

  it('believes X-Forwarded-Proto from nobody else', async () => {
    const res = await fetch(`${server.base}${ENDPOINTS.whitelabel.path}`, { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(res.headers.get('Strict-Transport-Security')).toBeNull();
  });

  it('is always sent when the public origin is https', async () => {
    const dir = makeTempDir();
    dirs.push(dir);
    const db = await openTestDb(dir);
    const app = createApp({ db, env: loadEnv({ DATA_DIR: dir, PUBLIC_ORIGIN: 'https://lobby.example' }), log: { error: () => {} } });
    expect((await app.request(`http://lobby.example${ENDPOINTS.whitelabel.path}`)).headers.get('Strict-Transport-Security')).toBe(HSTS_VALUE);
    await db.destroy();
  });
});

describe('hosts', () => {
  it('answers any host in the demo: localhost, 127.0.0.1 on any port, an address on the LAN', async () => {
    const server = await startTestServer();
    try {
      for (const origin of ['http://localhost:8080', 'http://127.0.0.1:51234', 'http://192.168.1.20:8080', 'http://lobby.local']) {
        expect((await server.app.request(`${origin}${ENDPOINTS.whitelabel.path}`)).status, origin).toBe(200);
      }
    } finally {
      await server.close();
    }
  });

  it('answers only the allowed hosts once ALLOWED_HOSTS is set, a name without a port on any port', async () => {
    const dir = makeTempDir();
    dirs.push(dir);
    const db = await openTestDb(dir);
    const app = createApp({ db, env: loadEnv({ DATA_DIR: dir, ALLOWED_HOSTS: 'localhost,192.168.1.20:8080' }), log: { error: () => {} } });
    const status = async (origin: string) => (await app.request(`${origin}${ENDPOINTS.whitelabel.path}`)).status;
    expect(await status('http://localhost:8080')).toBe(200);
    expect(await status('http://localhost:9999')).toBe(200);
    expect(await status('http://192.168.1.20:8080')).toBe(200);
    expect(await status('http://192.168.1.20:8081')).toBe(421);
    expect(await status('http://evil.example')).toBe(421);
    const route = await app.request(`http://localhost:8080${ENDPOINTS.domainRoute.path}?device=0`);
    expect(((await route.json()) as { value: { domainList: unknown } }).value.domainList).toEqual([{ domainName: 'localhost:8080' }, { domainName: '127.0.0.1:8080' }]);
    await db.destroy();
  });
});
