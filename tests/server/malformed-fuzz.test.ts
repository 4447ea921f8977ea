/**
 * Every API route of the app, fed malformed requests (garbage queries, broken and wrong-shaped
 * bodies, junk tokens and sealing headers): never a 5xx, never a logged crash, always a wps
 * envelope. The routes come from the app itself, so a new route is covered the day it is added.
 * Deterministic: the garbage comes from a seeded generator.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRng, type Rng } from '../../server/seed/prng';
import { ENDPOINTS, ENVELOPE_PREFIXES, MEDIA_PREFIX, underPrefix, type EndpointSpec } from '../../src/api/endpoints';
import { ERROR_CODE } from '../../src/api/error-codes';
import { jsonInit, startTestServer, type TestServer } from './helpers';

let server: TestServer;

/** Valid credentials, so the fuzz reaches the handlers behind the sign-in checks too. */
let playToken = '';

/** A fresh member token per use: a fuzzed logout or password change must not spoil the next. */
const memberToken = () => server.signIn('demo');

beforeAll(async () => {
  server = await startTestServer();
  const [game] = (await server.value<{ games: { nodeId: number }[] }>(`${ENDPOINTS.gameList.path}?gameType=RNG`)).games;
  const { url } = await server.value<{ url: string }>(ENDPOINTS.launch.path, jsonInit({ nodeId: game!.nodeId }, await memberToken()));
  const launch = new URL(url, 'http://x').searchParams.get('launch');
  playToken = `Bearer ${(await server.value<{ playToken: string }>(ENDPOINTS.playSession.path, jsonInit({ launch }))).playToken}`;
});
afterAll(() => server.close());

/** The API (every envelope prefix) and generated media. */
const isApiPath = (path: string) => underPrefix(path, ENVELOPE_PREFIXES) || path.startsWith(MEDIA_PREFIX);
/** The speed picker's ping file is a plain static file (SPEC §9), not a wps call. */
const NOT_ENVELOPES = new Set<string>([ENDPOINTS.ping.path]);
/**
 * Calls whose success is an event stream (the registry's `stream`): it never ends, so a stream that
 * opened is let go unread; refusals before it opens are envelopes like any other, 503
 * live_unavailable included (declared: a test instance on PostgreSQL has no LISTEN connection).
 */
const STREAMS = new Set<string>((Object.values(ENDPOINTS) as EndpointSpec[]).filter((entry) => entry.stream).map((entry) => entry.path));
const openedStream = (path: string, res: Response) => STREAMS.has(path) && res.status === 200 && (res.headers.get('Content-Type') ?? '').startsWith('text/event-stream');
const streamUnavailable = (path: string, status: number, text: string) =>
  STREAMS.has(path) && status === 503 && (JSON.parse(text) as { errorCode?: unknown }).errorCode === ERROR_CODE.liveUnavailable;

const NASTY_STRINGS = [
  '',
  ' ',
  '-1',
  '0',
  '1e309',
  'NaN',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '%',
  '%00',
  '\u0000',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '𝕏'.repeat(40),
  'x'.repeat(5000),
  '9'.repeat(40),
];

const NASTY_BODIES: (string | undefined)[] = [
  undefined,
  '',
  '{',
  '{"a":',
  'null',
  '[]',
  '"text"',
  '12',
  '{"__proto__":{"polluted":1}}',
  '{"userName":{"$gt":""},"password":[1,2]}',
  '{"stake":"5","roundId":null,"pick":{}}',
  '{"oldPassword":1,"newPassword":true,"confirmNewPassword":null}',
  '{"nodeId":"abc","vassalage":42}',
  JSON.stringify({ blob: 'x'.repeat(200_000) }),
];

function nastyValue(rng: Rng): string {
  return rng.pick(NASTY_STRINGS);
}

/** A concrete path for a route pattern: every `:param` filled with garbage. */
function concretePath(pattern: string, rng: Rng): string {
  return pattern
    .replace(/:(\w+)(\{[^}]*\})?/g, () => encodeURIComponent(nastyValue(rng) || 'x'))
    .replace(/\*$/, 'anything');
}

