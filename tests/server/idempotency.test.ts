/**
 * An Idempotency-Key is bound to the request it first came with: the same key with the same
 * request answers the first result; with another body or query it is refused (422) and the
 * change it carries is not applied. Its claim records, in the effect's own transaction, that the
 * effect happened, so a claim left without an answer (the server died) is replayed from the
 * effect when there was one, and simply run again when there was none.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../src/api/endpoints';
import { ERROR_CODE } from '../../src/api/error-codes';
import type { DepositOrder } from '../../src/api/deposit-wire';
import { jsonInit, startTestServer, type TestServer } from './helpers';

let server: TestServer;
let token: string;

function send(method: string, path: string, body: unknown, key: string) {
  return server.call<unknown>(path, { ...jsonInit(body, token, { 'Idempotency-Key': key }), method });
}

async function favourites(): Promise<number[]> {
  return (await server.value<{ list: number[] }>(ENDPOINTS.favouriteIds.path, { headers: { Authorization: token } })).list;
}

const games = async (n: number) =>
  (await server.db.selectFrom('games').select('node_id').orderBy('node_id').offset(10).limit(n).execute()).map((r) => r.node_id);

beforeAll(async () => {
  server = await startTestServer();
  token = await server.signIn('demo');
});
afterAll(() => server.close());

describe('Idempotency-Key bound to its request', () => {
  it('refuses the same key with another body, and does not apply that body', async () => {
    const [a, b] = (await games(2)) as [number, number];
    const key = 'bind-body-0001';
    const first = await send('POST', ENDPOINTS.favouriteAdd.path, { nodeId: a }, key);
    expect(first.status).toBe(200);

    const other = await send('POST', ENDPOINTS.favouriteAdd.path, { nodeId: b }, key);
    expect(other.status).toBe(422);
    expect(other.body.success === false && other.body.errorCode).toBe(ERROR_CODE.idempotencyKeyReused);
    expect(await favourites()).toContain(a);
    expect(await favourites()).not.toContain(b);
  });

  it('answers the same key and the same body (fields in any order) with the first result', async () => {
    const [c] = (await games(3)).slice(2) as [number];
    const key = 'bind-body-0002';
    const first = await send('POST', ENDPOINTS.favouriteAdd.path, { nodeId: c, vendor: 'JILI' }, key);
    const again = await send('POST', ENDPOINTS.favouriteAdd.path, { vendor: 'JILI', nodeId: c }, key);
    expect(again.status).toBe(first.status);
    expect(again.body).toEqual(first.body);
    expect(again.res.headers.get('Idempotent-Replayed')).toBe('true');
  });

  it('refuses the same key with another query, and keeps what that query would have removed', async () => {
    const [d, e] = (await games(5)).slice(3) as [number, number];
    await send('POST', ENDPOINTS.favouriteAdd.path, { nodeId: d }, 'bind-setup-0003');
    await send('POST', ENDPOINTS.favouriteAdd.path, { nodeId: e }, 'bind-setup-0004');
    const key = 'bind-query-0005';
    expect((await send('DELETE', `${ENDPOINTS.favouriteRemove.path}?nodeId=${d}`, undefined, key)).status).toBe(200);

    const other = await send('DELETE', `${ENDPOINTS.favouriteRemove.path}?nodeId=${e}`, undefined, key);
    expect(other.status).toBe(422);
    expect(other.body.success === false && other.body.errorCode).toBe(ERROR_CODE.idempotencyKeyReused);
    expect(await favourites()).toContain(e);

    // The same query spelt another way is the same request: a replay, not a refusal.
    const same = await send('DELETE', `${ENDPOINTS.favouriteRemove.path}?nodeId=0${d}`, undefined, key);
    expect(same.status).toBe(200);
    expect(same.res.headers.get('Idempotent-Replayed')).toBe('true');
  });

  it('stores a hash of the request, never the request itself', async () => {
    const row = await server.db.selectFrom('applied_ops').selectAll().where('op_id', '=', 'bind-body-0001').executeTakeFirstOrThrow();
    expect(row.request_hash).toMatch(/^[0-9a-f]{64}$/);
  });
});

/** As if the server died before storing the answer, a minute ago: the claim is abandoned. */
const abandon = (key: string) =>
  server.db
    .updateTable('applied_ops')
    .set({ status: null, body: null, applied_at: new Date(Date.now() - 120_000).toISOString() })
    .where('op_id', '=', key)
    .execute();

const claimOf = (key: string) => server.db.selectFrom('applied_ops').selectAll().where('op_id', '=', key).executeTakeFirstOrThrow();

describe('a claim records its effect', () => {
  it('is stamped by the transaction that placed a money call\'s effect, and not by a set-like op', async () => {
    const [f] = (await games(6)).slice(5) as [number];
    expect((await send('POST', ENDPOINTS.favouriteAdd.path, { nodeId: f }, 'effect-fav-0001')).status).toBe(200);
    expect((await claimOf('effect-fav-0001')).effect_at).toBeNull();

    expect((await send('POST', ENDPOINTS.depositCreate.path, { method: 'BANK', amount: 500 }, 'effect-dep-0001')).status).toBe(200);
    expect((await claimOf('effect-dep-0001')).effect_at).not.toBeNull();
  });

  it('rebuilds an abandoned money call\'s answer from its effect instead of applying it again', async () => {
    const key = 'effect-dep-0002';
    const first = await send('POST', ENDPOINTS.depositCreate.path, { method: 'BANK', amount: 700 }, key);
    expect(first.status).toBe(200);
    await abandon(key);

    const retried = await send('POST', ENDPOINTS.depositCreate.path, { method: 'BANK', amount: 700 }, key);
    expect(retried.status).toBe(200);
    const order = (first.body as { value: DepositOrder }).value;
    expect((retried.body as { value: DepositOrder }).value.id).toBe(order.id);
    const orders = await server.db.selectFrom('deposit_orders').select('id').where('idempotency_key', '=', key).execute();
    expect(orders).toHaveLength(1);
    expect((await claimOf(key)).status).toBe(200);
  });

  it('runs an abandoned set-like op again: nothing of it committed', async () => {
    const [g] = (await games(7)).slice(6) as [number];
    const key = 'effect-fav-0002';
    expect((await send('POST', ENDPOINTS.favouriteAdd.path, { nodeId: g }, key)).status).toBe(200);
    await abandon(key);

    const retried = await send('POST', ENDPOINTS.favouriteAdd.path, { nodeId: g }, key);
    expect(retried.status).toBe(200);
    expect(retried.res.headers.get('Idempotent-Replayed')).toBeNull();
    expect(await favourites()).toContain(g);
  });
});
