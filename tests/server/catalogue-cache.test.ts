/**
 * Fast reads: catalogue answers carry ETags and answer 304 to a matching If-None-Match; hot
 * answers come from memory and a catalogue change invalidates them — at once when made through
 * this instance, within a second when made through another database handle (another instance).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ENDPOINTS } from '../../src/api/endpoints';
import type { GameListValue } from '../../src/api/catalogue-wire';
import type { AnnouncementGroups, HelpItem } from '../../src/api/content-wire';
import type { Envelope } from '../../src/api/envelope';
import type { SystemStatus } from '../../src/api/system-wire';
import type { Db } from '../../server/db/connection';
import { CATALOGUE_TABLES } from '../../server/db/catalogue-watch';
import { CatalogueCache, VERSION_RECHECK_MS } from '../../server/games/catalogue-cache';
import { catalogueVersion } from '../../server/games/catalogue-version';
import { openTestDb, qs, startTestServer, type TestServer } from './helpers';

let server: TestServer;
/** The same database through a handle of its own: what another instance writes through. */
let other: Db;

const LIST = `${ENDPOINTS.gameList.path}?${qs({ merchant: 'DEMO', gameType: 'RNG', pageNo: 1, pageSize: 12 })}`;
const notices = (language: string) => `${ENDPOINTS.announcements.path}?${qs({ types: 'B,PL,PU', platform: 'M', merchantCode: 'DEMO', language })}`;

async function get(path: string, headers: Record<string, string> = {}) {
  const res = await server.app.request(path, { headers });
  const text = await res.text();
  return { res, status: res.status, etag: res.headers.get('ETag'), text };
}

const valueOf = <T>(text: string) => (JSON.parse(text) as Envelope<T> & { success: true }).value;

