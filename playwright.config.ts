import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, PHONE_VIEWPORT, testBrowserPath } from './e2e/chromium';
import { E2E_OPERATOR_KEY } from './e2e/operator';

/**
 * The real server on its own port and a throw-away data directory, serving the built app.
 * The port is picked once by the runner and inherited by its workers, so two runs on one
 * machine do not collide.
 */
process.env.E2E_PORT ??= String(4300 + Math.floor(Math.random() * 700));
const PORT = Number(process.env.E2E_PORT);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'lobby-e2e-'));
process.env.E2E_DATA_DIR = dataDir; // workers re-read this config: keep one directory

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  // The seeded database spec-owned servers start from; the money of every spec, checked once all have run.
  globalSetup: './e2e/seed-template.ts',
  globalTeardown: './e2e/ledger-teardown.ts',
  fullyParallel: true,
  // Three workers on two cores: a test spends part of its time waiting on the server, a timer or a
  // network switch, which a third worker fills (the whole suite: 12.1 min with two, 10.2 with three).
  workers: 3,
  // A failure is a failure, on CI too: a flaky test is fixed at its cause, never retried away.
  retries: 0,
  failOnFlakyTests: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // The list for people; the JSON keeps each spec's time (npm test prints the slowest files).
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    viewport: PHONE_VIEWPORT,
    isMobile: true,
    hasTouch: true,
    // A phone with animations off: a page at rest draws nothing, so the CPU goes to the tests (an
    // idle home with motion costs a tenth of a core). A test about motion asks for it itself.
    // Whether the service worker registers is the test's tag (e2e/fixtures.ts).
    reducedMotion: 'reduce',
    // Recording a trace costs about a quarter of the suite's time (a snapshot of the page at every
    // step), so it is opt-in: E2E_TRACE=1 (or --trace on) keeps one for each failing test.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: testBrowserPath(), args: CHROMIUM_ARGS },
  },
  webServer: {
    command: 'npx tsx server/main.ts',
    url: `http://localhost:${PORT}/wps/system/status`,
    // E2E_DIST_DIR: serve another build of the app (two builds may be tested side by side).
    env: {
      PORT: String(PORT),
      DATA_DIR: dataDir,
      // The end-to-end server runs on its own fresh SQLite file in DATA_DIR. A DATABASE_URL in
      // the environment names the cluster the server suite runs on; empty counts as unset.
      DATABASE_URL: '',
      NODE_ENV: 'test',
      DEV_HELPERS: '1',
      OPERATOR_KEY: E2E_OPERATOR_KEY,
      ...(process.env.E2E_DIST_DIR ? { DIST_DIR: process.env.E2E_DIST_DIR } : {}),
    },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
  },
});
