import { readdirSync, rmSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { themeFor } from '../../server/media/art/themes';
import { makeTempDir, serverForFile } from './helpers';

const { server } = serverForFile();

/** GETs a raster picture: WebP, cacheable, decodable by sharp. */
async function webp(path: string) {
  const res = await server.app.request(path);
  expect(res.status, path).toBe(200);
  expect(res.headers.get('Content-Type')).toBe('image/webp');
  expect(res.headers.get('Cache-Control')).toBe('public, max-age=604800');
  const bytes = Buffer.from(await res.arrayBuffer());
  const meta = await sharp(bytes).metadata();
  expect(meta.format).toBe('webp');
  return { bytes, width: meta.width, height: meta.height };
}

async function svg(path: string) {
  const res = await server.app.request(path);
  expect(res.status, path).toBe(200);
  expect(res.headers.get('Content-Type')).toBe('image/svg+xml; charset=utf-8');
  expect(res.headers.get('Cache-Control')).toBe('public, max-age=604800');
  return res.text();
}

/** The scene inside a banner's SVG, decoded. */
async function embeddedScene(text: string) {
  const data = /href="data:image\/webp;base64,([^"]+)"/.exec(text)?.[1];
  expect(data).toBeTruthy();
  return sharp(Buffer.from(data!, 'base64')).metadata();
}

const games = () => server.db.selectFrom('games').select(['node_id', 'name', 'category', 'classify', 'icon_url']).orderBy('node_id').execute();

describe('generated media', () => {
  it('keeps a rendered picture in MEDIA_CACHE_DIR, named by its content hash', async () => {
    const dir = makeTempDir('lobby-media-');
    try {
      const app = createApp({ db: server.db, env: { ...server.env, MEDIA_CACHE_DIR: dir }, log: { error: () => undefined } });
      // A dealer seed no other test draws: the picture is rendered here, not found in memory.
      const seed = 900_000_000 + Math.floor(Math.random() * 99_999_999);
      const res = await app.request(`/media/dealer/${seed}.webp`);
      expect(res.status).toBe(200);
      expect(readdirSync(dir)).toEqual([expect.stringMatching(/^[0-9a-f]{64}\.webp$/)]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('draws a game tile as a 240×240 WebP at the URL the catalogue gives, the same bytes every time', async () => {
    const [game] = await games();
    expect(game!.icon_url).toBe(`/media/game/${game!.node_id}.webp`);
    const first = await webp(game!.icon_url);
    expect([first.width, first.height]).toEqual([240, 240]);
    expect((await webp(game!.icon_url)).bytes.equals(first.bytes)).toBe(true);
  });

  it('gives games of different themes different pictures', async () => {
    const all = await games();
    const fishing = all.find((g) => themeFor(g) === 'fish');
    const cards = all.find((g) => themeFor(g) === 'cards');
    expect(fishing && cards).toBeTruthy();
    const a = await sharp((await webp(fishing!.icon_url)).bytes).raw().toBuffer();
    const b = await sharp((await webp(cards!.icon_url)).bytes).raw().toBuffer();
    // Compared as pixels: a fish on blue water and cards on green felt differ in most of the picture.
    let differing = 0;
    for (let i = 0; i < a.length; i += 4) if (Math.abs(a[i]! - b[i]!) + Math.abs(a[i + 1]! - b[i + 1]!) + Math.abs(a[i + 2]! - b[i + 2]!) > 60) differing += 1;
    expect(differing / (a.length / 4)).toBeGreaterThan(0.4);
  });

  it('picks a theme from the name first, else from the kind of game', () => {
    expect(themeFor({ name: 'Golden Dragon', category: 'RNG', classify: 'SLOT' })).toBe('dragon');
    expect(themeFor({ name: 'Ocean King', category: 'FISH', classify: 'FISH' })).toBe('ocean');
    expect(themeFor({ name: 'Speed Baccarat', category: 'LIVE', classify: 'BACCARAT' })).toBe('cards');
    expect(themeFor({ name: 'Space Odyssey', category: 'RNG', classify: 'SLOT' })).toBe('space');
    expect(themeFor({ name: 'Wild Bounty', category: 'RNG', classify: 'SLOT' })).toBe('sevens');
    expect(themeFor({ name: 'Qwerty', category: 'FISH', classify: 'FISH' })).toBe('fish');
    expect(themeFor({ name: 'Qwerty', category: 'SPORTS', classify: 'SPORTS' })).toBe('football');
    expect(themeFor({ name: 'Qwerty', category: 'LOTT', classify: 'LOTT' })).toBe('balls');
  });

  it('draws a vendor logo for any well-formed code, long ones too', async () => {
    for (const code of ['JILI', 'TCG_LOTTO_VN']) {
      const logo = await webp(`/media/vendor/${code}.webp`);
      expect([logo.width, logo.height]).toEqual([240, 150]);
    }
    const jili = await webp('/media/vendor/JILI.webp');
    const evo = await webp('/media/vendor/EVO.webp');
    expect(jili.bytes.equals(evo.bytes)).toBe(false);
  });

  it('keeps URLs stored before the pictures were rasters working', async () => {
    const [game] = await games();
    const legacy = await webp(`/media/game/${game!.node_id}.svg`);
    expect(legacy.bytes.equals((await webp(`/media/game/${game!.node_id}.webp`)).bytes)).toBe(true);
  });

  it('draws banners as a raster scene under their title and caption', async () => {
    const banner = await server.db.selectFrom('banners').selectAll().where('group_name', '=', 'm_home').orderBy('id').executeTakeFirstOrThrow();
    const text = await svg(`/media/banner/${banner.id}.svg`);
    expect(text).toContain('width="840" height="294"');
    expect(text).toContain('Play now');
    expect(text).toContain(banner.title.split(' ')[0]!);
    const scene = await embeddedScene(text);
    expect([scene.format, scene.width, scene.height]).toEqual(['webp', 840, 294]);
    expect(await svg(`/media/banner/${banner.id}.svg`)).toBe(text);
  });

  it('draws promotion pictures the same way, 750×300', async () => {
    const text = await svg('/media/promo/1/1.svg');
    expect(text).toContain('Welcome Bonus');
    const scene = await embeddedScene(text);
    expect([scene.width, scene.height]).toEqual([750, 300]);
  });

  it('supports conditional requests with an ETag', async () => {
    const res = await server.app.request('/media/vendor/JILI.webp');
    const tag = res.headers.get('ETag');
    expect(tag).toBeTruthy();
    const again = await server.app.request('/media/vendor/JILI.webp', { headers: { 'If-None-Match': tag! } });
    expect(again.status).toBe(304);
  });

  it.each([
    '/media/game/999.webp', '/media/game/abc.webp', '/media/game/1.png', '/media/game/..%2F1.webp', '/media/game/1.webp.webp',
    '/media/vendor/a%20b.webp', '/media/vendor/JILI.png', '/media/vendor/%00.webp', '/media/dealer/-1.webp',
    '/media/banner/0.svg', '/media/banner/1.webp', '/media/promo/1/99.svg', '/media/promo/x/1.svg', '/media/other/1.webp',
  ])('404s for %s', async (path) => {
    expect((await server.app.request(path)).status).toBe(404);
  });
});