beforeAll(async () => {
  server = await startTestServer();
  other = await openTestDb(server.dir);
});
afterAll(async () => {
  await other.destroy();
  await server.close();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('ETags and 304', () => {
  it('tags a game list page with a strong ETag and answers 304, with no body, to it', async () => {
    const first = await get(LIST);
    expect(first.status).toBe(200);
    expect(first.etag).toMatch(/^"[\w-]{22}"$/);
    expect(valueOf<GameListValue>(first.text).games).toHaveLength(12);

    const again = await get(LIST, { 'If-None-Match': first.etag! });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.etag).toBe(first.etag);
    // Another page is another answer.
    const next = await get(LIST.replace('pageNo=1', 'pageNo=2'), { 'If-None-Match': first.etag! });
    expect(next.status).toBe(200);
    expect(next.etag).not.toBe(first.etag);
  });

  it('tags the compressed bytes weakly, and either tag revalidates the other', async () => {
    const plain = await get(LIST);
    const br = await server.app.request(LIST, { headers: { 'Accept-Encoding': 'br' } });
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(br.headers.get('ETag')).toBe(`W/${plain.etag}`);
    expect(br.headers.get('Vary')).toMatch(/Accept-Encoding/);
    const revalidated = await get(LIST, { 'Accept-Encoding': 'br', 'If-None-Match': br.headers.get('ETag')! });
    expect(revalidated.status).toBe(304);
    expect((await get(LIST, { 'If-None-Match': `W/${plain.etag}` })).status).toBe(304);
  });

  it('tags every shared catalogue call, and a changed answer under a new tag', async () => {
    for (const path of [
      `${ENDPOINTS.vendors.path}?merchant=DEMO`,
      `${ENDPOINTS.hotGames.path}?merchantCode=DEMO`,
      ENDPOINTS.status.path,
      `${ENDPOINTS.helpCenter.path}?lang=en`,
      `${ENDPOINTS.promotions.path}?language=en`,
      `${ENDPOINTS.winners.path}`,
      ENDPOINTS.vipLevels.path,
      notices('en'),
    ]) {
      const first = await get(path);
      expect(first.status, path).toBe(200);
      expect(first.etag, path).toMatch(/^"[\w-]{22}"$/);
      expect((await get(path, { 'If-None-Match': first.etag! })).status, path).toBe(304);
    }
  });

  it('gives each language its own tag', async () => {
    const tags = await Promise.all(['en', 'bn', 'zh'].map(async (language) => (await get(notices(language))).etag));
    expect(new Set(tags).size).toBe(3);
    const [en, bn] = await Promise.all(['en', 'bn'].map((lang) => get(`${ENDPOINTS.helpCenter.path}?lang=${lang}`)));
    expect(en!.etag).not.toBe(bn!.etag);
    expect(valueOf<HelpItem[]>(en!.text)[0]!.title).not.toBe(valueOf<HelpItem[]>(bn!.text)[0]!.title);
  });

  it('sends no ETag on a failure or on a call never cached', async () => {
    const unknown = await get(`${ENDPOINTS.gameList.path}?merchant=OTHER`);
    expect(unknown.status).toBe(404);
    expect(unknown.etag).toBeNull();
    expect((await get(ENDPOINTS.domainRoute.path)).etag).toBeNull();
  });

  it('keeps the status private: it names the caller, so its tag is the caller\'s', async () => {
    const one = await get(ENDPOINTS.status.path, { 'X-Forwarded-For': '203.0.113.7' });
    const two = await get(ENDPOINTS.status.path, { 'X-Forwarded-For': '203.0.113.8' });
    expect(one.res.headers.get('Cache-Control')).toBe('private, no-cache');
    expect(valueOf<SystemStatus>(one.text).location.ip).toBe('203.0.113.7');
    expect(one.etag).not.toBe(two.etag);
    expect((await get(ENDPOINTS.status.path, { 'X-Forwarded-For': '203.0.113.8', 'If-None-Match': one.etag! })).status).toBe(200);
  });
});

describe('member answers are never shared', () => {
  it('makes a member\'s announcements for them, varies on Authorization, and leaves the guests\' copy alone', async () => {
    const demo = await server.signIn('demo');
    const agent = await server.signIn('agent');
    const path = notices('en');
    const guest = await get(path);
    const before = await get(path, { Authorization: demo });
    expect(before.res.headers.get('Vary')).toMatch(/Authorization/);
    expect(before.res.headers.get('Cache-Control')).toBe('private, no-cache');

    const id = valueOf<AnnouncementGroups>(before.text).player![0]!.id;
    const read = await server.app.request(ENDPOINTS.announcementRead.path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: demo, 'Idempotency-Key': crypto.randomUUID() },
      body: JSON.stringify({ announcementId: id, read: true }),
    });
    expect(read.status).toBe(200);

    const demoAfter = await get(path, { Authorization: demo });
    expect(valueOf<AnnouncementGroups>(demoAfter.text).player!.find((a) => a.id === id)?.read).toBe(true);
    expect(demoAfter.etag).not.toBe(before.etag);
    // demo's old tag no longer matches demo's answer; agent's and the guests' answers are untouched.
    expect((await get(path, { Authorization: demo, 'If-None-Match': before.etag! })).status).toBe(200);
    const agentAfter = await get(path, { Authorization: agent, 'If-None-Match': demoAfter.etag! });
    expect(agentAfter.status).toBe(200);
    expect(valueOf<AnnouncementGroups>(agentAfter.text).player!.find((a) => a.id === id)?.read).toBe(false);
    const guestAfter = await get(path);
    expect(guestAfter.etag).toBe(guest.etag);
    expect(guestAfter.text).not.toContain('"read":true');
  });
});

