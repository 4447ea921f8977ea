/**
 * The caller's address, as the per-address limits and the status call see it: X-Forwarded-For
 * is believed only from a configured proxy (TRUSTED_PROXIES). A caller on a real socket that
 * writes its own header is still known by its socket address.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { loadEnv } from '../../server/env';
import { ENDPOINTS } from '../../src/api/endpoints';
import type { SystemStatus } from '../../src/api/system-wire';
import { listenOnLoopback, startListeningServer, type ListeningServer } from './helpers';

let server: ListeningServer;
beforeAll(async () => {
  server = await startListeningServer();
});
afterAll(() => server.close());

async function statusIp(base: string, forwarded?: string): Promise<string> {
  const res = await fetch(`${base}${ENDPOINTS.status.path}`, { headers: forwarded ? { 'X-Forwarded-For': forwarded } : {} });
  return ((await res.json()) as { value: SystemStatus }).value.location.ip;
}

describe('the client address', () => {
  it('ignores an X-Forwarded-For written by a caller that is not a trusted proxy', async () => {
    const own = await statusIp(server.base);
    expect(own).toMatch(/127\.0\.0\.1/);
    expect(await statusIp(server.base, '203.0.113.9')).toBe(own);
    expect(await statusIp(server.base, `198.51.100.${Math.floor(Math.random() * 200)}`)).toBe(own);
  });

  it('believes a trusted proxy: the rightmost address that is not one of the proxies', async () => {
    const env = loadEnv({ DATA_DIR: server.dir, DIST_DIR: server.env.DIST_DIR, TRUSTED_PROXIES: '127.0.0.1, ::ffff:127.0.0.1, 10.0.0.2' });
    const app = createApp({ db: server.db, env, log: { error: () => undefined } });
    const { base, close } = await listenOnLoopback(app.fetch);
    try {
      expect(await statusIp(base, '203.0.113.7')).toBe('203.0.113.7');
      // A client's own claim (left) is not believed over what our proxies saw (right).
      expect(await statusIp(base, '1.2.3.4, 203.0.113.7, 10.0.0.2')).toBe('203.0.113.7');
    } finally {
      await close();
    }
  });

  it('refuses a malformed TRUSTED_PROXIES at start', () => {
    expect(() => loadEnv({ TRUSTED_PROXIES: 'a b; c' })).toThrow('TRUSTED_PROXIES');
  });
});
