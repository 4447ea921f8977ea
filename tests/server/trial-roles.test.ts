/**
 * SPEC §6 on the server: a trial guest (type 4) keeps no favourites and sees no balance. Every call
 * that stores or lists favourites or reveals a wallet answers it 403 no_permission and stores
 * nothing (no favourite row, no applied Idempotency-Key); a plain member is answered as before.
 * Every registry entry that says `refusesTrial` answers a guest its code, whatever the input.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, methodsOf, type EndpointSpec } from '../../src/api/endpoints';
import { ERROR_CODE } from '../../src/api/error-codes';
import { jsonInit, startTestServer, type Answer, type TestServer } from './helpers';
import { code, walletClient } from './wallet-helpers';

let server: TestServer;
let api: ReturnType<typeof walletClient>;
let trial: { id: number; token: string };
let member: { id: number; token: string };
let nodeId: number;

beforeAll(async () => {
  server = await startTestServer();
  api = walletClient(server);
  trial = await api.newMember(0, 4);
  member = await api.newMember(5_000, 0);
  nodeId = (await server.db.selectFrom('games').select('node_id').orderBy('node_id').executeTakeFirstOrThrow()).node_id;
});
afterAll(() => server.close());

type Send = (token: string, key: string) => Promise<Answer<unknown>>;

const json = (method: string, body: unknown) => (token: string, key: string) => ({ ...jsonInit(body, token, { 'Idempotency-Key': key }), method });

/** Each refused call, as a trial guest and a member would make it. */
const CALLS: [string, Send][] = [
  ['favourite ids', (token) => api.get(ENDPOINTS.favouriteIds.path, token)],
  ['favourites page', (token) => api.get(`${ENDPOINTS.favourites.path}?pageNo=1&pageSize=36`, token)],
  ['favourite add', (token, key) => api.request(ENDPOINTS.favouriteAdd.path, json('POST', { nodeId })(token, key))],
  ['favourite remove', (token, key) => api.request(`${ENDPOINTS.favouriteRemove.path}?nodeId=${nodeId}`, { ...json('DELETE', undefined)(token, key), body: undefined })],
  ['member wallet', (token) => api.get(ENDPOINTS.memberWallet.path, token)],
  ['wallet summary', (token) => api.get(ENDPOINTS.walletSummary.path, token)],
  ['wallet lines', (token) => api.get(`${ENDPOINTS.walletTransactions.path}?account=main`, token)],
];

const appliedKeys = (memberId: number) =>
  server.db.selectFrom('applied_ops').select('op_id').where('member_id', '=', memberId).execute();

describe('a trial guest (type 4)', () => {
  it.each(CALLS)('is refused the %s with 403 no_permission', async (_name, send) => {
    const { status, body } = await send(trial.token, `trial-${crypto.randomUUID()}`);
    expect([status, code(body)]).toEqual([403, ERROR_CODE.noPermission]);
  });

  it('stores no favourite and no Idempotency-Key for a refused add', async () => {
    await CALLS[2]![1](trial.token, `trial-${crypto.randomUUID()}`);
    expect(await server.db.selectFrom('favourites').selectAll().where('member_id', '=', trial.id).execute()).toEqual([]);
    expect(await appliedKeys(trial.id)).toEqual([]);
  });

  const refusing = Object.entries(ENDPOINTS as Record<string, EndpointSpec>).filter(([, entry]) => entry.refusesTrial);
  it.each(refusing)('is refused %s with its declared code before the input is read', async (_name, entry) => {
    // No body, no query: a guest is told who it is before anything it sent is looked at.
    const { status, body } = await api.request(entry.path, { ...json(methodsOf(entry)[0]!, undefined)(trial.token, `trial-${crypto.randomUUID()}`), body: undefined });
    expect([status, code(body)]).toEqual([403, entry.refusesTrial]);
  });

  it('leaves no Idempotency-Key behind for any refused call', async () => {
    expect(refusing.length).toBeGreaterThan(30);
    expect(await appliedKeys(trial.id)).toEqual([]);
  });

  it('is refused even when the input is malformed (who asks decides first)', async () => {
    const { status, body } = await api.request(ENDPOINTS.favouriteAdd.path, json('POST', { nodeId: 'x' })(trial.token, 'trial-malformed-0001'));
    expect([status, code(body)]).toEqual([403, ERROR_CODE.noPermission]);
  });
});

describe('a member (type 0)', () => {
  it.each(CALLS)('is answered the %s', async (_name, send) => {
    const { status, body } = await send(member.token, `member-${crypto.randomUUID()}`);
    expect([status, code(body)]).toEqual([200, 'success']);
  });

  it('sees its balance', async () => {
    const { body } = await api.get<{ sumBalance: number }>(ENDPOINTS.memberWallet.path, member.token);
    expect(body.success && body.value.sumBalance).toBe(50);
  });
});
