import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { ENDPOINTS } from '../../src/api/endpoints';
import { loadEnv } from '../../server/env';
import { makeTempDir, openTestDb } from './helpers';
import { rmSync } from 'node:fs';

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
    for (const path of [ENDPOINTS.whitelabel.path, '/m/home', '/play/1']) {
      const res = await app.request(path);
      expect(res.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
      expect(res.headers.get('X-Frame-Options')).toBe('DENY');
    }
    await db.destroy();
  });
});
