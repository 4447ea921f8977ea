/** Firebase ID tokens verified against a local JWKS: a key pair and a tiny HTTP server made here. */
import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { ENDPOINTS } from '../../src/api/endpoints';
import { ERROR_CODE } from '../../src/api/error-codes';
import type { LoginValue } from '../../src/api/member-wire';
import { accountClient, errorOf } from './account-helpers';
import { startTestServer, type TestServer } from './helpers';

const PROJECT = 'lobby-test';
const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;

let server: TestServer;
let jwks: Server;
let configured: ReturnType<typeof accountClient>;
let unconfigured: ReturnType<typeof accountClient>;

beforeAll(async () => {
  jwks = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ keys: [{ ...publicKey.export({ format: 'jwk' }), kid: 'k1', alg: 'RS256', use: 'sig' }] }));
  });
  await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(jwks.address() as AddressInfo).port}/jwks`;
  server = await startTestServer();
  unconfigured = accountClient(server);
  const env = { ...server.env, FIREBASE_JWKS_URL: url, FIREBASE_PROJECT_ID: PROJECT };
  configured = accountClient({ ...server, env, app: createApp({ db: server.db, env, log: { error: (message, error) => console.error(message, error) } }) });
});
afterAll(async () => {
  await new Promise((resolve) => jwks.close(resolve));
  await server.close();
});

function token(claims: Record<string, unknown>, options: { key?: KeyObject; kid?: string; alg?: string } = {}): string {
  const now = Math.floor(Date.now() / 1000);
  const header = { alg: options.alg ?? 'RS256', kid: options.kid ?? 'k1', typ: 'JWT' };
  const payload = { iss: `https://securetoken.google.com/${PROJECT}`, aud: PROJECT, sub: 'uid-1', iat: now - 10, exp: now + 3600, auth_time: now - 10, ...claims };
  const part = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
  const signed = `${part(header)}.${part(payload)}`;
  return `${signed}.${sign('sha256', Buffer.from(signed), options.key ?? privateKey).toString('base64url')}`;
}

const firebaseLogin = (client: ReturnType<typeof accountClient>, idToken: string) =>
  client.sealed<LoginValue>(ENDPOINTS.login.path, { type: 'firebase', username: '', password: '', captcha: '', captchaId: '', firebaseChannel: 'sms', firebaseIdToken: idToken });

describe('firebase login', () => {
  it('signs in the member whose phone the verified token names', async () => {
    const res = await firebaseLogin(configured, token({ phone_number: '+8801712345678' }));
    expect(res.body).toMatchObject({ success: true, value: { userName: 'demo', type: 0 } });
  });

  it('answers firebase_not_configured when the env does not name a project and JWKS', async () => {
    expect(errorOf((await firebaseLogin(unconfigured, token({ phone_number: '+8801712345678' }))).body)).toBe(ERROR_CODE.firebaseNotConfigured);
  });

  it.each([
    ['another project', token({ aud: 'other', phone_number: '+8801712345678' })],
    ['another issuer', token({ iss: 'https://evil.example', phone_number: '+8801712345678' })],
    ['an expired token', token({ exp: Math.floor(Date.now() / 1000) - 5, phone_number: '+8801712345678' })],
    ['a foreign signature', token({ phone_number: '+8801712345678' }, { key: stranger })],
    ['an unknown key id', token({ phone_number: '+8801712345678' }, { kid: 'k9' })],
    ['alg none', token({ phone_number: '+8801712345678' }, { alg: 'none' })],
    ['garbage', 'a.b.c'],
    ['not a JWT', 'nonsense'],
  ])('refuses %s (firebase_token_invalid)', async (_label, idToken) => {
    const res = await firebaseLogin(configured, idToken);
    expect(res.status).toBe(401);
    expect(errorOf(res.body)).toBe(ERROR_CODE.firebaseTokenInvalid);
  });

  it('answers user_not_exist_or_disabled for a valid token of an unknown phone', async () => {
    expect(errorOf((await firebaseLogin(configured, token({ phone_number: '+8801799999990' }))).body)).toBe(ERROR_CODE.userNotExistOrDisabled);
  });
});
