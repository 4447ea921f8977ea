import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function svg(path: string) {
  const res = await server.app.request(path);
  expect(res.status, path).toBe(200);
  expect(res.headers.get('Content-Type')).toBe('image/svg+xml; charset=utf-8');
  expect(res.headers.get('Cache-Control')).toBe('public, max-age=604800');
  const text = await res.text();
  expect(text.startsWith('<svg')).toBe(true);
  return text;
}

describe('generated media', () => {
  it('draws a game icon with its initials and vendor, the same every time', async () => {
    const game = await server.db.selectFrom('games').select(['node_id', 'vendor_code']).orderBy('node_id').executeTakeFirstOrThrow();
    const first = await svg(`/media/game/${game.node_id}.svg`);
    expect(first).toContain(game.vendor_code);
    expect(await svg(`/media/game/${game.node_id}.svg`)).toBe(first);
  });

  it('draws a vendor icon with its code, even a long one', async () => {
    expect(await svg('/media/vendor/JILI.svg')).toContain('>JILI<');
    expect(await svg('/media/vendor/TCG_LOTTO_VN.svg')).toContain('TCG_LOTTO_VN');
  });

  it('colours by hash: different subjects, different gradients', async () => {
    const a = await svg('/media/vendor/JILI.svg');
    const b = await svg('/media/vendor/EVO.svg');
    const colours = (text: string) => [...text.matchAll(/stop-color="([^"]+)"/g)].map((m) => m[1]);
    expect(colours(a)).not.toEqual(colours(b));
  });

  it('draws 750x300 banners with their title', async () => {
    const banner = await server.db.selectFrom('banners').selectAll().orderBy('id').executeTakeFirstOrThrow();
    const text = await svg(`/media/banner/${banner.id}.svg`);
    expect(text).toContain('width="750" height="300"');
    expect(text).toContain(banner.title.replace(/&/g, '&amp;'));
  });

  it('draws promotion images', async () => {
    expect(await svg('/media/promo/1/1.svg')).toContain('Welcome Bonus');
  });

  it('supports conditional requests with an ETag', async () => {
    const res = await server.app.request('/media/vendor/JILI.svg');
    const tag = res.headers.get('ETag');
    expect(tag).toBeTruthy();
    const again = await server.app.request('/media/vendor/JILI.svg', { headers: { 'If-None-Match': tag! } });
    expect(again.status).toBe(304);
  });

  it.each(['/media/game/999.svg', '/media/game/abc.svg', '/media/game/1.png', '/media/vendor/a%20b.svg', '/media/banner/0.svg', '/media/promo/1/99.svg', '/media/other/1.svg'])(
    '404s for %s',
    async (path) => {
      expect((await server.app.request(path)).status).toBe(404);
    },
  );
});
