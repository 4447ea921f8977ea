import { afterEach, describe, expect, it, vi } from 'vitest';
import { normaliseCacheKey, userKeyFromToken } from '../../src/api/cache-key';
import type { ApiUpdatedMessage } from '../../src/api/names';
import { ENDPOINTS } from '../../src/api/endpoints';
import type { HttpRow } from '../../src/db/rows';
import { LobbyDb } from '../../src/db/schema';
import { createApiCache } from '../../sw/api-cache';
import { purgeUser } from '../../sw/http-store';

const ORIGIN = 'https://lobby.example';
const STATUS_URL = `${ORIGIN}${ENDPOINTS.status.path}`;
const GAMES_URL = `${ORIGIN}${ENDPOINTS.gameList.path}?gameType=RNG&pageNo=1`;
const FAVOURITES_URL = `${ORIGIN}${ENDPOINTS.favourites.path}?pageNo=1`;

const ok = (value: unknown) => ({ success: true, value });

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

type Responder = (request: Request) => Response | Promise<Response>;

/** A deferred network answer, to hold the network while checking what the caller got first. */
/** Answers that are not a good copy: each is passed on, never stored. */
const FAILED_ANSWERS: [string, () => Response][] = [
  ['an HTTP 500', () => json({ success: false, errorCode: 'system', message: 'boom' }, 500)],
  ['a success:false envelope', () => json({ success: false, errorCode: 'no.data', message: 'no' })],
  ['a non-JSON page', () => new Response('<html>proxy error</html>', { status: 200 })],
];

function deferred() {
  let resolve!: (response: Response) => void;
  const promise = new Promise<Response>((r) => (resolve = r));
  return { promise, resolve };
}

const databases: LobbyDb[] = [];
afterEach(async () => {
  for (const database of databases.splice(0)) await database.delete();
  vi.restoreAllMocks();
});

function setup(options: { timeoutMs?: number } = {}) {
  const db = new LobbyDb(`t-${crypto.randomUUID()}`);
  databases.push(db);
  let responder: Responder = () => json(ok({}));
  const requests: Request[] = [];
  const broadcasts: ApiUpdatedMessage[] = [];
  const background: Promise<unknown>[] = [];
  let clock = 1_000;

  const handle = createApiCache({
    db,
    fetch: async (request) => {
      requests.push(request);
      return responder(request);
    },
    broadcast: (message) => broadcasts.push(message),
    now: () => clock,
    timeoutMs: options.timeoutMs ?? 200,
    revalidateTimeoutMs: options.timeoutMs ?? 200,
    log: () => {},
  });

  return {
    db,
    requests,
    broadcasts,
    network(next: Responder) {
      responder = next;
    },
    offline() {
      responder = () => Promise.reject(new TypeError('Failed to fetch'));
    },
    advance(ms: number) {
      clock += ms;
    },
    get(url: string, init?: RequestInit) {
      return handle(new Request(url, init), (promise) => background.push(promise));
    },
    /** Wait for everything the handler passed to waitUntil (background refreshes and writes). */
    async settle() {
      while (background.length) await Promise.all(background.splice(0));
    },
    async seed(url: string, body: unknown, storedAt: number, userKey = '', etag?: string) {
      const row: HttpRow = {
        ...(etag ? { etag } : {}),
        key: normaliseCacheKey(url, userKey),
        userKey,
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify(body),
        storedAt,
      };
      await db.http.put(row);
      return row;
    },
  };
}

