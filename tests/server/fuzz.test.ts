/**
 * Schema-driven fuzz over every entry of the endpoint registry (tests/server/fuzz/*): a few
 * thousand requests, each refused by construction — input that fails the entry's schema as the
 * server reads it (json, form, multipart, sealed, query), a caller the entry does not admit, a
 * method nobody mounts, a path parameter naming nothing. Each must answer a 4xx wps envelope with
 * an error code, the server must still answer after, and no table may change except those a
 * refusal writes by design (fuzz/digest.ts), with the ledger's invariants intact.
 * Deterministic: a fixed seed for the generator (printed with the counts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerClientErrors } from '../../server/lib/client-errors';
import { checkLedger, ledgerHealthy } from '../../server/ledger/check';
import { createRng } from '../../server/seed/prng';
import type { RegisterSettings } from '../../src/api/account-wire';
import { ENDPOINTS } from '../../src/api/endpoints';
import type { LoginValue } from '../../src/api/member-wire';
import type { SystemStatus } from '../../src/api/system-wire';
import { COMPARED_IN_PART, digestTables, WRITTEN_BY_REFUSALS } from './fuzz/digest';
import { buildRequests, type BuildStats, type Credentials, type FuzzRequest } from './fuzz/requests';
import { jsonInit, listenOnLoopback, startTestServer, TEST_OPERATOR_KEY, type Loopback, type TestServer } from './helpers';

const SEED = 'registry-fuzz-1';
/** Rounds of each way of breaking an input, per entry. */
const ROUNDS = 3;
/** The speed picker's ping is a static file (SPEC §9), not a wps call: any 4xx will do. */
const NOT_WPS = new Set<string>([ENDPOINTS.ping.path]);
/** Every how-many-th request is sent again over a real socket, through the Node adapter. */
const OVER_SOCKET_EVERY = 16;

let server: TestServer;
let creds: Credentials;
let listener: Loopback | undefined;
let base = '';

/** A JSON call that must succeed, with the token as a Bearer token when given. */
const postJson = <T>(path: string, body: unknown, token?: string) => server.value<T>(path, jsonInit(body, token && `Bearer ${token}`));

beforeAll(async () => {
  server = await startTestServer();
  const member = await server.signIn('demo');
  const revoked = await server.signIn('demo');
  await server.value(ENDPOINTS.logout.path, { method: 'POST', headers: { Authorization: `Bearer ${revoked}` } });
  const trial = (await server.value<Partial<LoginValue>>(ENDPOINTS.freeplay.path, { method: 'POST' })).token!;
  const [game] = (await server.value<{ games: { nodeId: number }[] }>(`${ENDPOINTS.gameList.path}?gameType=RNG`)).games;
  const { url } = await postJson<{ url: string }>(ENDPOINTS.launch.path, { nodeId: game!.nodeId }, member);
  const launch = new URL(url, 'http://x').searchParams.get('launch');
  const play = (await postJson<{ playToken: string }>(ENDPOINTS.playSession.path, { launch })).playToken;
  const { encryptionPublicKey } = await server.value<RegisterSettings>(ENDPOINTS.registerSettings.path);
  creds = { member, trial, revoked, play, operatorKey: TEST_OPERATOR_KEY, publicKey: encryptionPublicKey };
  // The same app (and database) behind a loopback listener, as `npm start` runs it.
  listener = await listenOnLoopback(server.app.fetch);
  answerClientErrors(listener.listener);
  base = listener.base;
}, 60_000);
afterAll(async () => {
  await listener?.close();
  await server?.close();
});

/** Sends one request in process, or over the socket; a refused fetch (the client's own rule) is no answer. */
async function send(request: FuzzRequest, overSocket: boolean): Promise<Response | undefined> {
  const init = { method: request.method, headers: request.headers, body: request.body };
  if (!overSocket) return server.app.request(request.url, init);
  try {
    return await fetch(`${base}${request.url}`, init);
  } catch {
    return undefined;
  }
}

/** What is wrong with an answer to a refused request; undefined when it is a proper refusal. */
async function problemWith(request: FuzzRequest, res: Response): Promise<string | undefined> {
  const text = await res.text();
  if (res.status >= 500) return `${res.status} ${text.slice(0, 200)}`;
  if (res.status < 400) return `accepted (${res.status}) ${text.slice(0, 200)}`;
  const path = request.url.split('?')[0]!;
  if (NOT_WPS.has(path)) return undefined;
  if (!(res.headers.get('Content-Type') ?? '').includes('application/json')) return `not JSON: ${res.headers.get('Content-Type')} ${text.slice(0, 100)}`;
  const parsed = JSON.parse(text) as { success?: unknown; errorCode?: unknown };
  if (parsed.success !== false) return `not a failure envelope: ${text.slice(0, 200)}`;
  if (typeof parsed.errorCode !== 'string' || !parsed.errorCode) return `no error code: ${text.slice(0, 200)}`;
  return undefined;
}

describe('the registry fuzz', () => {
  it('refuses every malformed request with a wps error envelope and changes nothing', async () => {
    const before = await digestTables(server.db);
    expect(ledgerHealthy(await checkLedger(server.db))).toBe(true);

    const stats: BuildStats = { dropped: 0 };
    const requests = buildRequests(createRng(SEED), creds, ROUNDS, stats);
    const failures: string[] = [];
    const byReason: Record<string, number> = {};
    const byStatus: Record<number, number> = {};
    const entries = new Set<string>();
    let overSocket = 0;
    for (const [index, request] of requests.entries()) {
      for (const socket of index % OVER_SOCKET_EVERY === 0 ? [false, true] : [false]) {
        const res = await send(request, socket);
        if (!res) continue;
        if (socket) overSocket++;
        byReason[request.reason] = (byReason[request.reason] ?? 0) + 1;
        byStatus[res.status] = (byStatus[res.status] ?? 0) + 1;
        entries.add(request.entry);
        const problem = await problemWith(request, res);
        if (problem) failures.push(`${request.entry} ${request.method} ${request.url.slice(0, 100)} [${request.label}]${socket ? ' (socket)' : ''} → ${problem}`);
      }
    }
    console.log(
      `fuzz seed ${SEED}: ${requests.length} requests over ${entries.size} entries (${overSocket} sent again over a socket), ${stats.dropped} candidates dropped as valid;`,
      `by reason ${JSON.stringify(byReason)}; by status ${JSON.stringify(byStatus)}; tables not compared: ${Object.keys(WRITTEN_BY_REFUSALS).join(', ')}; in part: ${Object.keys(COMPARED_IN_PART).join(', ')}`,
    );

    expect(failures).toEqual([]);
    expect(entries.size).toBe(Object.keys(ENDPOINTS).length);
    expect(requests.length).toBeGreaterThan(2_000);
    expect(overSocket).toBeGreaterThan(requests.length / OVER_SOCKET_EVERY / 2);
    expect(server.log.error).not.toHaveBeenCalled();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();

    // Still answering, nothing changed, the books still balance.
    expect((await server.value<SystemStatus>(ENDPOINTS.status.path)) ?? null).not.toBeNull();
    expect(await digestTables(server.db)).toEqual(before);
    expect(ledgerHealthy(await checkLedger(server.db))).toBe(true);
  }, 120_000);
});
