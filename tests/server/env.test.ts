import { isAbsolute, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DIST_DIR, EnvError, loadEnv } from '../../server/env';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));

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
    const env = loadEnv({ PORT: '9000', DATA_DIR: 'var/lobby-data', MERCHANT: 'ACME', NODE_ENV: 'production', SEED_GAMES: '5000' });
    expect(env).toMatchObject({ PORT: 9000, DATA_DIR: 'var/lobby-data', MERCHANT: 'ACME', NODE_ENV: 'production', SEED_GAMES: 5000 });
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
  ])('rejects %o, naming the variable', (source, name) => {
    expect(() => loadEnv(source)).toThrow(EnvError);
    expect(() => loadEnv(source)).toThrow(name);
  });
});
