/**
 * Announcements and the help centre (SPEC §2, §3, §4 "Notice", §6, §7 "Announcements"): each
 * member's read flags, the unread count, who may mark read, bad input, and the three languages.
 */
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../src/api/endpoints';
import { ERROR_CODE } from '../../src/api/error-codes';
import type { AnnouncementGroups, HelpItem } from '../../src/api/content-wire';
import type { LoginValue } from '../../src/api/member-wire';
import { qs, signedInForFile, unreadCounts } from './helpers';

const { server, tokens } = signedInForFile('demo', 'agent');

async function notices(token: string | null, params: Record<string, string> = {}): Promise<AnnouncementGroups> {
  const query = qs({ types: 'A,PL,PU,H', platform: 'M', merchantCode: 'DEMO', language: 'en', ...params });
  const { body } = await server.call<AnnouncementGroups>(`${ENDPOINTS.announcements.path}?${query}`, token ? { headers: { Authorization: token } } : {});
  if (!body.success) throw new Error(body.errorCode);
  return body.value;
}

function markRead(token: string, body: unknown) {
  return server.call<{ announcementId: number; read: true }>(ENDPOINTS.announcementRead.path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: token },
    body: JSON.stringify(body),
  });
}

const unreadAnnouncements = async (token: string) => (await unreadCounts(server, token)).announcements;

const readIds = (groups: AnnouncementGroups) =>
  [...(groups.player ?? []), ...(groups.popup ?? []), ...(groups.hot ?? [])].filter((a) => a.read).map((a) => a.id);

describe('read flags', () => {
  it('each member sees only their own read marks; a guest sees none', async () => {
    const { player = [], hot = [] } = await notices(tokens.demo);
    const [first, second] = player;
    expect(readIds(await notices(tokens.demo))).toEqual([]);

    expect((await markRead(tokens.demo, { announcementId: first!.id, read: true })).status).toBe(200);
    expect((await markRead(tokens.demo, { announcementId: hot[0]!.id, read: true })).status).toBe(200);
    expect((await markRead(tokens.agent, { announcementId: second!.id, read: true })).status).toBe(200);

    expect(readIds(await notices(tokens.demo)).sort()).toEqual([first!.id, hot[0]!.id].sort());
    expect(readIds(await notices(tokens.agent))).toEqual([second!.id]);
    expect(readIds(await notices(null))).toEqual([]);
  });

  it('a token the server does not accept reads as a guest, not as an error', async () => {
    expect(readIds(await notices('not-a-real-token'))).toEqual([]);
  });

  it('the unread count is the player notices not yet read, and drops after a read', async () => {
    const fresh = await server.signIn('agent');
    const { player = [] } = await notices(fresh);
    const before = await unreadAnnouncements(fresh);
    expect(before).toBe(player.filter((a) => !a.read).length);
    const unread = player.find((a) => !a.read)!;
    await markRead(fresh, { announcementId: unread.id, read: true });
    expect(await unreadAnnouncements(fresh)).toBe(before - 1);
    // Reading it again (a replayed op) changes nothing.
    await markRead(fresh, { announcementId: unread.id, read: true });
    expect(await unreadAnnouncements(fresh)).toBe(before - 1);
  });

  it('reading a popup or hot notice leaves the unread count of player notices alone', async () => {
    const { popup = [] } = await notices(tokens.agent);
    const before = await unreadAnnouncements(tokens.agent);
    await markRead(tokens.agent, { announcementId: popup[0]!.id, read: true });
    expect(await unreadAnnouncements(tokens.agent)).toBe(before);
  });
});