describe('invalidation', () => {
  it('answers a catalogue change made through this instance at once, under a new tag', async () => {
    const first = await get(LIST);
    const game = valueOf<GameListValue>(first.text).games[0]!;
    await server.db.updateTable('games').set({ name: 'Renamed here' }).where('node_id', '=', Number(game.nodeId)).execute();
    const after = await get(LIST, { 'If-None-Match': first.etag! });
    expect(after.status).toBe(200);
    expect(after.etag).not.toBe(first.etag);
    expect(valueOf<GameListValue>(after.text).games[0]!.gameName).toBe('Renamed here');
  });

  it('answers a change made through another handle once its version is read again, within a second', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const first = await get(LIST);
    const game = valueOf<GameListValue>(first.text).games[0]!;
    const versionBefore = await catalogueVersion(other);
    await other.updateTable('games').set({ name: 'Renamed elsewhere' }).where('node_id', '=', Number(game.nodeId)).execute();
    expect(await catalogueVersion(other)).toBeGreaterThan(versionBefore);

    // Until this instance reads the version again, its copy stands (the bound it accepts).
    expect((await get(LIST)).etag).toBe(first.etag);
    vi.setSystemTime(Date.now() + VERSION_RECHECK_MS + 1);
    const after = await get(LIST, { 'If-None-Match': first.etag! });
    expect(after.status).toBe(200);
    expect(valueOf<GameListValue>(after.text).games[0]!.gameName).toBe('Renamed elsewhere');
  });

  it('serves the status from memory until the settings change, then the new flags', async () => {
    const before = valueOf<SystemStatus>((await get(ENDPOINTS.status.path)).text);
    expect(before.maintenance).toBe(false);
    const flip = (maintenance: boolean) =>
      server.app.request(ENDPOINTS.devStatus.path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ maintenance }) });
    await flip(true);
    try {
      expect(valueOf<SystemStatus>((await get(ENDPOINTS.status.path)).text).maintenance).toBe(true);
    } finally {
      await flip(false);
    }
    expect(valueOf<SystemStatus>((await get(ENDPOINTS.status.path)).text).maintenance).toBe(false);
  });

  it('bumps the version on a write to every catalogue table, whoever writes', async () => {
    for (const table of CATALOGUE_TABLES) {
      const [column] = (await other.introspection.getTables()).find((t) => t.name === table)!.columns;
      const before = await catalogueVersion(other);
      // Every row rewritten with its own value: a write, though nothing changes.
      await other.updateTable(table).set({ [column!.name]: (eb: { ref: (name: string) => unknown }) => eb.ref(column!.name) } as never).execute();
      expect(await catalogueVersion(other), table).toBeGreaterThan(before);
    }
  });

  it('does not bump it for writes elsewhere: a sign-in leaves the catalogue\'s answers in memory', async () => {
    const before = await catalogueVersion(server.db);
    await server.signIn('demo');
    expect(await catalogueVersion(server.db)).toBe(before);
  });
});

describe('the cache itself', () => {
  it('makes each answer once per version, shares a miss among concurrent readers, and re-reads the version on time', async () => {
    let clock = 0;
    const cache = new CatalogueCache(other, { now: () => clock });
    let made = 0;
    const make = async () => {
      made += 1;
      return (await other.selectFrom('help_items').select('title').where('id', '=', 1).executeTakeFirst())?.title;
    };
    const [a, b] = await Promise.all([cache.remember('help', make), cache.remember('help', make)]);
    expect(a).toBe(b);
    expect(made).toBe(1);

    // Written through the app's handle: for this cache, another instance.
    await server.db.updateTable('help_items').set({ title: 'Changed elsewhere' }).where('id', '=', 1).execute();
    clock += VERSION_RECHECK_MS - 1;
    expect(await cache.remember('help', make)).toBe(a);
    expect(made).toBe(1);
    clock += 2;
    expect(await cache.remember('help', make)).toBe('Changed elsewhere');
    expect(made).toBe(2);

    // Its own handle's write is seen at once.
    await other.updateTable('help_items').set({ title: 'Changed here' }).where('id', '=', 1).execute();
    expect(await cache.remember('help', make)).toBe('Changed here');
  });

  it('keeps no failed answer and no more than its limit', async () => {
    const cache = new CatalogueCache(other, { maxEntries: 2 });
    await expect(cache.remember('broken', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(cache.size).toBe(0);
    for (const key of ['a', 'b', 'c']) await cache.remember(key, async () => key);
    expect(cache.size).toBe(2);
  });
});
