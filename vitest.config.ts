import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Two engines. Without DATABASE_URL: every unit and integration test, the server on temp SQLite
 * files. With DATABASE_URL (a PostgreSQL cluster the tests may create databases on): the server
 * suite only, each test database a fresh PostgreSQL database (tests/server/postgres.ts).
 * `npm run test:unit` runs the first and, when DATABASE_URL is set, the second.
 *
 * Two projects. The server suite shares each worker's loaded modules between files (no
 * isolation): every file builds its own app and database, and loading the server once per worker
 * instead of once per file is most of the suite's time. Everything else (page tests on jsdom,
 * which replaces globals such as Response; files that mock a module) keeps a fresh module graph
 * per file.
 */
const onPostgres = Boolean(process.env.DATABASE_URL?.trim());

/** Server test files that are about the SQLite file itself, with the reason; not run on PostgreSQL. */
const SQLITE_ONLY = [
  // The SQLite file's pragmas (WAL, synchronous FULL) and the seed CLI reseeding DATA_DIR's file.
  'tests/server/db.test.ts',
];

/** Server test files that need PostgreSQL (several server processes on one database). */
const POSTGRES_ONLY = ['tests/server/two-instances*.test.ts'];

/** Server test files that replace a module (vi.mock): they need a module graph of their own. */
const SERVER_MOCKING = ['tests/server/abuse/parallel-guessing.test.ts'];

const SERVER = 'tests/server/**/*.test.ts';
const engineExcludes = ['**/node_modules/**', ...(onPostgres ? SQLITE_ONLY : POSTGRES_ONLY)];

export default defineConfig({
  test: {
    // The seeded database every test server copies (and on PostgreSQL, the migrated template).
    globalSetup: ['tests/global-setup.ts'],
    environment: 'node',
    setupFiles: ['tests/setup.ts'],
    // Two workers even on two cores: most files wait on a server or a database, not the CPU.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 20_000,
    // Servers and databases start in beforeAll: on a busy machine that takes longer than 10 s.
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: { name: 'server', include: [SERVER], exclude: [...engineExcludes, ...SERVER_MOCKING], isolate: false },
      },
      {
        extends: true,
        test: {
          name: 'isolated',
          // Only unit and integration tests: e2e/ belongs to Playwright. On PostgreSQL, only the
          // server files the shared project leaves out.
          include: [...(onPostgres ? [] : ['tests/!(server)/**/*.test.ts']), ...SERVER_MOCKING],
          exclude: engineExcludes,
        },
      },
    ],
  },
});
