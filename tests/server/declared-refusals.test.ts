// The server holds every handler to its entry's declared refusals (server/http/mount.ts): under
// test an undeclared code is a 500 naming the call and the code; elsewhere the answer goes out as
// it is and the log says so once.
import { rmSync } from 'node:fs';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../server/env';
import { mount } from '../../server/http/mount';
import { failure } from '../../server/lib/envelope';
import type { Db } from '../../server/db/connection';
import { endpoint } from '../../src/api/endpoints';
import { ERROR_CODE } from '../../src/api/error-codes';
import { makeTempDir, openTestDb } from './helpers';

const entry = endpoint<never>()({
  method: 'GET',
  path: '/test/refusal',
  access: 'public',
  cache: 'never',
  refusals: { [ERROR_CODE.gameNotFound]: 'unknown_error' },
});

let dir = '';
let db: Db;
beforeAll(async () => {
  dir = makeTempDir();
  db = await openTestDb(dir);
});
afterAll(async () => {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

/** A server whose one call answers `code`, run as `nodeEnv`, and what it logged. */
function serverAnswering(code: (typeof ERROR_CODE)[keyof typeof ERROR_CODE], nodeEnv: 'test' | 'development') {
  const logged: string[] = [];
  const app = new Hono();
  mount(app, entry, { db, env: loadEnv({ DATA_DIR: dir, NODE_ENV: nodeEnv }), log: { error: (message) => logged.push(message) } }, (c) =>
    failure(c, 409, code, 'refused'),
  );
  return { app, logged };
}

const answer = async (res: Response) => [res.status, ((await res.json()) as { errorCode: string }).errorCode] as const;

describe('refusals a handler may answer', () => {
  it('a declared code goes out as it is', async () => {
    const { app, logged } = serverAnswering(ERROR_CODE.gameNotFound, 'test');
    expect(await answer(await app.request(entry.path))).toEqual([409, ERROR_CODE.gameNotFound]);
    expect(logged).toEqual([]);
  });

  it('an undeclared code is a server error under test, naming the call and the code', async () => {
    const { app } = serverAnswering(ERROR_CODE.drawClosed, 'test');
    const res = await app.request(entry.path);
    const body = (await res.clone().json()) as { message: string };
    expect(await answer(res)).toEqual([500, ERROR_CODE.serverError]);
    expect(body.message).toContain('/test/refusal answered draw_closed');
  });

  it('elsewhere the undeclared answer goes out, and the log says so once', async () => {
    const { app, logged } = serverAnswering(ERROR_CODE.drawClosed, 'development');
    for (let i = 0; i < 3; i += 1) expect(await answer(await app.request(entry.path))).toEqual([409, ERROR_CODE.drawClosed]);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain('draw_closed');
  });
});
