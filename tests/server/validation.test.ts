import { rmSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { createApp } from '../../server/app';
import { loadEnv } from '../../server/env';
import { createRng } from '../../server/seed/prng';
import { ENDPOINTS, ENVELOPE_PREFIXES, type EndpointSpec } from '../../src/api/endpoints';
import { makeTempDir, openTestDb, serverForFile } from './helpers';

const { server } = serverForFile();

describe('malformed parameters → 400 invalid_parameter naming the field', () => {
  it.each([
    [`${ENDPOINTS.gameList.path}?pageNo=abc`, 'pageNo'],
    [`${ENDPOINTS.gameList.path}?pageNo=0`, 'pageNo'],
    [`${ENDPOINTS.gameList.path}?pageNo=-1`, 'pageNo'],
    [`${ENDPOINTS.gameList.path}?pageNo=1.5`, 'pageNo'],
    [`${ENDPOINTS.gameList.path}?pageNo=1&pageNo=2`, 'pageNo'],
    [`${ENDPOINTS.gameList.path}?pageSize=0`, 'pageSize'],
    [`${ENDPOINTS.gameList.path}?pageSize=10000`, 'pageSize'],
    [`${ENDPOINTS.gameList.path}?pageSize=201`, 'pageSize'],
    [`${ENDPOINTS.gameList.path}?isNew=maybe`, 'isNew'],
    [`${ENDPOINTS.gameList.path}?gameType=POKER`, 'gameType'],
    [`${ENDPOINTS.gameList.path}?platform=ios`, 'platform'],
    [`${ENDPOINTS.gameList.path}?vassalage=%3Cscript%3E`, 'vassalage'],
    [`${ENDPOINTS.gameList.path}?gameName=${'x'.repeat(101)}`, 'gameName'],
    [`${ENDPOINTS.gameList.path}?language=english!`, 'language'],
    [`${ENDPOINTS.winners.path}?limitNum=-1`, 'limitNum'],
    [`${ENDPOINTS.winners.path}?limitNum=0`, 'limitNum'],
    [`${ENDPOINTS.winners.path}?limitNum=51`, 'limitNum'],
    [`${ENDPOINTS.winners.path}?limitNum=ten`, 'limitNum'],
    [`${ENDPOINTS.winners.path}?gameCategory=EVERYTHING`, 'gameCategory'],
    [`${ENDPOINTS.announcements.path}`, 'types'],
    [`${ENDPOINTS.announcements.path}?types=Z`, 'types'],
    [`${ENDPOINTS.announcements.path}?types=B,XX`, 'types'],
    [`${ENDPOINTS.announcements.path}?types=,,`, 'types'],
    [`${ENDPOINTS.announcements.path}?types=B&groupName=bad%20group`, 'groupName'],
    [`${ENDPOINTS.hotGames.path}?gameType=NOPE`, 'gameType'],
    [`${ENDPOINTS.hotGames.path}?isPlatform=3`, 'isPlatform'],
    [`${ENDPOINTS.helpCenter.path}?device=TV`, 'device'],
    [`${ENDPOINTS.helpCenter.path}?lang=123`, 'lang'],
    [`${ENDPOINTS.domainRoute.path}?device=abc`, 'device'],
    [`${ENDPOINTS.vendors.path}?merchant=a%20b`, 'merchant'],
  ])('%s', async (path, field) => {
    const { status, body } = await server.failure(path);
    expect(status).toBe(400);
    expect(body.errorCode).toBe('invalid_parameter');
    expect(body.message).toContain(field);
  });

  it('says which types are unknown', async () => {
    const { body } = await server.failure(`${ENDPOINTS.announcements.path}?types=B,XX,PL`);
    expect(body.message).toContain('XX');
    expect(body.message).toContain('A, PL, B, PU, PR, H');
  });
});

describe('malformed input never reaches a 500', () => {
  const NASTY = [
    '', 'abc', '-1', '0', '1', '1.5', '1e309', '99999999999999999999999', '%25', '_', "'; drop table games;--",
    '%00', '😀', 'x'.repeat(5000), 'true', '[]', 'null', 'ALL', 'BINGO', 'm_home', 'B,PL', 'DEMO', 'en',
  ];
  const PARAMS = [
    'merchant', 'merchantCode', 'platform', 'gameName', 'gameType', 'pageNo', 'pageSize', 'vassalage',
    'gameClassify', 'isNew', 'language', 'lang', 'device', 'isPlatform', 'gameCategory', 'limitNum', 'types', 'groupName',
  ];
  // Every call of the app (the ping is not an envelope), asked with GET whatever its method.
  const calls: EndpointSpec[] = Object.values(ENDPOINTS);
  const PATHS = [...new Set(calls.filter((e) => e.availability !== 'dev' && e !== ENDPOINTS.ping).map((e) => e.path))];

  it('answers 400 or 2xx/404 envelopes for 400 random parameter mixes', async () => {
    const rng = createRng('fuzz');
    for (let i = 0; i < 400; i += 1) {
      const params = rng
        .shuffle(PARAMS)
        .slice(0, rng.int(1, 5))
        .map((name) => `${name}=${encodeURIComponent(rng.pick(NASTY))}`)
        .join('&');
      const path = `${rng.pick(PATHS)}?${params}`;
      const res = await server.app.request(path);
      expect(res.status, path).toBeLessThan(500);
      const body = (await res.json()) as { success: boolean };
      expect(typeof body.success, path).toBe('boolean');
    }
    expect(server.log.error).not.toHaveBeenCalled();
  });
});

describe('unknown calls and merchants', () => {
  // Paths that must not exist, built on the registry's wps prefix.
  const WPS = ENVELOPE_PREFIXES[0];
  it.each([`${WPS}/nope`, WPS, `${ENDPOINTS.gameList.path}/extra`, '/dev/nothing', '/common/nothing.json'])(
    '%s → 404 not_found envelope',
    async (path) => {
      const { status, body } = await server.failure(path);
      expect(status).toBe(404);
      expect(body.errorCode).toBe('not_found');
    },
  );

  it('answers a POST to a GET-only call with a 404 envelope', async () => {
    const res = await server.app.request(ENDPOINTS.gameList.path, { method: 'POST' });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ success: false, errorCode: 'not_found' });
  });

  it.each([
    `${ENDPOINTS.gameList.path}?merchant=OTHER`,
    `${ENDPOINTS.vendors.path}?merchant=OTHER`,
    `${ENDPOINTS.hotGames.path}?merchantCode=OTHER`,
    `${ENDPOINTS.announcements.path}?types=B&merchantCode=OTHER`,
  ])('%s → unknown_merchant envelope', async (path) => {
    const { status, body } = await server.failure(path);
    expect(status).toBe(404);
    expect(body.errorCode).toBe('unknown_merchant');
    expect(body.message).toContain('OTHER');
  });

  it('checks the Merchant header when no parameter names one, case-insensitively', async () => {
    const res = await server.app.request(ENDPOINTS.gameList.path, { headers: { Merchant: 'OTHER' } });
    expect(res.status).toBe(404);
    expect((await server.app.request(`${ENDPOINTS.gameList.path}?merchant=demo`)).status).toBe(200);
  });
});

describe('server errors', () => {
  it('turns a thrown error into a logged 500 server_error envelope without details', async () => {
    const dir = makeTempDir();
    const db = await openTestDb(dir);
    await db.destroy();
    const log = { error: vi.fn() };
    const app = createApp({ db, env: loadEnv({ DATA_DIR: dir, NODE_ENV: 'test', DEV_HELPERS: '1' }), log });
    try {
      const res = await app.request(ENDPOINTS.gameList.path);
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({ success: false, errorCode: 'server_error', message: 'Internal server error' });
      expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(log.error).toHaveBeenCalledOnce();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
