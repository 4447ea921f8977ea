/**
 * The server answers exactly the registry: every 'always' entry is mounted under each of its
 * methods, dev entries exist only while the dev helpers are enabled, operator entries only on a
 * server with an operator key, and each entry's access is enforced before anything else runs.
 */
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { loadEnv } from '../../server/env';
import { ENDPOINTS, fillPath, methodsOf, type EndpointSpec } from '../../src/api/endpoints';
import { ERROR_CODE } from '../../src/api/error-codes';
import { makeTempDir, openTestDb, OPERATOR_HEADERS, serverForFile } from './helpers';

type App = { request(path: string, init?: RequestInit): Response | Promise<Response> };

const entries = Object.entries(ENDPOINTS as Record<string, EndpointSpec>);
const always = entries.filter(([, e]) => (e.availability ?? 'always') === 'always' && e.access !== 'operator');
const operator = entries.filter(([, e]) => e.access === 'operator');
const dev = entries.filter(([, e]) => e.availability === 'dev');
const calls = (list: [string, EndpointSpec][]) =>
  list.flatMap(([name, e]) => methodsOf(e).map((method) => [`${method} ${name}`, method, e] as const));

/** A request to the entry's path (every `:param` filled), with an empty JSON body when it may carry one. */
function request(app: App, method: string, entry: EndpointSpec, headers: Record<string, string> = {}) {
  const params = Object.fromEntries([...entry.path.matchAll(/:(\w+)/g)].map(([, name]) => [name!, 'x']));
  const body = method === 'GET' ? undefined : '{}';
  return app.request(fillPath(entry.path, params), { method, headers: { 'Content-Type': 'application/json', ...headers }, body });
}

/** The generic answer of a path nothing is mounted on (app.ts). */
async function isNoSuchCall(res: Response): Promise<boolean> {
  if (res.status !== 404 || !(res.headers.get('Content-Type') ?? '').includes('json')) return false;
  const body = (await res.json()) as { errorCode?: string; message?: string };
  return body.errorCode === ERROR_CODE.notFound && (body.message ?? '').startsWith('No such call');
}

const { server } = serverForFile();

describe('the server mounts the registry', () => {
  it('has entries of every access to check', () => {
    expect(always.length).toBeGreaterThan(30);
    expect(dev.length).toBeGreaterThan(0);
    expect(operator.length).toBeGreaterThan(0);
    expect(new Set(always.map(([, e]) => e.access))).toEqual(new Set(['public', 'member', 'player']));
  });

  it.each(calls(always))('mounts %s', async (_, method, entry) => {
    expect(await isNoSuchCall(await request(server.app, method, entry))).toBe(false);
  });

  it.each(calls(dev))('mounts %s while the dev helpers are enabled', async (_, method, entry) => {
    expect(await isNoSuchCall(await request(server.app, method, entry))).toBe(false);
  });

  it.each(calls(always.filter(([, e]) => e.access === 'member')))('%s needs a member token (401)', async (_, method, entry) => {
    const res = await request(server.app, method, entry);
    expect(res.status).toBe(401);
    expect(((await res.json()) as { errorCode: string }).errorCode).toBe(ERROR_CODE.notLoggedIn);
  });

  it.each(calls(always.filter(([, e]) => e.access === 'player')))('%s needs a play token (401)', async (_, method, entry) => {
    const res = await request(server.app, method, entry, { Authorization: 'Bearer not-a-play-token-at-all' });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { errorCode: string }).errorCode).toBe(ERROR_CODE.playSessionInvalid);
  });

  it.each(calls(operator))('mounts %s for the operator key', async (_, method, entry) => {
    expect(await isNoSuchCall(await request(server.app, method, entry, OPERATOR_HEADERS))).toBe(false);
  });

  // Each call from an address of its own: wrong keys are limited per address (access/operator-key.ts).
  let address = 0;
  it.each(calls(operator))('%s refuses a wrong or missing operator key (403)', async (_, method, entry) => {
    const from = { 'X-Forwarded-For': `192.0.2.${(address += 1)}` };
    for (const headers of [from, { ...from, 'X-Operator-Key': 'not-the-operator-key' }] as Record<string, string>[]) {
      const res = await request(server.app, method, entry, headers);
      expect(res.status).toBe(403);
      expect(((await res.json()) as { errorCode: string }).errorCode).toBe(ERROR_CODE.noPermission);
    }
  });
});

describe('money calls (DESIGN §3: online only, exactly once)', () => {
  const money = entries.filter(([, e]) => e.money);

  it('exist, as member mutations the service worker never caches', () => {
    expect(money.length).toBeGreaterThan(0);
    for (const [, e] of money) expect([e.access, e.cache, e.method === 'GET']).toEqual(['member', 'never', false]);
  });

  it.each(calls(money))('%s refuses a call without an Idempotency-Key, before doing anything', async (_, method, entry) => {
    const res = await request(server.app, method, entry, { Authorization: await server.signIn('demo') });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errorCode: string }).errorCode).toBe(ERROR_CODE.idempotencyKeyRequired);
  });
});

describe('with the dev helpers off and no operator key (a plain start)', () => {
  let dir = '';
  let close = async () => {};
  let plain: App;
  beforeAll(async () => {
    dir = makeTempDir();
    const db = await openTestDb(dir);
    plain = createApp({ db, env: loadEnv({ DATA_DIR: dir }), log: { error: () => {} } });
    close = () => db.destroy();
  });
  afterAll(async () => {
    await close();
    rmSync(dir, { recursive: true, force: true });
  });

  it.each(calls(dev))('%s is not mounted', async (_, method, entry) => {
    expect(await isNoSuchCall(await request(plain, method, entry))).toBe(true);
  });

  it.each(calls(operator))('%s is not mounted without an operator key', async (_, method, entry) => {
    expect(await isNoSuchCall(await request(plain, method, entry, OPERATOR_HEADERS))).toBe(true);
  });
});