describe('API cache: nothing stored yet', () => {
  it('fetches a miss from the network, answers it and stores it', async () => {
    const sw = setup();
    sw.network(() => json(ok({ maintenance: false })));

    const response = await sw.get(`${STATUS_URL}?random=0.123`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(ok({ maintenance: false }));
    expect(response.headers.get('X-Lobby-Cache')).toBeNull();
    await sw.settle();

    const row = await sw.db.http.get(normaliseCacheKey(STATUS_URL));
    expect(row).toMatchObject({ userKey: '', status: 200, storedAt: 1_000 });
    expect(JSON.parse(row!.body)).toEqual(ok({ maintenance: false }));
    expect(sw.broadcasts).toEqual([]);
  });

  it('answers a 503 offline envelope instead of throwing when offline', async () => {
    const sw = setup();
    sw.offline();

    const response = await sw.get(GAMES_URL);
    expect(response.status).toBe(503);
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(response.headers.get('X-Lobby-Offline')).toBe('1');
    expect(await response.json()).toMatchObject({ success: false, errorCode: 'offline' });
    await sw.settle();
    expect(await sw.db.http.count()).toBe(0);
  });

  it('gives up on a silent network after the timeout and answers the offline envelope', async () => {
    const sw = setup({ timeoutMs: 50 });
    sw.network(() => new Promise<Response>(() => {}));

    const started = Date.now();
    const response = await sw.get(GAMES_URL);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ success: false, errorCode: 'offline' });
  });

  it.each(FAILED_ANSWERS)('passes %s through to the caller without storing it', async (_name, failure) => {
    const sw = setup();
    sw.network(failure);

    const response = await sw.get(GAMES_URL);
    expect(response.status).toBe(failure().status);
    await sw.settle();
    expect(await sw.db.http.count()).toBe(0);
  });
});

describe('API cache: a copy is stored', () => {
  it('answers the stored copy at once and refreshes it in the background', async () => {
    const sw = setup();
    await sw.seed(GAMES_URL, ok({ games: ['old'] }), 500);
    const network = deferred();
    sw.network(() => network.promise);

    // The network has not answered, yet the caller already has the stored copy.
    const response = await sw.get(GAMES_URL);
    expect(response.headers.get('X-Lobby-Cache')).toBe('hit');
    expect(response.headers.get('X-Lobby-Stored-At')).toBe('500');
    expect(await response.json()).toEqual(ok({ games: ['old'] }));
    expect(sw.requests).toHaveLength(1);

    sw.advance(1_000);
    network.resolve(json(ok({ games: ['new'] })));
    await sw.settle();

    const row = await sw.db.http.get(normaliseCacheKey(GAMES_URL));
    expect(JSON.parse(row!.body)).toEqual(ok({ games: ['new'] }));
    expect(row!.storedAt).toBe(2_000);
    expect(sw.broadcasts).toEqual([
      { type: 'api-updated', key: normaliseCacheKey(GAMES_URL), url: GAMES_URL },
    ]);
    // The next read gets the refreshed copy.
    expect(await (await sw.get(GAMES_URL)).json()).toEqual(ok({ games: ['new'] }));
  });

  it('broadcasts only when the refreshed body differs from the stored one', async () => {
    const sw = setup();
    await sw.seed(GAMES_URL, ok({ games: ['same'] }), 500);
    sw.network(() => json(ok({ games: ['same'] })));

    await sw.get(GAMES_URL);
    sw.advance(1_000);
    await sw.settle();

    expect(sw.requests).toHaveLength(1);
    expect(sw.broadcasts).toEqual([]);
    // Confirmed by the server just now, so it is no longer the oldest entry.
    expect((await sw.db.http.get(normaliseCacheKey(GAMES_URL)))!.storedAt).toBe(2_000);
  });

  it('finds the stored copy whatever the parameter order and cache-busting parameters', async () => {
    const sw = setup();
    await sw.seed(GAMES_URL, ok({ games: ['stored'] }), 500);
    sw.offline();

    const response = await sw.get(`${ORIGIN}${ENDPOINTS.gameList.path}?pageNo=1&t=999&gameType=RNG`);
    expect(response.headers.get('X-Lobby-Cache')).toBe('hit');
    expect(await response.json()).toEqual(ok({ games: ['stored'] }));
  });

  it('keeps answering the stored copy offline, untouched', async () => {
    const sw = setup();
    const seeded = await sw.seed(GAMES_URL, ok({ games: ['kept'] }), 500);
    sw.offline();

    const response = await sw.get(GAMES_URL);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(ok({ games: ['kept'] }));
    await sw.settle();
    expect(await sw.db.http.get(seeded.key)).toEqual(seeded);
    expect(sw.broadcasts).toEqual([]);
  });

  it.each(FAILED_ANSWERS)('does not let %s overwrite a good copy', async (_name, failure) => {
    const sw = setup();
    const seeded = await sw.seed(GAMES_URL, ok({ games: ['good'] }), 500);
    sw.network(failure);

    await sw.get(GAMES_URL);
    await sw.settle();
    expect(await sw.db.http.get(seeded.key)).toEqual(seeded);
    expect(sw.broadcasts).toEqual([]);
  });

  it('refreshes once for a burst of identical reads', async () => {
    const sw = setup();
    await sw.seed(GAMES_URL, ok({ games: ['old'] }), 500);
    const network = deferred();
    sw.network(() => network.promise);

    await Promise.all([sw.get(GAMES_URL), sw.get(GAMES_URL), sw.get(GAMES_URL)]);
    network.resolve(json(ok({ games: ['new'] })));
    await sw.settle();
    expect(sw.requests).toHaveLength(1);
    expect(sw.broadcasts).toHaveLength(1);
  });

  it('goes to the network first when the caller asks to bypass caches, and stores the answer', async () => {
    const sw = setup();
    await sw.seed(GAMES_URL, ok({ games: ['old'] }), 500);
    sw.network(() => json(ok({ games: ['fresh'] })));

    const response = await sw.get(GAMES_URL, { cache: 'reload' });
    expect(response.headers.get('X-Lobby-Cache')).toBeNull();
    expect(await response.json()).toEqual(ok({ games: ['fresh'] }));
    await sw.settle();
    expect(JSON.parse((await sw.db.http.get(normaliseCacheKey(GAMES_URL)))!.body)).toEqual(
      ok({ games: ['fresh'] }),
    );

    sw.offline();
    const offline = await sw.get(GAMES_URL, { cache: 'reload' });
    expect(offline.headers.get('X-Lobby-Cache')).toBe('hit');
  });
});

