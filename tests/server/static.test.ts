import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, ENVELOPE_PREFIXES } from '../../src/api/endpoints';
import { makeTempDir, startTestServer, type TestServer } from './helpers';
import { href } from '../../src/routes';

const INDEX = '<!doctype html><title>Lobby</title><div id="root"></div>';
let distDir: string;
let server: TestServer;

beforeAll(async () => {
  distDir = makeTempDir('lobby-dist-');
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, 'index.html'), INDEX);
  writeFileSync(join(distDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(distDir, 'manifest.webmanifest'), '{"name":"Lobby"}');
  writeFileSync(join(distDir, 'assets', 'x.js'), 'console.log("x");');
  writeFileSync(join(distDir, 'robots.txt'), 'User-agent: *');
  mkdirSync(join(distDir, '.vite'));
  writeFileSync(join(distDir, '.vite', 'manifest.json'), '{}');
  server = await startTestServer({ distDir });
});
afterAll(async () => {
  await server.close();
  rmSync(distDir, { recursive: true, force: true });
});

const get = (path: string, init?: RequestInit) => server.app.request(path, init);

describe('serving the built PWA', () => {
  it('serves hashed assets as immutable for a year', async () => {
    const res = await get('/assets/x.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('Content-Type')).toMatch(/javascript/);
    expect(await res.text()).toContain('console.log');
  });

  it.each(['/sw.js', '/index.html', '/manifest.webmanifest', '/'])('serves %s with no-cache', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
  });

  it('serves a file changed after it was first served as it is now (a rebuild while running)', async () => {
    writeFileSync(join(distDir, 'assets', 'rebuilt.js'), 'console.log("first");');
    expect(await (await get('/assets/rebuilt.js')).text()).toBe('console.log("first");');
    writeFileSync(join(distDir, 'assets', 'rebuilt.js'), 'console.log("second build");');
    const res = await get('/assets/rebuilt.js');
    expect(await res.text()).toBe('console.log("second build");');
    expect(res.headers.get('Content-Length')).toBe(String('console.log("second build");'.length));
  });

  it('serves other files with a short cache', async () => {
    const res = await get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=3600');
  });

  it.each([href('home'), href('provider'), '/m/index.html', href('agentHome'), '/anything/else'])(
    'answers the client route %s with index.html (SPA fallback), no-cache',
    async (path) => {
      const res = await get(`${path}?vassalage=JILI`);
      expect(res.status).toBe(200);
      expect(res.headers.get('Content-Type')).toMatch(/text\/html/);
      expect(res.headers.get('Cache-Control')).toBe('no-cache');
      expect(await res.text()).toBe(INDEX);
    },
  );

  it('keeps a missing asset a 404 rather than answering HTML', async () => {
    expect((await get('/assets/missing.js')).status).toBe(404);
    expect((await get('/missing.png')).status).toBe(404);
  });

  it('never falls back to the SPA under /wps, /media, /common or /dev', async () => {
    for (const path of [`${ENVELOPE_PREFIXES[0]}/unknown`, '/media/unknown', '/common/unknown', '/dev/unknown']) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('Content-Type'), path).not.toMatch(/text\/html/);
    }
  });

  it('keeps the build manifest (read by the server) from browsers', async () => {
    expect((await get('/.vite/manifest.json')).status).toBe(404);
  });

  it('refuses path traversal', async () => {
    const res = await get('/assets/..%2f..%2fetc%2fpasswd');
    expect([400, 404]).toContain(res.status);
  });

  it('answers HEAD for shell files', async () => {
    const res = await get('/sw.js', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
  });
});

describe('security headers', () => {
  it.each(['/assets/x.js', href('home'), ENDPOINTS.gameList.path, `${ENDPOINTS.gameList.path}?pageNo=abc`, `${ENVELOPE_PREFIXES[0]}/nope`, '/media/vendor/JILI.webp', ENDPOINTS.ping.path])(
    'are on %s',
    async (path) => {
      const res = await get(path);
      expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(res.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
      const csp = res.headers.get('Content-Security-Policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("img-src 'self' data: blob:");
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain("worker-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
    },
  );
});

describe('without a build', () => {
  it('answers 503 text telling to run npm run build', async () => {
    const bare = await startTestServer();
    try {
      const res = await bare.app.request(href('home'));
      expect(res.status).toBe(503);
      expect(res.headers.get('Content-Type')).toMatch(/text\/plain/);
      expect(await res.text()).toContain('npm run build');
      expect((await bare.app.request(ENDPOINTS.gameList.path)).status).toBe(200);
    } finally {
      await bare.close();
    }
  });
});
