import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../src/api/endpoints';
import type { AnnouncementGroups } from '../../src/api/content-wire';
import { qs, startTestServer, type TestServer } from './helpers';

let server: TestServer;
const groups = (params: Record<string, string | undefined>) =>
  server.value<AnnouncementGroups>(`${ENDPOINTS.announcements.path}?${qs({ platform: 'M', merchantCode: 'DEMO', ...params })}`);

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('GET /wps/announcement', () => {
  it('answers one group per requested type and nothing else', async () => {
    const home = await groups({ types: 'B,PL,PU', groupName: 'm_home', language: 'en' });
    expect(Object.keys(home).sort()).toEqual(['banners', 'player', 'popup']);
    const everything = await groups({ types: 'B,PL,PU,PR,H', language: 'en' });
    expect(Object.keys(everything).sort()).toEqual(['banners', 'hot', 'player', 'popup', 'promotion']);
    expect(Object.keys(await groups({ types: 'PR' }))).toEqual(['promotion']);
  });

  it('maps A and PL both to the player ticker', async () => {
    const a = await groups({ types: 'A', language: 'en' });
    const pl = await groups({ types: 'PL', language: 'en' });
    expect(a.player).toEqual(pl.player);
    expect(a.player?.length).toBeGreaterThan(0);
  });

  it('filters banners by groupName, ordered by sequence', async () => {
    const { banners = [] } = await groups({ types: 'B', groupName: 'm_home' });
    expect(banners.length).toBeGreaterThanOrEqual(3);
    expect(banners.every((b) => b.groupName === 'm_home')).toBe(true);
    expect(banners.map((b) => b.sequence)).toEqual([...banners.map((b) => b.sequence)].sort((x, y) => x - y));
    expect(banners[0]).toEqual({
      id: expect.any(Number),
      url: `/media/banner/${banners[0]!.id}.svg`,
      groupName: 'm_home',
      link: expect.any(String),
      sequence: 1,
    });
  });

  it('returns every group\'s banners without groupName, and none for an unknown group', async () => {
    const all = await groups({ types: 'B' });
    expect(new Set(all.banners?.map((b) => b.groupName)).size).toBe(10);
    expect((await groups({ types: 'B', groupName: 'm_nothing' })).banners).toEqual([]);
  });

  it('answers in the requested language', async () => {
    const zh = await groups({ types: 'PL', language: 'zh' });
    expect(zh.player?.[0]?.title).toBe('欢迎');
    const bn = await groups({ types: 'PL', language: 'bn' });
    expect(bn.player?.[0]?.title).toBe('স্বাগতম');
  });

  it('falls back to English per item when a translation is missing', async () => {
    // Seeded content is in every language; an operator's English-only notice is not.
    await server.db
      .insertInto('announcements')
      .values({ id: 900, language: 'en', kind: 'PL', title: 'English only', content: '<p>Only in English.</p>', start_date: '2025-03-02 00:00:00', sort: 900 })
      .execute();
    try {
      const en = await groups({ types: 'PL,PU,H', language: 'en' });
      const bn = await groups({ types: 'PL,PU,H', language: 'bn' });
      // Same items in the same order, whatever the language.
      expect(bn.player?.map((a) => a.id)).toEqual(en.player?.map((a) => a.id));
      expect(bn.popup?.map((a) => a.id)).toEqual(en.popup?.map((a) => a.id));
      expect(bn.player?.find((a) => a.id === 900)?.title).toBe('English only');
    } finally {
      await server.db.deleteFrom('announcements').where('id', '=', 900).execute();
    }
  });

  it('falls back to English for an unsupported language and normalises zh-CN / CN', async () => {
    const en = await groups({ types: 'PL', language: 'en' });
    expect((await groups({ types: 'PL', language: 'fr' })).player).toEqual(en.player);
    expect((await groups({ types: 'PL' })).player).toEqual(en.player);
    const zh = await groups({ types: 'PL', language: 'zh' });
    expect((await groups({ types: 'PL', language: 'zh-CN' })).player).toEqual(zh.player);
    expect((await groups({ types: 'PL', language: 'CN' })).player).toEqual(zh.player);
  });

  it('shapes announcements and promotions as on the wire', async () => {
    const { popup = [], promotion = [] } = await groups({ types: 'PU,PR', language: 'en' });
    expect(popup[0]).toEqual({
      id: expect.any(Number),
      title: expect.any(String),
      content: expect.stringContaining('<p>'),
      startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      read: false,
    });
    expect(promotion.length).toBeGreaterThanOrEqual(4);
    for (const promo of promotion) {
      expect(promo.announcementImages[0]?.sequence).toBe(1);
      expect(promo.announcementImages.map((i) => i.sequence)).toEqual(
        [...promo.announcementImages.map((i) => i.sequence)].sort((x, y) => x - y),
      );
      expect([0, 1]).toContain(promo.noExpiry);
      expect(promo.promoAnnouncementCategoryIds.length).toBeGreaterThan(0);
    }
    expect(promotion.some((p) => p.noExpiry === 1)).toBe(true);
    expect(promotion.some((p) => p.startDate === p.endDate && p.noExpiry === 0)).toBe(true);
  });

  it('accepts types in any case, with spaces and repeats', async () => {
    expect(Object.keys(await groups({ types: ' pl , PL,b ' })).sort()).toEqual(['banners', 'player']);
  });
});