/** A success answer with the ETag the server gives its bytes. */
function tagged(body: unknown, etag: string): Response {
  const response = json(body);
  response.headers.set('ETag', etag);
  return response;
}

/** The server's side of a conditional GET: 304 when If-None-Match names the current tag. */
function serverWith(body: unknown, etag: string): Responder {
  return (request) => (request.headers.get('If-None-Match') === etag ? new Response(null, { status: 304, headers: { ETag: etag } }) : tagged(body, etag));
}

describe('API cache: revalidation with the ETag', () => {
  it('keeps the ETag the server sent with a stored answer', async () => {
    const sw = setup();
    sw.network(() => tagged(ok({ games: ['a'] }), '"v1"'));
    await sw.get(GAMES_URL);
    await sw.settle();
    expect((await sw.db.http.get(normaliseCacheKey(GAMES_URL)))!.etag).toBe('"v1"');
  });

  it('refreshes with If-None-Match and keeps its copy on a 304, quietly', async () => {
    const sw = setup();
    const seeded = await sw.seed(GAMES_URL, ok({ games: ['same'] }), 500, '', 'W/"v1"');
    sw.network(serverWith(ok({ games: ['same'] }), 'W/"v1"'));

    sw.advance(1_000);
    const response = await sw.get(GAMES_URL);
    expect(await response.json()).toEqual(ok({ games: ['same'] }));
    await sw.settle();

    expect(sw.requests.map((r) => r.headers.get('If-None-Match'))).toEqual(['W/"v1"']);
    expect(sw.broadcasts).toEqual([]);
    // The same copy, confirmed now.
    expect(await sw.db.http.get(seeded.key)).toEqual({ ...seeded, storedAt: 2_000 });
  });

  it('takes a changed answer and its new tag, and says so', async () => {
    const sw = setup();
    await sw.seed(GAMES_URL, ok({ games: ['old'] }), 500, '', '"v1"');
    sw.network(serverWith(ok({ games: ['new'] }), '"v2"'));

    await sw.get(GAMES_URL);
    await sw.settle();
    const row = await sw.db.http.get(normaliseCacheKey(GAMES_URL));
    expect(JSON.parse(row!.body)).toEqual(ok({ games: ['new'] }));
    expect(row!.etag).toBe('"v2"');
    expect(sw.broadcasts).toHaveLength(1);

    // The next refresh asks with the new tag.
    await sw.get(GAMES_URL);
    await sw.settle();
    expect(sw.requests.map((r) => r.headers.get('If-None-Match'))).toEqual(['"v1"', '"v2"']);
  });

  it('asks unconditionally for a copy stored without a tag', async () => {
    const sw = setup();
    await sw.seed(GAMES_URL, ok({ games: ['old'] }), 500);
    sw.network(serverWith(ok({ games: ['old'] }), '"v1"'));
    await sw.get(GAMES_URL);
    await sw.settle();
    expect(sw.requests[0]!.headers.has('If-None-Match')).toBe(false);
    expect((await sw.db.http.get(normaliseCacheKey(GAMES_URL)))!.etag).toBe('"v1"');
  });

  it('answers a bypassing read with its copy when the server says it is current', async () => {
    const sw = setup();
    await sw.seed(GAMES_URL, ok({ games: ['current'] }), 500, '', '"v1"');
    sw.network(serverWith(ok({ games: ['current'] }), '"v1"'));
    sw.advance(1_000);

    const response = await sw.get(GAMES_URL, { cache: 'reload' });
    expect(response.status).toBe(200);
    expect(response.headers.get('X-Lobby-Stored-At')).toBe('2000');
    expect(await response.json()).toEqual(ok({ games: ['current'] }));
    expect(sw.requests[0]!.headers.get('If-None-Match')).toBe('"v1"');
    await sw.settle();
    expect((await sw.db.http.get(normaliseCacheKey(GAMES_URL)))!.storedAt).toBe(2_000);
  });

  it('revalidates a member\'s copy with their token and their own tag', async () => {
    const sw = setup();
    const userKey = await userKeyFromToken('token-a');
    await sw.seed(FAVOURITES_URL, ok({ list: [1] }), 500, userKey, '"mine"');
    sw.network(serverWith(ok({ list: [1] }), '"mine"'));
    await sw.get(FAVOURITES_URL, { headers: { Authorization: 'token-a' } });
    await sw.settle();
    expect(sw.requests[0]!.headers.get('Authorization')).toBe('token-a');
    expect(sw.requests[0]!.headers.get('If-None-Match')).toBe('"mine"');
    expect(sw.broadcasts).toEqual([]);
  });
});

