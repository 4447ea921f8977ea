/**
 * The outbox (DESIGN §3 write path) against a fake wps endpoint that, like the real server,
 * remembers idempotency keys and answers a repeat with its first result.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../src/api/endpoints';
import { listen } from '../../src/api/names';
import { db } from '../../src/db/db';
import { addRecent, backoffMs, flushOutbox, markNoticeRead, nextRetryAt, releaseBackoff, setFavourite } from '../../src/outbox';

const USER = 'user-a';
const game = (nodeId: number) => ({ nodeId, vassalage: 'JILI' });

/** A stand-in for the server: favourite sets per token, applied op ids, scripted failures. */
function fakeServer() {
  const favourites = new Map<string, Set<number>>();
  const applied = new Map<string, number>();
  const failures: (number | 'network' | 'lost')[] = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const next = failures.shift();
    if (next === 'network') throw new TypeError('Failed to fetch');
    const key = request.headers.get('Idempotency-Key')!;
    const token = request.headers.get('Authorization')!;
    if (next && next !== 'lost') {
      return Response.json({ success: false, errorCode: `http_${next}`, message: 'no' }, { status: next });
    }
    if (!applied.has(key)) {
      const url = new URL(request.url);
      const set = favourites.get(token) ?? new Set<number>();
      favourites.set(token, set);
      if (url.pathname === ENDPOINTS.favourites.path) {
        const nodeId = request.method === 'DELETE' ? Number(url.searchParams.get('nodeId')) : (await request.json()).nodeId;
        if (request.method === 'DELETE') set.delete(nodeId);
        else set.add(nodeId);
      }
    }
    applied.set(key, (applied.get(key) ?? 0) + 1);
    if (next === 'lost') throw new TypeError('connection reset'); // applied, answer lost
    return Response.json({ success: true, value: null });
  };
  return { favourites, applied, failures, fetch: fetchImpl };
}

const target = (server: ReturnType<typeof fakeServer>, now = () => Date.now()) => ({
  baseUrl: 'http://wps.test',
  merchant: 'DEMO',
  fetch: server.fetch,
  now,
});

beforeEach(async () => {
  await Promise.all([db.outbox.clear(), db.favourites.clear(), db.recent.clear(), db.session.clear(), db.announcements.clear()]);
  await db.session.put({ userKey: USER, token: 'tok-a', userName: 'a', type: 0, updatedAt: 0 });
});

describe('outbox', () => {
  it('applies a favourite at once and queues its op in the same transaction', async () => {
    expect(await setFavourite(USER, game(1), true)).toBe('queued');
    expect(await db.favourites.get([USER, 1])).toBeDefined();
    const ops = await db.outbox.toArray();
    expect(ops).toHaveLength(1);
    expect(ops[0]).toMatchObject({ kind: 'favourite.add', userKey: USER, payload: { nodeId: 1 } });
  });

  it('ignores adding a favourite already present (SPEC §4)', async () => {
    await setFavourite(USER, game(1), true);
    expect(await setFavourite(USER, game(1), true)).toBe('unchanged');
    expect(await db.outbox.count()).toBe(1);
  });

  it('cancels an add and a remove of the same favourite that never left the device', async () => {
    await setFavourite(USER, game(1), true);
    expect(await setFavourite(USER, game(1), false)).toBe('cancelled');
    expect(await db.outbox.count()).toBe(0);
    expect(await db.favourites.count()).toBe(0);
  });

  it('collapses duplicate read marks into one op', async () => {
    await markNoticeRead(USER, 7);
    await markNoticeRead(USER, 7);
    const reads = (await db.outbox.toArray()).filter((op) => op.kind === 'notice.read');
    expect(reads).toHaveLength(1);
  });

  it('sends ops in order with their op id as Idempotency-Key and empties the outbox', async () => {
    const server = fakeServer();
    await setFavourite(USER, game(1), true);
    await setFavourite(USER, game(2), true);
    await addRecent(USER, 3);
    const report = await flushOutbox(target(server));
    expect(report).toMatchObject({ sent: 3, retrying: 0, rejected: [] });
    expect([...server.favourites.get('tok-a')!]).toEqual([1, 2]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('applies an op exactly once when its answer was lost and it is sent again', async () => {
    const server = fakeServer();
    await setFavourite(USER, game(5), true);
    server.failures.push('lost');
    expect((await flushOutbox(target(server))).retrying).toBe(1);
    const op = (await db.outbox.toArray())[0]!;
    expect(op.attempts).toBe(1);
    await db.outbox.update(op.seq!, { notBefore: 0 });
    expect((await flushOutbox(target(server))).sent).toBe(1);
    expect(server.applied.get(op.opId)).toBe(2); // sent twice…
    expect([...server.favourites.get('tok-a')!]).toEqual([5]); // …applied once
  });

  it('keeps ops through network failures and backs off before the next try', async () => {
    const server = fakeServer();
    await setFavourite(USER, game(1), true);
    server.failures.push('network');
    const now = 1_000_000;
    await flushOutbox(target(server, () => now));
    const op = (await db.outbox.toArray())[0]!;
    expect(op.notBefore).toBeGreaterThan(now);
    expect((await flushOutbox(target(server, () => now))).sent).toBe(0); // not yet due
    expect((await flushOutbox(target(server, () => op.notBefore))).sent).toBe(1);
  });

  it('pauses a user on 401 and never sends their ops with anyone else’s token', async () => {
    const server = fakeServer();
    await setFavourite(USER, game(1), true);
    server.failures.push(401);
    const report = await flushOutbox(target(server));
    expect(report.pausedUsers).toEqual([USER]);
    expect(await db.outbox.count()).toBe(1);
    await db.session.delete(USER);
    const paused = await flushOutbox(target(server));
    expect(paused.pausedUsers).toEqual([USER]);
    expect(server.favourites.size).toBe(0);
    // Their ops wait for a sign-in, not for a time: no retry is due while they are paused.
    await releaseBackoff();
    expect(await nextRetryAt(paused.pausedUsers)).toBeNull();
    expect(await nextRetryAt()).toBe(0);
  });

  it('rolls the optimistic change back when the server refuses an op for good', async () => {
    const server = fakeServer();
    await setFavourite(USER, game(9), true);
    server.failures.push(400);
    const report = await flushOutbox(target(server));
    expect(report.rejected.map((op) => op.kind)).toEqual(['favourite.add']);
    expect(await db.favourites.get([USER, 9])).toBeUndefined();
    expect(await db.outbox.count()).toBe(0);
  });

  it('tells every page about a refused op, whichever context flushed it', async () => {
    const server = fakeServer();
    await setFavourite(USER, game(8), true);
    server.failures.push(400);
    const heard = new Promise((resolve) => {
      const stop = listen((message) => {
        if (message.type !== 'outbox-rejected') return;
        stop();
        resolve(message);
      });
    });
    await flushOutbox(target(server));
    await expect(heard).resolves.toMatchObject({ type: 'outbox-rejected', kind: 'favourite.add' });
  });

  it('grows the backoff with attempts and caps it at five minutes', () => {
    expect(backoffMs(1)).toBeLessThan(backoffMs(6));
    expect(backoffMs(50)).toBeLessThanOrEqual(5 * 60_000 * 1.25);
  });
});
