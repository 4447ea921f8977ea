/**
 * The real start path (server/main.ts, as `npm start` and `npm run serve` run it): the demo says
 * loudly what it is; production refuses to start without its settings or on a database the demo
 * ran on (its members' passwords are published), and on a fresh database starts with none of the
 * demo's money surfaces.
 */
import { request } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess } from '../../../scripts/server-process';
import { ENDPOINTS } from '../../../src/api/endpoints';
import type { Envelope } from '../../../src/api/envelope';
import type { SystemStatus } from '../../../src/api/system-wire';
import { databaseEnv, makeTempDir, removeTestDb } from '../helpers';
import { productionVariables } from '../production-helpers';

/** Migrating and seeding in a child process on a busy machine takes a while. */
const START_MS = 150_000;

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs.splice(0)) await removeTestDb(dir);
});

async function freshDatabase(): Promise<Record<string, string>> {
  const dir = makeTempDir('lobby-start-');
  dirs.push(dir);
  return { ...(await databaseEnv(dir)), SEED_GAMES: '600', DIST_DIR: `${dir}/no-dist` };
}

/** A GET with a Host header of our choosing (fetch would not send one). */
function statusWithHost(base: string, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${ENDPOINTS.status.path}`, { headers: { Host: host } }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}


describe('a production start', () => {
  it('refuses to start without what a deployment needs, naming each setting', async () => {
    const start = startServerProcess({ env: { ...(await freshDatabase()), NODE_ENV: 'production', OPERATOR_KEY: 'local-operator-key' } });
    await expect(start).rejects.toThrow(/exited with 1/);
    const message = await start.catch((error: Error) => error.message);
    for (const name of ['OPERATOR_KEY', 'GATEWAY_SECRET', 'PUBLIC_ORIGIN']) expect(message).toContain(name);
    expect(message).toContain('published');
  });

  it(
    'refuses a database the demo ran on, after the demo announced itself as the demo',
    async () => {
      const database = await freshDatabase();
      const demo = await startServerProcess({ env: { ...database, NODE_ENV: 'development' } });
      await demo.stop();
      expect(demo.output()).toContain('DEMO MODE: PLAY MONEY, NOT FOR REAL PLAYERS');
      expect(demo.output()).toContain('NODE_ENV=production');
      const production = startServerProcess({ env: { ...database, ...productionVariables() } });
      await expect(production).rejects.toThrow(/demo accounts demo, agent, subagent/);
    },
    START_MS * 2,
  );

  it(
    'starts on a fresh database as production: no pay page, no demo member, its own host only',
    async () => {
      const server = await startServerProcess({ env: { ...(await freshDatabase()), ...productionVariables({ ALLOWED_HOSTS: '127.0.0.1' }) } });
      try {
        expect(server.output()).toContain('Production mode: no demo data, no gateway deposits');
        expect(server.output()).not.toContain('DEMO MODE');
        const pay = await fetch(`${server.url}/pay/gateway/${'ab'.repeat(16)}`, { method: 'POST', body: new URLSearchParams({ outcome: 'success' }) });
        expect(pay.status).toBe(404);
        const status = (await (await fetch(`${server.url}${ENDPOINTS.status.path}`)).json()) as Envelope<SystemStatus>;
        expect(status.success && status.value.info.domainRoute).toEqual([{ domainName: 'lobby.example.com' }]);
        expect(await statusWithHost(server.url, 'evil.example')).toBe(421);
        expect(await statusWithHost(server.url, `localhost:${new URL(server.url).port}`)).toBe(421);
      } finally {
        await server.stop();
      }
    },
    START_MS,
  );
});
