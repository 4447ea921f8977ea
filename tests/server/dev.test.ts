import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { loadEnv, type Env } from '../../server/env';
import { ENDPOINTS } from '../../src/api/endpoints';
import type { RegisterSettings } from '../../src/api/account-wire';
import type { ListValue } from '../../src/api/catalogue-wire';
import type { ConsolidatedSettings, DevOutboxEntry, LoginValue } from '../../src/api/member-wire';
import type { SystemStatus } from '../../src/api/system-wire';
import { jsonInit, serverForFile } from './helpers';
import { productionVariables } from './production-helpers';

const { server } = serverForFile();

describe('POST /dev/session', () => {
  it('signs in a seeded member by account, case-insensitively', async () => {
    const { body } = await server.call<LoginValue>(ENDPOINTS.devSession.path, jsonInit({ account: 'DEMO' }));
    expect(body).toEqual({
      success: true,
      value: { token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), userName: 'demo', type: 0, firstTimeLogin: false },
    });
  });

  it('answers 404 user_not_found for an unknown account', async () => {
    const { status, body } = await server.call(ENDPOINTS.devSession.path, jsonInit({ account: 'nobody' }));
    expect(status).toBe(404);
    expect(body.success === false && body.errorCode).toBe('user_not_found');
  });

  it.each([
    ['no body fields', {}],
    ['an empty account', { account: '  ' }],
    ['a number', { account: 42 }],
    ['a long account', { account: 'a'.repeat(65) }],
    ['an array body', [1, 2]],
    ['malformed JSON', '{"account":'],
    ['an empty body', ''],
  ])('answers 400 invalid_parameter for %s', async (_, body) => {
    const { status, body: envelope } = await server.call(ENDPOINTS.devSession.path, jsonInit(body));
    expect(status).toBe(400);
    expect(envelope.success === false && envelope.errorCode).toBe('invalid_parameter');
    expect(server.log.error).not.toHaveBeenCalled();
  });
});

describe('GET /dev/outbox', () => {
  it('lists the latest SMS and email rows, newest first, optionally for one recipient', async () => {
    const at = new Date().toISOString();
    await server.db
      .insertInto('dev_outbox')
      .values([
        { channel: 'sms', recipient: '8801712345678', body: 'code 123456', created_at: at },
        { channel: 'email', recipient: 'demo@example.com', body: 'reset link', created_at: at },
      ])
      .execute();
    const { body } = await server.call<ListValue<DevOutboxEntry>>(ENDPOINTS.devOutbox.path);
    expect(body.success && body.value.list.map((r) => r.channel)).toEqual(['email', 'sms']);
    const one = await server.call<ListValue<DevOutboxEntry>>(`${ENDPOINTS.devOutbox.path}?recipient=8801712345678&limit=5`);
    expect(one.body.success && one.body.value.list).toEqual([
      { id: expect.any(Number), channel: 'sms', recipient: '8801712345678', body: 'code 123456', createdAt: at },
    ]);
  });

  it.each(['limit=0', 'limit=201', 'limit=ten'])('answers 400 for %s', async (query) => {
    expect((await server.call(`${ENDPOINTS.devOutbox.path}?${query}`)).status).toBe(400);
  });

  it('rejects a dev_outbox channel other than sms or email at the database', async () => {
    await expect(
      server.db
        .insertInto('dev_outbox')
        .values({ channel: 'fax' as 'sms', recipient: 'x', body: 'y', created_at: new Date().toISOString() })
        .execute(),
    ).rejects.toThrow();
  });
});

describe('POST /dev/status and the status reading', () => {
  it('the status names the configured reading, errorPages by default', async () => {
    const status = await server.value<SystemStatus>(ENDPOINTS.status.path);
    expect(status.info.statusReading).toBe('errorPages');
  });

  it('switches maintenance, region restriction and the reading, and answers the new status', async () => {
    const { body } = await server.call<SystemStatus>(ENDPOINTS.devStatus.path, jsonInit({ maintenance: true, statusReading: 'maintenance' }));
    try {
      expect(body.success && body.value).toMatchObject({ maintenance: true, regionRestriction: false, info: { statusReading: 'maintenance' } });
      const status = await server.value<SystemStatus>(ENDPOINTS.status.path);
      expect(status.maintenance).toBe(true);
      expect(status.info.statusReading).toBe('maintenance');
      await server.call(ENDPOINTS.devStatus.path, jsonInit({ regionRestriction: true }));
      expect((await server.value<SystemStatus>(ENDPOINTS.status.path)).regionRestriction).toBe(true);
    } finally {
      await server.call(ENDPOINTS.devStatus.path, jsonInit({ maintenance: false, regionRestriction: false, statusReading: 'errorPages' }));
    }
    expect(await server.value<SystemStatus>(ENDPOINTS.status.path)).toMatchObject({ maintenance: false, regionRestriction: false });
  });

  it('works when the settings rows are missing (inserts them)', async () => {
    await server.db.deleteFrom('settings').where('key', '=', 'statusReading').execute();
    const { body } = await server.call<SystemStatus>(ENDPOINTS.devStatus.path, jsonInit({ statusReading: 'errorPages' }));
    expect(body.success && body.value.info.statusReading).toBe('errorPages');
  });

  it('falls back to errorPages when the stored reading is neither of the two', async () => {
    await server.db.updateTable('settings').set({ value: '"sometimes"' }).where('key', '=', 'statusReading').execute();
    expect((await server.value<SystemStatus>(ENDPOINTS.status.path)).info.statusReading).toBe('errorPages');
    await server.db.updateTable('settings').set({ value: '"errorPages"' }).where('key', '=', 'statusReading').execute();
  });

  it.each([
    [{ maintenance: 'yes' }, 'maintenance'],
    [{ statusReading: 'sometimes' }, 'statusReading'],
    [{ maintanance: true }, 'maintanance'],
  ])('answers 400 naming the field for %o', async (input, field) => {
    const { status, body } = await server.call(ENDPOINTS.devStatus.path, jsonInit(input));
    expect(status).toBe(400);
    expect(body.success === false && body.message).toContain(field);
  });
});