describe('API cache: per-user answers', () => {
  it('files a per-user answer under the user key of its token', async () => {
    const sw = setup();
    sw.network(() => json(ok({ content: [1, 2] })));

    await sw.get(FAVOURITES_URL, { headers: { Authorization: 'alice-token' } });
    await sw.settle();

    const alice = await userKeyFromToken('alice-token');
    const rows = await sw.db.http.toArray();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ key: normaliseCacheKey(FAVOURITES_URL, alice), userKey: alice });
  });

  it('never answers one user with another user’s copy', async () => {
    const sw = setup();
    await sw.seed(FAVOURITES_URL, ok({ content: ['alice'] }), 500, await userKeyFromToken('alice-token'));
    sw.network(() => json(ok({ content: ['bob'] })));

    const response = await sw.get(FAVOURITES_URL, { headers: { Authorization: 'bob-token' } });
    expect(response.headers.get('X-Lobby-Cache')).toBeNull();
    expect(await response.json()).toEqual(ok({ content: ['bob'] }));
  });

  it('sends a per-user read without a token to the network every time, storing nothing', async () => {
    const sw = setup();
    sw.network(() => json(ok({ content: [] })));

    await sw.get(FAVOURITES_URL);
    await sw.get(FAVOURITES_URL);
    await sw.settle();
    expect(sw.requests).toHaveLength(2);
    expect(await sw.db.http.count()).toBe(0);

    sw.offline();
    const offline = await sw.get(FAVOURITES_URL);
    expect(offline.status).toBe(503);
  });

  it('stores catalogue reads once for everybody, even when sent with a token', async () => {
    const sw = setup();
    sw.network(() => json(ok({ maintenance: false })));

    await sw.get(STATUS_URL, { headers: { Authorization: 'alice-token' } });
    await sw.settle();
    expect(await sw.db.http.toArray()).toEqual([expect.objectContaining({ userKey: '' })]);
  });

  it('drops a per-user copy whose token the server rejects, and says so', async () => {
    const sw = setup();
    const alice = await userKeyFromToken('alice-token');
    const seeded = await sw.seed(FAVOURITES_URL, ok({ content: [1] }), 500, alice);
    sw.network(() => json({ success: false, errorCode: 'unauthorised', message: 'expired' }, 401));

    await sw.get(FAVOURITES_URL, { headers: { Authorization: 'alice-token' } });
    await sw.settle();
    expect(await sw.db.http.get(seeded.key)).toBeUndefined();
    expect(sw.broadcasts).toEqual([{ type: 'api-updated', key: seeded.key, url: FAVOURITES_URL }]);
  });

  it('purges one user’s entries on logout and keeps the shared ones', async () => {
    const sw = setup();
    const alice = await userKeyFromToken('alice-token');
    const bob = await userKeyFromToken('bob-token');
    await sw.seed(FAVOURITES_URL, ok({}), 1, alice);
    await sw.seed(FAVOURITES_URL, ok({}), 1, bob);
    await sw.seed(STATUS_URL, ok({}), 1);

    expect(await purgeUser(sw.db, alice)).toBe(1);
    expect(await purgeUser(sw.db, '')).toBe(0);
    expect((await sw.db.http.toArray()).map((row) => row.userKey).sort()).toEqual(['', bob].sort());
  });
});

