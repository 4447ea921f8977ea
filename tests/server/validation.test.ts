import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../server/app';
import { loadEnv } from '../../server/env';
import { createRng } from '../../server/seed/prng';
import { API } from '../../src/api/paths';
import { makeTempDir, openTestDb, startTestServer, type TestServer } from './helpers';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('malformed parameters → 400 invalid_parameter naming the field', () => {
  it.each([
    [`${API.gameList}?pageNo=abc`, 'pageNo'],
    [`${API.gameList}?pageNo=0`, 'pageNo'],
    [`${API.gameList}?pageNo=-1`, 'pageNo'],
    [`${API.gameList}?pageNo=1.5`, 'pageNo'],
    [`${API.gameList}?pageNo=1&pageNo=2`, 'pageNo'],
    [`${API.gameList}?pageSize=0`, 'pageSize'],
    [`${API.gameList}?pageSize=10000`, 'pageSize'],
    [`${API.gameList}?pageSize=201`, 'pageSize'],
    [`${API.gameList}?isNew=maybe`, 'isNew'],
    [`${API.gameList}?gameType=POKER`, 'gameType'],
    [`${API.gameList}?platform=ios`, 'platform'],
    [`${API.gameList}?vassalage=%3Cscript%3E`, 'vassalage'],
    [`${API.gameList}?gameName=${'x'.repeat(101)}`, 'gameName'],
    [`${API.gameList}?language=english!`, 'language'],
    [`${API.winners}?limitNum=-1`, 'limitNum'],
    [`${API.winners}?limitNum=0`, 'limitNum'],
    [`${API.winners}?limitNum=51`, 'limitNum'],
    [`${API.winners}?limitNum=ten`, 'limitNum'],
    [`${API.winners}?gameCategory=EVERYTHING`, 'gameCategory'],
    [`${API.announcements}`, 'types'],
    [`${API.announcements}?types=Z`, 'types'],
    [`${API.announcements}?types=B,XX`, 'types'],
    [`${API.announcements}?types=,,`, 'types'],
    [`${API.announcements}?types=B&groupName=bad%20group`, 'groupName'],
    [`${API.hotGames}?gameType=NOPE`, 'gameType'],
    [`${API.hotGames}?isPlatform=3`, 'isPlatform'],
    [`${API.helpCenter}?device=TV`, 'device'],
    [`${API.helpCenter}?lang=123`, 'lang'],
    [`${API.domainRoute}?device=abc`, 'device'],
    [`${API.vendors}?merchant=a%20b`, 'merchant'],
  ])('%s', async (path, field) => {
    const { status, body } = await server.failure(path);
    expect(status).toBe(400);
    expect(body.errorCode).toBe('invalid_parameter');
    expect(body.message).toContain(field);
  });

  it('says which types are unknown', async () => {
    const { body } = await server.failure(`${API.announcements}?types=B,XX,PL`);
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
  const PATHS = Object.entries(API).filter(([name]) => name !== 'ping').map(([, path]) => path);

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
  it.each(['/wps/nope', '/wps', '/wps/game/list/extra', '/dev/nothing', '/common/nothing.json'])(
    '%s → 404 not_found envelope',
    async (path) => {
      const { status, body } = await server.failure(path);
      expect(status).toBe(404);
      expect(body.errorCode).toBe('not_found');
    },
  );

  it('answers a POST to a GET-only call with a 404 envelope', async () => {
    const res = await server.app.request(API.gameList, { method: 'POST' });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ success: false, errorCode: 'not_found' });
  });

  it.each([
    `${API.gameList}?merchant=OTHER`,
    `${API.vendors}?merchant=OTHER`,
    `${API.hotGames}?merchantCode=OTHER`,
    `${API.announcements}?types=B&merchantCode=OTHER`,
  ])('%s → unknown_merchant envelope', async (path) => {
    const { status, body } = await server.failure(path);
    expect(status).toBe(404);
    expect(body.errorCode).toBe('unknown_merchant');
    expect(body.message).toContain('OTHER');
  });

  it('checks the Merchant header when no parameter names one, case-insensitively', async () => {
    const res = await server.app.request(API.gameList, { headers: { Merchant: 'OTHER' } });
    expect(res.status).toBe(404);
    expect((await server.app.request(`${API.gameList}?merchant=demo`)).status).toBe(200);
  });
});

describe('server errors', () => {
  it('turns a thrown error into a logged 500 server_error envelope without details', async () => {
    const dir = makeTempDir();
    const db = await openTestDb(dir);
    await db.destroy();
    const log = { error: vi.fn() };
    const app = createApp({ db, env: loadEnv({ DATA_DIR: dir, NODE_ENV: 'test' }), log });
    try {
      const res = await app.request(API.gameList);
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({ success: false, errorCode: 'server_error', message: 'Internal server error' });
      expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(log.error).toHaveBeenCalledOnce();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