function garbageQuery(rng: Rng): string {
  const names = ['pageNo', 'pageSize', 'gameType', 'vassalage', 'language', 'limitNum', 'types', 'token', 'id', 'merchant', 'mobileNum', 'userName'];
  const parts: string[] = [];
  const count = rng.int(0, 4);
  for (let i = 0; i < count; i++) parts.push(`${rng.pick(names)}=${encodeURIComponent(nastyValue(rng))}`);
  if (rng.chance(0.1)) parts.push('%E0%A4%A'); // a broken percent-escape
  return parts.length ? `?${parts.join('&')}` : '';
}

async function garbageHeaders(rng: Rng, path: string): Promise<Record<string, string>> {
  const headers: Record<string, string> = {};
  const contentTypes = ['application/json', 'application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x'];
  headers['Content-Type'] = rng.pick(contentTypes);
  const auth = rng.int(0, 2);
  if (auth === 1) headers.Authorization = path.startsWith('/play/') ? playToken : await memberToken();
  if (auth === 2) headers.Authorization = rng.pick(['junk', 'Bearer ', 'a'.repeat(64), '\u00ff\u00fe']);
  if (rng.chance(0.3)) headers.Encryption = rng.pick(['', 'not-base64!', 'QUJD', 'x'.repeat(2000)]);
  if (rng.chance(0.3)) headers['Idempotency-Key'] = rng.pick(['', 'not-a-uuid', 'x'.repeat(500)]);
  if (rng.chance(0.3)) headers.Merchant = nastyValue(rng).replace(/[^\x20-\x7e]/g, '?');
  return headers;
}

function apiRoutes(): { method: string; path: string }[] {
  const seen = new Set<string>();
  return server.app.routes
    .filter((route) => isApiPath(route.path))
    .filter((route) => {
      const key = `${route.method} ${route.path}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

describe('malformed requests to every API route', () => {
  it('finds the routes to fuzz', () => {
    const paths = apiRoutes().map((route) => route.path);
    expect(paths.length).toBeGreaterThan(30);
    expect(paths).toEqual(expect.arrayContaining([ENDPOINTS.gameList.path, ENDPOINTS.login.path, ENDPOINTS.playBet.path]));
  });

  it('answers each with a wps envelope and a status below 500, and logs no crash', async () => {
    const rng = createRng('malformed-requests');
    const failures: string[] = [];
    let sent = 0;
    for (const route of apiRoutes()) {
      const methods = route.method === 'ALL' ? ['GET', 'POST', 'PUT', 'DELETE'] : [route.method];
      for (const method of methods) {
        for (let round = 0; round < 30; round++) {
          const url = concretePath(route.path, rng) + garbageQuery(rng);
          const body = method === 'GET' || method === 'HEAD' ? undefined : NASTY_BODIES[round % NASTY_BODIES.length];
          const res = await server.app.request(url, { method, headers: await garbageHeaders(rng, route.path), body });
          sent++;
          if (openedStream(route.path, res)) {
            await res.body?.cancel();
            continue;
          }
          const text = await res.text();
          const label = `${method} ${url.slice(0, 120)} body=${(body ?? '').slice(0, 40)}`;
          if (res.status >= 500 && !streamUnavailable(route.path, res.status, text)) failures.push(`${label} → ${res.status} ${text.slice(0, 200)}`);
          else if (!NOT_ENVELOPES.has(route.path) && (res.headers.get('Content-Type') ?? '').includes('application/json')) {
            const parsed = JSON.parse(text) as { success?: unknown; errorCode?: unknown };
            if (typeof parsed.success !== 'boolean') failures.push(`${label} → not an envelope: ${text.slice(0, 200)}`);
            if (parsed.success === false && typeof parsed.errorCode !== 'string') failures.push(`${label} → failure without errorCode`);
          }
        }
      }
    }
    expect(sent).toBeGreaterThan(300);
    expect(failures).toEqual([]);
    expect(server.log.error).not.toHaveBeenCalled();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  }, 120_000);
});
