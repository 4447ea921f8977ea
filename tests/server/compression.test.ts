/**
 * Every text answer goes out compressed when the client accepts it (DESIGN §8): built files as
 * the build precompressed them, generated answers (envelopes, media, the SPA shell) compressed on
 * the way out — and neither changes what the client decodes, nor what the idempotency store keeps.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../scripts/vite-compress';
import { compressAnswers, MIN_COMPRESS_BYTES, negotiateCoding } from '../../server/compress';
import { requireMember } from '../../server/access/auth';
import { idempotent } from '../../server/http/idempotency';
import { ENDPOINTS, ENVELOPE_PREFIXES } from '../../src/api/endpoints';
import { makeTempDir, startListeningServer, type ListeningServer } from './helpers';
import { href } from '../../src/routes';

const APP_JS = 'assets/app-Hash1234.js';
const TINY_JS = 'assets/tiny-Hash1234.js';
const STYLE_CSS = 'assets/style-Hash1234.css';
const ICON_PNG = 'icons/icon.png';
const PATCHED_JS = 'assets/patched-Hash1234.js';
const COPIED_JS = 'assets/copied-Hash1234.js';
// Over 1 KB, so the build compresses it too.
const INDEX = `<!doctype html><html><head><title>Lobby</title>${'<meta name="x" content="filler">'.repeat(60)}</head><body><div id="root"></div></body></html>`;

let distDir: string;
let server: ListeningServer;

const file = (name: string) => readFileSync(join(distDir, name));

function decode(body: Buffer, encoding: string | null): Buffer {
  if (body.length === 0) return body;
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'gzip') return gunzipSync(body);
  return body;
}

async function get(path: string, acceptEncoding?: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  if (acceptEncoding !== undefined) headers.set('Accept-Encoding', acceptEncoding);
  const response = await server.app.request(path, { ...init, headers });
  // Headers first: reading the body of @hono/node-server's lightweight Response rebuilds it from
  // its first init, without the headers middleware added since (what the socket sends has them).
  const res = { status: response.status, headers: new Headers(response.headers) };
  const raw = Buffer.from(await response.arrayBuffer());
  return { res, raw, body: decode(raw, res.headers.get('Content-Encoding')) };
}

const varies = (res: { headers: Headers }) => /accept-encoding/i.test(res.headers.get('Vary') ?? '');

beforeAll(async () => {
  distDir = makeTempDir('lobby-dist-');
  mkdirSync(join(distDir, 'assets'));
  mkdirSync(join(distDir, 'icons'));
  writeFileSync(join(distDir, 'index.html'), INDEX);
  const lines = Array.from({ length: 400 }, (_, i) => `export const value${i} = { id: ${i}, label: "item number ${i}" };`);
  writeFileSync(join(distDir, APP_JS), lines.join('\n'));
  writeFileSync(join(distDir, PATCHED_JS), lines.join('\n'));
  writeFileSync(join(distDir, COPIED_JS), lines.join('\n'));
  writeFileSync(join(distDir, TINY_JS), 'console.log("tiny");');
  writeFileSync(join(distDir, STYLE_CSS), Array.from({ length: 100 }, (_, i) => `.c${i}{color:#${i}${i}${i};margin:${i}px}`).join('\n'));
  writeFileSync(join(distDir, ICON_PNG), Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256)));
  await precompressDir(distDir);
  server = await startListeningServer({ distDir });
});
afterAll(async () => {
  await server.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe('Accept-Encoding negotiation', () => {
  it.each([
    ['br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['BR;Q=0, gzip;q=0.8', 'gzip'],
    ['gzip;q=0.9, br;q=0.5', 'gzip'],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['br;q=0.5, identity', undefined],
    ['br;q=0.5', 'br'],
    ['*;q=0', undefined],
    ['identity', undefined],
    ['deflate', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%s → %s', (header, expected) => {
    expect(negotiateCoding(header)).toBe(expected);
  });

  it('only picks codings that exist', () => {
    expect(negotiateCoding('br, gzip', ['gzip'])).toBe('gzip');
    expect(negotiateCoding('br', ['gzip'])).toBeUndefined();
  });
});

describe('the build precompresses', () => {
  it('writes .br and .gz beside compressible files of 1 KB and more, and nothing else', () => {
    for (const name of [APP_JS, STYLE_CSS, 'index.html']) {
      expect(brotliDecompressSync(file(`${name}.br`)).equals(file(name)), name).toBe(true);
      expect(gunzipSync(file(`${name}.gz`)).equals(file(name)), name).toBe(true);
    }
    for (const name of [TINY_JS, ICON_PNG]) {
      expect(existsSync(join(distDir, `${name}.br`)), name).toBe(false);
      expect(existsSync(join(distDir, `${name}.gz`)), name).toBe(false);
    }
  });
});

describe('built files', () => {
  it.each([
    ['br', 'br'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    [undefined, null],
    ['identity', null],
  ])('Accept-Encoding %s → sent as %s, decoding to the file', async (accept, expected) => {
    const { res, raw, body } = await get(`/${APP_JS}`, accept);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Encoding')).toBe(expected);
    expect(varies(res)).toBe(true);
    expect(res.headers.get('Content-Type')).toMatch(/javascript/);
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('Content-Length')).toBe(String(raw.length));
    expect(body.equals(file(APP_JS))).toBe(true);
    if (expected) expect(raw.length).toBeLessThan(file(APP_JS).length / 2);
  });

  it('sends CSS with its own type', async () => {
    const { res, body } = await get(`/${STYLE_CSS}`, 'br');
    expect(res.headers.get('Content-Encoding')).toBe('br');
    expect(res.headers.get('Content-Type')).toMatch(/^text\/css/);
    expect(body.equals(file(STYLE_CSS))).toBe(true);
  });

  it('sends a file the build left plain as it is, still varying on Accept-Encoding', async () => {
    const { res, raw } = await get(`/${TINY_JS}`, 'br, gzip');
    expect(res.headers.get('Content-Encoding')).toBeNull();
    expect(varies(res)).toBe(true);
    expect(raw.equals(file(TINY_JS))).toBe(true);
  });

  it('never compresses or varies an image', async () => {
    const { res, raw } = await get(`/${ICON_PNG}`, 'br, gzip');
    expect(res.headers.get('Content-Type')).toBe('image/png');
    expect(res.headers.get('Content-Encoding')).toBeNull();
    expect(varies(res)).toBe(false);
    expect(raw.equals(file(ICON_PNG))).toBe(true);
  });

  it('answers a direct /index.html with the build file itself (what the service worker precaches)', async () => {
    for (const accept of ['br', 'gzip', undefined]) {
      const { res, body } = await get('/index.html', accept);
      expect(res.headers.get('Cache-Control')).toBe('no-cache');
      expect(res.headers.get('Content-Type')).toMatch(/text\/html/);
      expect(varies(res)).toBe(true);
      expect(body.toString('utf8')).toBe(INDEX);
    }
  });

  it('compresses the SPA fallback per request', async () => {
    const plain = await get(href('provider'));
    expect(plain.res.headers.get('Content-Encoding')).toBeNull();
    const { res, raw, body } = await get(href('provider'), 'br');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/text\/html/);
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
    expect(res.headers.get('Content-Encoding')).toBe('br');
    expect(varies(res)).toBe(true);
    expect(res.headers.get('Content-Length')).toBe(String(raw.length));
    expect(body.toString('utf8')).toBe(plain.body.toString('utf8'));
    expect(body.toString('utf8')).toMatch(/^<!doctype html>/);
  });

  it('never sends a copy the file was changed after', async () => {
    const past = new Date(Date.now() - 60_000);
    // Changed after the build (a patched deployment): its copies are stale.
    writeFileSync(join(distDir, PATCHED_JS), 'export const patched = true;\n'.repeat(100));
    for (const suffix of ['.br', '.gz']) utimesSync(join(distDir, `${PATCHED_JS}${suffix}`), past, past);
    // Copied with its copies in any order (cp without timestamps): older copies, same bytes.
    for (const suffix of ['.br', '.gz']) utimesSync(join(distDir, `${COPIED_JS}${suffix}`), past, past);
    for (const accept of ['br', 'gzip']) {
      const patched = await get(`/${PATCHED_JS}`, accept);
      expect(patched.res.headers.get('Content-Encoding')).toBeNull();
      expect(varies(patched.res)).toBe(true);
      expect(patched.body.equals(file(PATCHED_JS))).toBe(true);
      const copied = await get(`/${COPIED_JS}`, accept);
      expect(copied.res.headers.get('Content-Encoding')).toBe(accept);
      expect(copied.body.equals(file(COPIED_JS))).toBe(true);
    }
  });

  it('keeps a missing asset a 404', async () => {
    expect((await get('/assets/missing.js', 'br')).res.status).toBe(404);
  });
});

describe('generated answers', () => {
  it('compresses a game list, which decodes to the same JSON', async () => {
    const plain = await get(ENDPOINTS.gameList.path);
    expect(plain.raw.length).toBeGreaterThan(MIN_COMPRESS_BYTES);
    expect(plain.res.headers.get('Content-Encoding')).toBeNull();
    expect(varies(plain.res)).toBe(true);
    for (const coding of ['br', 'gzip']) {
      const { res, raw, body } = await get(ENDPOINTS.gameList.path, coding);
      expect(res.status).toBe(200);
      expect(res.headers.get('Content-Encoding')).toBe(coding);
      expect(res.headers.get('Content-Type')).toMatch(/application\/json/);
      expect(varies(res)).toBe(true);
      expect(res.headers.get('Content-Length')).toBe(String(raw.length));
      expect(raw.length).toBeLessThan(plain.raw.length / 3);
      expect(JSON.parse(body.toString('utf8'))).toEqual(JSON.parse(plain.body.toString('utf8')));
    }
  });

  it('leaves a tiny answer plain', async () => {
    const { res, raw } = await get(ENDPOINTS.ping.path, 'br, gzip');
    expect(res.status).toBe(200);
    expect(raw.length).toBeLessThan(MIN_COMPRESS_BYTES);
    expect(res.headers.get('Content-Encoding')).toBeNull();
    expect(JSON.parse(raw.toString('utf8'))).toBeTruthy();
  });

  it('leaves error envelopes readable', async () => {
    const { res, body } = await get(`${ENVELOPE_PREFIXES[0]}/no-such-call`, 'br');
    expect(res.status).toBe(404);
    expect((JSON.parse(body.toString('utf8')) as { success: boolean }).success).toBe(false);
  });

  it('answers HEAD with the headers GET would send', async () => {
    const get_ = await get(ENDPOINTS.gameList.path, 'br');
    const head = await get(ENDPOINTS.gameList.path, 'br', { method: 'HEAD' });
    expect(head.res.status).toBe(200);
    expect(head.raw.length).toBe(0);
    expect(head.res.headers.get('Content-Encoding')).toBe('br');
    expect(varies(head.res)).toBe(true);
    const asset = await get(`/${APP_JS}`, 'br', { method: 'HEAD' });
    expect(asset.raw.length).toBe(0);
    expect(asset.res.headers.get('Content-Encoding')).toBe('br');
    expect(asset.res.headers.get('Content-Length')).toBe(String(file(`${APP_JS}.br`).length));
    expect(get_.res.headers.get('Content-Encoding')).toBe('br');
  });

  it('compresses media SVGs under a weak ETag that still revalidates', async () => {
    const plain = await get('/media/banner/1.svg');
    const strong = plain.res.headers.get('ETag');
    expect(strong).toMatch(/^"/);
    const { res, body } = await get('/media/banner/1.svg', 'br');
    expect(res.headers.get('Content-Type')).toMatch(/image\/svg\+xml/);
    expect(varies(res)).toBe(true);
    expect(res.headers.get('Content-Encoding')).toBe('br');
    expect(res.headers.get('ETag')).toBe(`W/${strong}`);
    expect(body.equals(plain.body)).toBe(true);
    const again = await get('/media/banner/1.svg', 'br', { headers: { 'If-None-Match': res.headers.get('ETag') ?? '' } });
    expect(again.res.status).toBe(304);
    expect(again.raw.length).toBe(0);
    expect(varies(again.res)).toBe(true);
  });
});

describe('idempotent replays', () => {
  it('keep the plain first body and answer it again, compressed or not', async () => {
    const token = await server.signIn('demo');
    const game = await server.db.selectFrom('games').select('node_id').orderBy('node_id').executeTakeFirstOrThrow();
    const key = 'compress-replay-0001';
    const send = (accept: string | undefined) =>
      get(ENDPOINTS.favouriteAdd.path, accept, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: token, 'Idempotency-Key': key },
        body: JSON.stringify({ nodeId: game.node_id }),
      });

    const first = await send('br, gzip');
    expect(first.res.status).toBe(200);
    const stored = await server.db.selectFrom('applied_ops').select('body').where('op_id', '=', key).executeTakeFirstOrThrow();
    expect(JSON.parse(stored.body ?? '')).toEqual(JSON.parse(first.body.toString('utf8')));

    for (const accept of ['br', 'gzip', undefined]) {
      const again = await send(accept);
      expect(again.res.status).toBe(200);
      expect(again.res.headers.get('Idempotent-Replayed')).toBe('true');
      expect(JSON.parse(again.body.toString('utf8'))).toEqual(JSON.parse(first.body.toString('utf8')));
    }

    // An answer big enough to be compressed: the store still keeps it plain, a replay sends it again.
    const app = new Hono();
    app.use('*', compressAnswers());
    const list = Array.from({ length: 200 }, (_, i) => ({ nodeId: i, name: `Game ${i}` }));
    app.post('/big', requireMember(server.db), idempotent(server.db, () => ({ body: {} })), (c) => c.json({ success: true, value: { list } }));
    const big = async (accept: string) => {
      const response = await app.request('/big', { method: 'POST', headers: { Authorization: token, 'Idempotency-Key': 'compress-replay-0002', 'Accept-Encoding': accept } });
      const res = { headers: new Headers(response.headers) };
      return { res, body: JSON.parse(decode(Buffer.from(await response.arrayBuffer()), res.headers.get('Content-Encoding')).toString('utf8')) as unknown };
    };
    const bigFirst = await big('br');
    expect(bigFirst.res.headers.get('Content-Encoding')).toBe('br');
    const bigStored = await server.db.selectFrom('applied_ops').select('body').where('op_id', '=', 'compress-replay-0002').executeTakeFirstOrThrow();
    expect(JSON.parse(bigStored.body ?? '')).toEqual(bigFirst.body);
    const bigAgain = await big('gzip');
    expect(bigAgain.res.headers.get('Idempotent-Replayed')).toBe('true');
    expect(bigAgain.res.headers.get('Content-Encoding')).toBe('gzip');
    expect(bigAgain.body).toEqual(bigFirst.body);
  });
});

describe('over a real connection', () => {
  /** Raw bytes as the socket carries them (fetch would decode them). */
  function rawRequest(path: string, method: string, acceptEncoding: string) {
    return new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
      const req = httpRequest(`${server.base}${path}`, { method, headers: { 'Accept-Encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end();
    });
  }

  it('sends the precompressed asset and the compressed game list as the headers say', async () => {
    const asset = await rawRequest(`/${APP_JS}`, 'GET', 'gzip, deflate, br');
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['content-length']).toBe(String(asset.body.length));
    expect(brotliDecompressSync(asset.body).equals(file(APP_JS))).toBe(true);

    const head = await rawRequest(`/${APP_JS}`, 'HEAD', 'gzip');
    expect(head.headers['content-encoding']).toBe('gzip');
    expect(head.headers['content-length']).toBe(String(file(`${APP_JS}.gz`).length));
    expect(head.body.length).toBe(0);

    const list = await rawRequest(ENDPOINTS.gameList.path, 'GET', 'br');
    const plainList = await rawRequest(ENDPOINTS.gameList.path, 'GET', 'identity');
    for (const sent of [list, plainList, asset]) {
      // What other middleware added must survive (de)compression on the node server's Response.
      expect(sent.headers['x-content-type-options']).toBe('nosniff');
      expect(sent.headers['content-security-policy']).toContain("default-src 'self'");
      expect(sent.headers['cache-control']).toBeTruthy();
    }
    expect(plainList.headers['content-encoding']).toBeUndefined();
    expect(plainList.headers.vary).toMatch(/Accept-Encoding/);
    expect(list.headers['content-encoding']).toBe('br');
    expect(list.headers.vary).toMatch(/Accept-Encoding/);
    expect(list.headers['content-length']).toBe(String(list.body.length));
    expect(JSON.parse(brotliDecompressSync(list.body).toString('utf8'))).toMatchObject({ success: true });
  });
});