describe('GET /wps/system/settings/consolidated', () => {
  it('answers whitelabel, languages, status reading and register flags', async () => {
    const value = await server.value<ConsolidatedSettings>(ENDPOINTS.consolidatedSettings.path);
    expect(value).toEqual({
      whitelabel: expect.objectContaining({ USERNAMEREG3: true, FACEBOOKLOGIN3: false }),
      languages: { supported: ['bn', 'en', 'zh'], default: 'bn' },
      statusReading: 'errorPages',
      register: { showRegister: true, hideRegister: false },
      encryptionPublicKey: expect.stringMatching(/^[A-Za-z0-9+/]+=*$/),
    });
  });

  it('serves the same sealing key as the register settings', async () => {
    const consolidated = await server.value<ConsolidatedSettings>(ENDPOINTS.consolidatedSettings.path);
    const register = await server.value<RegisterSettings>(ENDPOINTS.registerSettings.path);
    expect(consolidated.encryptionPublicKey).toBe(register.encryptionPublicKey);
  });
});

/** An app on the test server's database with its own settings, its errors unlogged. */
const appWith = (env: Env) => createApp({ db: server.db, env, log: { error: () => undefined } });

/** Each call answers the 404 envelope: the endpoint is not there at all. */
async function expectNotFound(app: ReturnType<typeof createApp>, calls: readonly (readonly [string, RequestInit])[]): Promise<void> {
  for (const [path, init] of calls) {
    const res = await app.request(path, init);
    expect(res.status, path).toBe(404);
    expect(await res.json()).toMatchObject({ success: false, errorCode: 'not_found' });
  }
}

describe('a plain start (nothing set but the data directory)', () => {
  it('has no /dev endpoint and keeps captcha codes to itself: the helpers are off unless DEV_HELPERS asks', async () => {
    const env = loadEnv({ DATA_DIR: server.dir, DIST_DIR: server.env.DIST_DIR });
    expect(env.NODE_ENV).toBe('development');
    await expectNotFound(appWith(env), [
      [ENDPOINTS.devSession.path, jsonInit({ account: 'demo' })],
      [ENDPOINTS.devOutbox.path, {}],
      [ENDPOINTS.devStatus.path, jsonInit({ regionRestriction: true })],
      [`${ENDPOINTS.devAppliedOps.path}?account=demo`, {}],
    ]);
    expect((await server.value<SystemStatus>(ENDPOINTS.status.path)).regionRestriction).toBe(false);
  });

  it('turns them on only when asked, and never with NODE_ENV=production', async () => {
    const on = appWith(loadEnv({ DATA_DIR: server.dir, DEV_HELPERS: '1' }));
    expect((await on.request(ENDPOINTS.devOutbox.path)).status).toBe(200);
    expect(() => loadEnv({ DATA_DIR: server.dir, ...productionVariables({ DEV_HELPERS: '1' }) })).toThrow('DEV_HELPERS');
    expect(() => loadEnv({ DEV_HELPERS: 'yes' })).toThrow('DEV_HELPERS');
  });
});

describe('in production', () => {
  // Production answers its public origin only: these apps also let in the host app.request uses.
  const productionEnv = () => loadEnv({ DATA_DIR: server.dir, DIST_DIR: server.env.DIST_DIR, ...productionVariables({ ALLOWED_HOSTS: 'localhost' }) });

  it('has no /dev endpoints: each answers the 404 envelope', async () => {
    await expectNotFound(appWith(productionEnv()), [
      [ENDPOINTS.devSession.path, jsonInit({ account: 'demo' })],
      [ENDPOINTS.devOutbox.path, {}],
      [ENDPOINTS.devStatus.path, jsonInit({ maintenance: true })],
    ]);
    expect((await server.value<SystemStatus>(ENDPOINTS.status.path)).maintenance).toBe(false);
  });

  it('still serves the member calls', async () => {
    expect((await appWith(productionEnv()).request(ENDPOINTS.memberInfo.path)).status).toBe(401);
  });
});