describe('marking read', () => {
  it('refuses a trial member (type 4) with 403 no_permission, and counts nothing for them', async () => {
    const { body } = await server.call<LoginValue>(ENDPOINTS.freeplay.path, { method: 'POST' });
    if (!body.success) throw new Error(body.errorCode);
    const trial = body.value.token;
    const { player = [] } = await notices(trial);
    const refused = await markRead(trial, { announcementId: player[0]!.id, read: true });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ success: false, errorCode: ERROR_CODE.noPermission });
    expect(readIds(await notices(trial))).toEqual([]);
    expect(await unreadAnnouncements(trial)).toBe(0);
  });

  it('needs a session', async () => {
    const res = await server.call(ENDPOINTS.announcementRead.path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ announcementId: 1, read: true }),
    });
    expect(res.status).toBe(401);
    expect(res.body.success).toBe(false);
  });

  it('answers 404 announcement_not_found for an unknown id', async () => {
    const res = await markRead(tokens.demo, { announcementId: 987_654, read: true });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, errorCode: ERROR_CODE.announcementNotFound });
  });

  it.each([
    ['no body fields', {}],
    ['read false', { announcementId: 1, read: false }],
    ['a string id', { announcementId: 'one', read: true }],
    ['a negative id', { announcementId: -3, read: true }],
    ['a fractional id', { announcementId: 1.5, read: true }],
  ])('answers 400 invalid_parameter for %s', async (_, body) => {
    const res = await markRead(tokens.demo, body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, errorCode: ERROR_CODE.invalidParameter });
  });

  it('answers 400 invalid_parameter for a body that is not JSON', async () => {
    const res = await server.call(ENDPOINTS.announcementRead.path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: tokens.demo },
      body: '{"announcementId": 1,',
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, errorCode: ERROR_CODE.invalidParameter });
  });
});

describe('languages', () => {
  it('has 8 to 12 player notices, every notice in en, bn and zh with its own text', async () => {
    const [en, bn, zh] = await Promise.all(['en', 'bn', 'zh'].map((language) => notices(null, { language })));
    expect(en!.player!.length).toBeGreaterThanOrEqual(8);
    expect(en!.player!.length).toBeLessThanOrEqual(12);
    for (const group of ['player', 'popup', 'hot'] as const) {
      const ids = en![group]!.map((a) => a.id);
      expect(bn![group]!.map((a) => a.id)).toEqual(ids);
      expect(zh![group]!.map((a) => a.id)).toEqual(ids);
      en![group]!.forEach((item, index) => {
        expect(bn![group]![index]!.title, `${group} ${item.id} bn`).not.toBe(item.title);
        expect(bn![group]![index]!.content, `${group} ${item.id} bn`).not.toBe(item.content);
        expect(zh![group]![index]!.title, `${group} ${item.id} zh`).not.toBe(item.title);
        expect(zh![group]![index]!.content, `${group} ${item.id} zh`).not.toBe(item.content);
      });
    }
    // Bengali and Chinese script, not English in another file.
    expect(bn!.player!.every((a) => /[\u0980-\u09FF]/.test(a.title))).toBe(true);
    expect(zh!.player!.every((a) => /[\u4E00-\u9FFF]/.test(a.title))).toBe(true);
  });

  it('player notices carry real HTML: lists, a table, a link and an image of the lobby', async () => {
    const all = (await notices(null)).player!.map((a) => a.content).join('\n');
    expect(all).toMatch(/<ul>|<ol>/);
    expect(all).toContain('<table>');
    expect(all).toMatch(/<a href="[^"]+">/);
    const image = /<img src="([^"]+)"/.exec(all)?.[1];
    expect(image).toMatch(/^\/media\//);
    expect((await server.app.request(image!)).status).toBe(200);
  });

  it('the help tree has parents with children in every language, the same tags, translated titles and content', async () => {
    const trees = await Promise.all(
      ['en', 'bn', 'zh'].map(async (lang) => (await server.call<HelpItem[]>(`${ENDPOINTS.helpCenter.path}?lang=${lang}&device=MOBILE`)).body),
    );
    const [en, bn, zh] = trees.map((body) => (body.success ? body.value : []));
    const flat = (items: HelpItem[]): HelpItem[] => items.flatMap((item) => [item, ...flat(item.children)]);
    expect(en!.length).toBeGreaterThanOrEqual(3);
    for (const parent of en!) expect(parent.children.length).toBeGreaterThan(0);
    const tags = flat(en!).map((item) => item.tag);
    expect(flat(bn!).map((item) => item.tag)).toEqual(tags);
    expect(flat(zh!).map((item) => item.tag)).toEqual(tags);
    flat(en!).forEach((item, index) => {
      expect(flat(bn!)[index]!.title, item.tag).toMatch(/[\u0980-\u09FF]/);
      expect(flat(bn!)[index]!.content, item.tag).not.toBe(item.content);
      expect(flat(zh!)[index]!.title, item.tag).toMatch(/[\u4E00-\u9FFF]/);
      expect(flat(zh!)[index]!.content, item.tag).not.toBe(item.content);
    });
  });

  it('the help centre answers `language` like `lang`', async () => {
    const { body } = await server.call<HelpItem[]>(`${ENDPOINTS.helpCenter.path}?language=bn`);
    expect(body.success && body.value[0]!.title).toBe('আমাদের সম্পর্কে');
  });
});
