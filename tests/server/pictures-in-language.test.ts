/**
 * Banners and promotion pictures have their title drawn in: a Bangla or Chinese player gets a
 * picture in their language (its own URL), English where a translation is missing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../src/api/endpoints';
import type { AnnouncementGroups, PromotionList } from '../../src/api/content-wire';
import { qs, startTestServer, type TestServer } from './helpers';

let server: TestServer;
const banners = async (language: string) =>
  (
    await server.value<AnnouncementGroups>(
      `${ENDPOINTS.announcements.path}?${qs({ platform: 'M', merchantCode: 'DEMO', types: 'B', groupName: 'm_home', language })}`,
    )
  ).banners ?? [];

async function picture(url: string): Promise<string> {
  const res = await server.app.request(url);
  expect(res.status, url).toBe(200);
  return res.text();
}

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('pictures in the player language', () => {
  it.each([
    ['bn', 'এখনই খেলুন'],
    ['zh', '立即游戏'],
  ])('home banners in %s point at pictures drawn with the %s title and caption', async (language, caption) => {
    const list = await banners(language);
    expect(list.length).toBeGreaterThan(0);
    for (const banner of list) {
      expect(banner.url).toBe(`/media/banner/${banner.id}.svg?lang=${language}`);
      const { title } = await server.db
        .selectFrom('banner_texts')
        .select('title')
        .where('banner_id', '=', banner.id)
        .where('language', '=', language)
        .executeTakeFirstOrThrow();
      const english = await server.db.selectFrom('banners').select('title').where('id', '=', banner.id).executeTakeFirstOrThrow();
      const text = await picture(banner.url);
      expect(text).toContain(title.replace(/&/g, '&amp;'));
      expect(text).toContain(caption);
      expect(text).not.toContain(english.title.replace(/&/g, '&amp;'));
      expect(text).not.toContain('Play now');
    }
  });

  it('English keeps the plain URL and the English picture; a regional code is its language', async () => {
    const list = await banners('en');
    expect(list.every((banner) => banner.url === `/media/banner/${banner.id}.svg`)).toBe(true);
    expect(await picture(list[0]!.url)).toContain('Play now');
    expect((await banners('zh-CN'))[0]!.url).toMatch(/\?lang=zh$/);
  });

  it('every seeded banner has its title in en, bn and zh', async () => {
    const count = await server.db.selectFrom('banners').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const texts = await server.db.selectFrom('banner_texts').select(['banner_id', 'language']).execute();
    for (const language of ['en', 'bn', 'zh']) {
      expect(texts.filter((row) => row.language === language)).toHaveLength(Number(count.n));
    }
  });

  it('an unknown language, or a banner without a translation, draws the English picture', async () => {
    const [first] = await banners('en');
    expect(await picture(`${first!.url}?lang=xx`)).toContain('Play now');
    await server.db.deleteFrom('banner_texts').where('banner_id', '=', first!.id).where('language', '=', 'bn').execute();
    const text = await picture(`${first!.url}?lang=bn`);
    const english = await server.db.selectFrom('banners').select('title').where('id', '=', first!.id).executeTakeFirstOrThrow();
    expect(text).toContain(english.title.replace(/&/g, '&amp;'));
    expect(text).toContain('Play now');
  });

  it('promotion pictures in Bangla show the Bangla title', async () => {
    const { list } = await server.value<PromotionList>(`${ENDPOINTS.promotions.path}?${qs({ language: 'bn' })}`);
    const welcome = list.find((promotion) => promotion.id === 1)!;
    expect(welcome.announcementImages.length).toBeGreaterThan(0);
    for (const image of welcome.announcementImages) {
      expect(image.url).toMatch(/\?lang=bn$/);
      const text = await picture(image.url);
      expect(text).toContain(welcome.title);
      expect(text).not.toContain('Welcome Bonus');
    }
  });
});
