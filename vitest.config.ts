import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Two engines. Without DATABASE_URL: every unit and integration test, the server on temp SQLite
 * files. With DATABASE_URL (a PostgreSQL cluster the tests may create databases on): the server
 * suite only, each test database a fresh PostgreSQL database (tests/server/postgres.ts).
 * `npm run test:unit` runs the first and, when DATABASE_URL is set, the second.
 */
const onPostgres = Boolean(process.env.DATABASE_URL?.trim());

/** Server test files that are about the SQLite file itself, with the reason; not run on PostgreSQL. */
const SQLITE_ONLY = [
  // The SQLite file's pragmas (WAL, synchronous FULL) and the seed CLI reseeding DATA_DIR's file.
  'tests/server/db.test.ts',
];

/** Server test files that need PostgreSQL (several server processes on one database). */
const POSTGRES_ONLY = ['tests/server/two-instances*.test.ts'];

export default defineConfig({
  test: {
    // Only unit and integration tests: e2e/ belongs to Playwright.
    include: onPostgres ? ['tests/server/**/*.test.ts'] : ['tests/**/*.test.ts'],
    exclude: ['**/node_modules/**', ...(onPostgres ? SQLITE_ONLY : POSTGRES_ONLY)],
    globalSetup: onPostgres ? ['tests/postgres-global-setup.ts'] : [],
    environment: 'node',
    setupFiles: ['tests/setup.ts'],
    // Two workers even on two cores: most files wait on a server or a database, not the CPU.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 20_000,
    // Servers and databases start in beforeAll: on a busy machine that takes longer than 10 s.
    hookTimeout: 60_000,
  },
});
