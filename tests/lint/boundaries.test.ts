// The architecture rules (eslint-rules/) run through the real eslint.config.js. Each fixture is
// linted under the path its first line names ("// as: <path>"), or under an explicit one, so the
// path-based rules see it as that file; fixtures themselves are never linted or compiled.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const fixtures = new URL('./fixtures/', import.meta.url);

const IMPORTS = 'architecture/import-boundaries';
const WRITERS = 'architecture/one-writer-per-table';
const WPS = 'architecture/no-wps-path-literal';

let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** The architecture rules' reports for one fixture, linted as `as` or as the path it names. */
async function lint(fixture: string, as?: string): Promise<(string | null)[]> {
  const code = readFileSync(new URL(`${fixture}.fixture.ts`, fixtures), 'utf8');
  const filePath = as ?? /^\/\/ as: (\S+)/.exec(code)?.[1];
  if (!filePath) throw new Error(`${fixture}: the first line must name a path ("// as: <path>")`);
  const [result] = await eslint.lintText(code, { filePath });
  expect(result!.messages.filter((m) => m.fatal)).toEqual([]);
  return result!.messages.map((m) => m.ruleId).filter((id) => id?.startsWith('architecture/'));
}

/** `count` reports, all from `rule`, and none from another architecture rule. */
const reports = (rule: string, count: number) => Array<string>(count).fill(rule);

describe('import-boundaries', () => {
  it.each([
    ['sw-imports-worker.bad', 2],
    ['below-imports-feature.bad', 2],
    ['access-imports-feature.bad', 2],
    ['feature-imports-app.bad', 3],
    ['ui-imports-app.bad', 1],
    ['app-imports-feature-internals.bad', 2],
    ['server-imports-page.bad', 4],
    ['routes-imports-page.bad', 2],
    ['feature-internals.bad', 3],
    ['dom-free-imports-page.bad', 5],
    ['shared-imports-context.bad', 4],
  ])('%s: %i reports', async (fixture, count) => {
    expect(await lint(fixture)).toEqual(reports(IMPORTS, count));
  });

  it.each([
    'sw-imports-shared.good',
    'ui-imports-below.good',
    'feature-public-module.good',
    'app-imports-feature.good',
    'app-imports-feature-start.good',
    'below-imports-below.good',
    'server-imports-contract.good',
    'dom-free-imports-shared.good',
    'shared-imports-shared.good',
  ])('%s: silent', async (fixture) => {
    expect(await lint(fixture)).toEqual([]);
  });

  it('holds src/api and src/db to the same bounds as src/outbox', async () => {
    expect(await lint('shared-imports-context.bad', 'src/db/bad-imports.ts')).toEqual(reports(IMPORTS, 4));
    expect(await lint('shared-imports-context.bad', 'src/api/bad-imports.ts')).toEqual(reports(IMPORTS, 4));
  });
});

describe('one-writer-per-table', () => {
  it.each([
    ['page-writes.bad', 7],
    ['page-chained-delete.bad', 1],
    ['sw-writes.bad', 3],
    ['sw-table-games.bad', 1],
    ['worker-writes.bad', 6],
    ['outbox-writes.bad', 3],
  ])('%s: %i reports', async (fixture, count) => {
    expect(await lint(fixture)).toEqual(reports(WRITERS, count));
  });

  it.each(['page-reads.good', 'sw-writes-http.good', 'worker-writes-games.good', 'outbox-writes-own.good', 'db-writes-any.good'])(
    '%s: silent',
    async (fixture) => {
      expect(await lint(fixture)).toEqual([]);
    },
  );

  it('treats src/api as writing nothing, and leaves tests unchecked', async () => {
    expect(await lint('page-chained-delete.bad', 'src/api/forget.ts')).toEqual(reports(WRITERS, 1));
    expect(await lint('worker-writes.bad', 'tests/worker/store.test.ts')).toEqual([]);
  });
});

describe('no-wps-path-literal', () => {
  it('reports each literal and quasi in worker, server and test code', async () => {
    expect(await lint('wps-literal.bad')).toEqual(reports(WPS, 4));
    expect(await lint('wps-literal.bad', 'server/games/routes.ts')).toEqual(reports(WPS, 4));
    expect(await lint('wps-literal.bad', 'tests/server/games.test.ts')).toEqual(reports(WPS, 4));
  });

  it('is silent inside the endpoint registry and on look-alikes', async () => {
    expect(await lint('wps-literal.bad', 'src/api/endpoints/games.ts')).toEqual([]);
    expect(await lint('wps-literal.good')).toEqual([]);
  });
});

describe('fixtures', () => {
  it('are ignored by the normal lint run', async () => {
    expect(await eslint.isPathIgnored('tests/lint/fixtures/page-writes.bad.fixture.ts')).toBe(true);
  });
});