describe('API cache: storage trouble', () => {
  const quotaError = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

  it('evicts the oldest quarter of the entries when the device is full, then stores', async () => {
    const sw = setup();
    for (let i = 1; i <= 8; i++) await sw.seed(`${STATUS_URL}?n=${i}`, ok(i), i * 10);
    const put = vi.spyOn(sw.db.http, 'put').mockRejectedValueOnce(quotaError());
    sw.network(() => json(ok({ games: ['new'] })));

    const response = await sw.get(GAMES_URL);
    expect(response.status).toBe(200);
    await sw.settle();

    expect(put).toHaveBeenCalledTimes(2);
    const left = (await sw.db.http.orderBy('storedAt').toArray()).map((row) => row.storedAt);
    // 8 old entries: the 2 oldest (10, 20) made room for the new one (stored at 1000).
    expect(left).toEqual([30, 40, 50, 60, 70, 80, 1_000]);
    expect(await sw.db.http.get(normaliseCacheKey(GAMES_URL))).toBeDefined();
  });

  it('still answers when storage keeps failing', async () => {
    const sw = setup();
    vi.spyOn(sw.db.http, 'put').mockRejectedValue(quotaError());
    sw.network(() => json(ok({ games: ['fine'] })));

    const response = await sw.get(GAMES_URL);
    expect(await response.json()).toEqual(ok({ games: ['fine'] }));
    await expect(sw.settle()).resolves.toBeUndefined();
  });

  it('goes to the network when the stored copy cannot be read', async () => {
    const sw = setup();
    vi.spyOn(sw.db.http, 'get').mockRejectedValue(new Error('disk I/O error'));
    sw.network(() => json(ok({ games: ['from network'] })));

    const response = await sw.get(GAMES_URL);
    expect(await response.json()).toEqual(ok({ games: ['from network'] }));
  });

  it('reopens a database closed under it and still serves the stored copy', async () => {
    const sw = setup();
    await sw.seed(GAMES_URL, ok({ games: ['stored'] }), 500);
    sw.db.close();
    sw.offline();

    const response = await sw.get(GAMES_URL);
    expect(response.headers.get('X-Lobby-Cache')).toBe('hit');
  });
});
