import { isAbsolute, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DIST_DIR, EnvError, loadEnv } from '../../server/env';
import { ENDPOINTS } from '../../src/api/endpoints';
import { freshSecret, productionVariables } from './production-helpers';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
const SAME_SECRET = freshSecret();


describe('server environment', () => {
  it('applies the documented defaults', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({ PORT: 8080, DATA_DIR: './data', MERCHANT: 'DEMO', NODE_ENV: 'development', SEED_GAMES: 720 });
  });

  it('resolves the default DIST_DIR to <project root>/dist from the source file, not the cwd', () => {
    expect(isAbsolute(DEFAULT_DIST_DIR)).toBe(true);
    expect(DEFAULT_DIST_DIR).toBe(join(projectRoot, 'dist'));
    expect(loadEnv({}).DIST_DIR).toBe(DEFAULT_DIST_DIR);
  });

  it('reads and converts given values', () => {
    const env = loadEnv({ PORT: '9000', DATA_DIR: 'var/lobby-data', MERCHANT: 'ACME', NODE_ENV: 'test', SEED_GAMES: '5000' });
    expect(env).toMatchObject({ PORT: 9000, DATA_DIR: 'var/lobby-data', MERCHANT: 'ACME', NODE_ENV: 'test', SEED_GAMES: 5000 });
  });

  it('reads the public origin (its origin only) and the allowed hosts (lower case)', () => {
    const env = loadEnv({ PUBLIC_ORIGIN: 'https://Lobby.Example.com/', ALLOWED_HOSTS: 'WWW.lobby.example.com, 10.0.0.5:8080,[::1]' });
    expect(env.PUBLIC_ORIGIN).toBe('https://lobby.example.com');
    expect(env.ALLOWED_HOSTS).toEqual(['www.lobby.example.com', '10.0.0.5:8080', '[::1]']);
  });

  it('treats empty variables as unset', () => {
    expect(loadEnv({ PORT: '', SEED_GAMES: ' ' }).PORT).toBe(8080);
    expect(loadEnv({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('takes a PostgreSQL DATABASE_URL in either spelling; unset means SQLite in DATA_DIR', () => {
    expect(loadEnv({}).DATABASE_URL).toBeUndefined();
    expect(loadEnv({ DATABASE_URL: 'postgres://lobby:secret@db.example:5432/lobby' }).DATABASE_URL).toBe('postgres://lobby:secret@db.example:5432/lobby');
    expect(loadEnv({ DATABASE_URL: 'postgresql://db.example/lobby' }).DATABASE_URL).toBe('postgresql://db.example/lobby');
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ SEED_GAMES: '599' }, 'SEED_GAMES'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ MERCHANT: 'has space' }, 'MERCHANT'],
    [{ DATABASE_URL: 'mysql://db.example/lobby' }, 'DATABASE_URL'],
    [{ DATABASE_URL: 'postgres://' }, 'DATABASE_URL'],
    [{ PUBLIC_ORIGIN: 'lobby.example.com' }, 'PUBLIC_ORIGIN'],
    [{ PUBLIC_ORIGIN: 'https://lobby.example.com/m/home' }, 'PUBLIC_ORIGIN'],
    [{ ALLOWED_HOSTS: 'lobby.example.com/path' }, 'ALLOWED_HOSTS'],
    [{ GATEWAY_URL: 'ftp://pay.example.com' }, 'GATEWAY_URL'],
    [{ GATEWAY_URL: 'https://pay.example.com/checkout' }, 'GATEWAY_SECRET'],
  ])('rejects %o, naming the variable', (source, name) => {
    expect(() => loadEnv(source)).toThrow(EnvError);
    expect(() => loadEnv(source)).toThrow(name);
  });
});

describe('production environment', () => {
  it('starts with its required settings', () => {
    const env = loadEnv(productionVariables());
    expect(env).toMatchObject({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://lobby.example.com', DEV_HELPERS: false });
  });

  it('names every missing setting at once', () => {
    const refusal = () => loadEnv({ NODE_ENV: 'production' });
    expect(refusal).toThrow(EnvError);
    for (const name of ['OPERATOR_KEY', 'GATEWAY_SECRET', 'PUBLIC_ORIGIN']) expect(refusal).toThrow(name);
  });

  it.each([
    [{ DEV_HELPERS: '1' }, 'DEV_HELPERS'],
    [{ FAULT_AFTER_COMMIT: ENDPOINTS.lotteryPlaceOrder.path }, 'FAULT_AFTER_COMMIT'],
    [{ OPERATOR_KEY: undefined }, 'OPERATOR_KEY: required'],
    [{ OPERATOR_KEY: 'local-operator-key' }, 'OPERATOR_KEY: this value is published'],
    [{ OPERATOR_KEY: 'test-operator-key-not-secret' }, 'OPERATOR_KEY: this value is published'],
    [{ OPERATOR_KEY: 'e2e-operator-key-not-secret' }, 'OPERATOR_KEY: this value is published'],
    [{ OPERATOR_KEY: 'a-fine-looking-key-of-31-chars!' }, 'OPERATOR_KEY: must be at least 32'],
    [{ OPERATOR_KEY: 'abababababababababababababababababab' }, 'OPERATOR_KEY: looks like a placeholder'],
    [{ GATEWAY_SECRET: undefined }, 'GATEWAY_SECRET: required'],
    [{ GATEWAY_SECRET: 'sixteen-chars-ok' }, 'GATEWAY_SECRET: must be at least 32'],
    [{ GATEWAY_SECRET: SAME_SECRET, OPERATOR_KEY: SAME_SECRET }, 'GATEWAY_SECRET: must differ'],
    [{ PUBLIC_ORIGIN: undefined }, 'PUBLIC_ORIGIN: required'],
    [{ PUBLIC_ORIGIN: 'http://lobby.example.com' }, 'PUBLIC_ORIGIN: must be an https origin'],
    [{ GATEWAY_URL: 'http://pay.example.com/checkout' }, 'GATEWAY_URL: must be an https URL'],
  ])('refuses %o', (unsafe, reason) => {
    const source = productionVariables(unsafe);
    expect(() => loadEnv(source)).toThrow(EnvError);
    expect(() => loadEnv(source)).toThrow(reason);
  });

  it('takes the same settings outside production, where the demo runs', () => {
    expect(loadEnv({ OPERATOR_KEY: 'local-operator-key', GATEWAY_SECRET: 'sixteen-chars-ok', PUBLIC_ORIGIN: 'http://localhost:8080' }).NODE_ENV).toBe('development');
  });
});
