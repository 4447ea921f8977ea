/** Favourites, recent games and read marks, and the exactly-once guarantee of Idempotency-Key. */
import { describe, expect, it } from 'vitest';
import { pruneAppliedOps } from '../../server/http/idempotency';
import { ENDPOINTS } from '../../src/api/endpoints';
import { jsonInit, signedInForFile } from './helpers';

const { server, tokens } = signedInForFile('demo', 'agent');

function send(method: string, path: string, body?: unknown, headers: Record<string, string> = {}, as = tokens.demo) {
  return server.call<Record<string, unknown>>(path, { ...jsonInit(body, as, headers), method });
}

const firstGames = async (n: number) =>
  (await server.db.selectFrom('games').select('node_id').orderBy('node_id').limit(n).execute()).map((r) => r.node_id);

describe('favourites', () => {
  it('needs a session', async () => {
    expect((await server.call(ENDPOINTS.favouriteIds.path)).status).toBe(401);
  });

  it('adds, lists by id and by page, and removes; adding twice changes nothing', async () => {
    const [a, b] = await firstGames(2);
    expect((await send('POST', ENDPOINTS.favourites.path, { nodeId: a })).status).toBe(200);
    expect((await send('POST', ENDPOINTS.favourites.path, { nodeId: b })).status).toBe(200);
    expect((await send('POST', ENDPOINTS.favourites.path, { nodeId: a })).status).toBe(200);
    const ids = await server.call<{ list: number[] }>(ENDPOINTS.favouriteIds.path, { headers: { Authorization: tokens.demo } });
    expect(ids.body.success && [...ids.body.value.list].sort()).toEqual([a, b].sort());
    const page = await server.call<{ content: { nodeId: number }[]; pageSize: number; totalPages: number }>(
      `${ENDPOINTS.favourites.path}?pageNo=1&pageSize=36`,
      { headers: { Authorization: tokens.demo } },
    );
    expect(page.body.success && page.body.value).toMatchObject({ pageSize: 36, totalPages: 1 });
    await send('DELETE', `${ENDPOINTS.favourites.path}?nodeId=${a}`);
    const after = await server.call<{ list: number[] }>(ENDPOINTS.favouriteIds.path, { headers: { Authorization: tokens.demo } });
    expect(after.body.success && after.body.value.list).toEqual([b]);
  });

  it('refuses an unknown game for good (404) and malformed input with 400', async () => {
    expect((await send('POST', ENDPOINTS.favourites.path, { nodeId: 999_999_999 })).status).toBe(404);
    expect((await send('POST', ENDPOINTS.favourites.path, { nodeId: 'x' })).status).toBe(400);
    expect((await server.call(`${ENDPOINTS.favourites.path}?pageSize=50`, { headers: { Authorization: tokens.demo } })).status).toBe(400);
  });
});

describe('Idempotency-Key', () => {
  it('applies an op once and answers every repeat with the first result', async () => {
    const [, , c] = await firstGames(3);
    const key = 'op-' + 'a'.repeat(20);
    const first = await send('POST', ENDPOINTS.favourites.path, { nodeId: c }, { 'Idempotency-Key': key });
    // Removed in between: a replayed add must NOT put it back.
    await send('DELETE', `${ENDPOINTS.favourites.path}?nodeId=${c}`);
    const repeat = await send('POST', ENDPOINTS.favourites.path, { nodeId: c }, { 'Idempotency-Key': key });
    expect(repeat.status).toBe(first.status);
    expect(repeat.body).toEqual(first.body);
    expect(repeat.res.headers.get('Idempotent-Replayed')).toBe('true');
    const ids = await server.call<{ list: number[] }>(ENDPOINTS.favouriteIds.path, { headers: { Authorization: tokens.demo } });
    expect(ids.body.success && ids.body.value.list).not.toContain(c);
    const record = await server.db.selectFrom('applied_ops').selectAll().where('op_id', '=', key).executeTakeFirstOrThrow();
    expect(record).toMatchObject({ status: 200, replays: 1 });
  });

  it('refuses a key reused by another member or for another call', async () => {
    const key = 'op-' + 'b'.repeat(20);
    const [d] = await firstGames(1);
    await send('POST', ENDPOINTS.recent.path, { nodeId: d }, { 'Idempotency-Key': key });
    expect((await send('POST', ENDPOINTS.recent.path, { nodeId: d }, { 'Idempotency-Key': key }, tokens.agent)).status).toBe(422);
    expect((await send('POST', ENDPOINTS.favourites.path, { nodeId: d }, { 'Idempotency-Key': key })).status).toBe(422);
  });

  it('rejects a malformed key', async () => {
    const [d] = await firstGames(1);
    expect((await send('POST', ENDPOINTS.recent.path, { nodeId: d }, { 'Idempotency-Key': 'bad key!' })).status).toBe(400);
  });

  it('keeps applied op ids for 7 days, then prunes them', async () => {
    const key = 'op-' + 'c'.repeat(20);
    const [d] = await firstGames(1);
    await send('POST', ENDPOINTS.recent.path, { nodeId: d }, { 'Idempotency-Key': key });
    await pruneAppliedOps(server.db, Date.now() + 6 * 24 * 3_600_000);
    expect(await server.db.selectFrom('applied_ops').select('op_id').where('op_id', '=', key).executeTakeFirst()).toBeDefined();
    await pruneAppliedOps(server.db, Date.now() + 8 * 24 * 3_600_000);
    expect(await server.db.selectFrom('applied_ops').select('op_id').where('op_id', '=', key).executeTakeFirst()).toBeUndefined();
  });
});

describe('recent games and read marks', () => {
  it('lists recent games most recent first, with totalPages', async () => {
    const [a, b] = await firstGames(2);
    await send('POST', ENDPOINTS.recent.path, { nodeId: a });
    await new Promise((r) => setTimeout(r, 5));
    await send('POST', ENDPOINTS.recent.path, { nodeId: b });
    const { body } = await server.call<{ list: { nodeId: number }[]; totalPages: number }>(
      `${ENDPOINTS.recent.path}?page=1&pageSize=36`,
      { headers: { Authorization: tokens.demo } },
    );
    expect(body.success && body.value.list[0]!.nodeId).toBe(b);
    expect(body.success && body.value.totalPages).toBe(1);
  });

  it('marks an announcement read, and 404s an unknown one', async () => {
    const notice = await server.db.selectFrom('announcements').select('id').limit(1).executeTakeFirstOrThrow();
    expect((await send('POST', ENDPOINTS.announcementRead.path, { announcementId: notice.id, read: true })).status).toBe(200);
    expect((await send('POST', ENDPOINTS.announcementRead.path, { announcementId: 987654, read: true })).status).toBe(404);
  });
});

describe('the applied-op record for tests and the soak', () => {
  it('lists a member’s applied ops with their replay counts', async () => {
    const key = 'op-' + 'd'.repeat(20);
    const [d] = await firstGames(1);
    await send('POST', ENDPOINTS.recent.path, { nodeId: d }, { 'Idempotency-Key': key });
    await send('POST', ENDPOINTS.recent.path, { nodeId: d }, { 'Idempotency-Key': key });
    const { body } = await server.call<{ list: { opId: string; replays: number }[] }>(`${ENDPOINTS.devAppliedOps.path}?account=demo`);
    expect(body.success && body.value.list.find((op) => op.opId === key)).toMatchObject({ replays: 1, status: 200 });
    expect((await server.call(`${ENDPOINTS.devAppliedOps.path}?account=nobody`)).status).toBe(404);
  });
});
