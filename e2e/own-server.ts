/**
 * A reference server of a spec's own, on a free port with a throw-away data directory (and,
 * optionally, its own copy of the built app). For specs that change server state — the status
 * switches, a new deployment — which the shared server of the other, parallel specs must not see.
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServerProcess } from '../scripts/server-process';
import { ENDPOINTS } from '../src/api/endpoints';
import { databasePath } from '../server/db/connection';
import { request as playwrightRequest, test, type APIRequestContext } from './fixtures';
import { E2E_OPERATOR_KEY } from './operator';
import { assertLedgerBalances } from './ledger-teardown';
import { SEED_TEMPLATE_VARIABLE } from './seed-template';

export interface OwnServer {
  /** http://localhost:<port> */
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

/** `dataDir`: an already prepared data directory (e.g. seeded at scale); removed on stop like a fresh one. */
export async function startOwnServer(options: { distDir?: string; dataDir?: string; env?: Record<string, string> } = {}): Promise<OwnServer> {
  let dataDir = options.dataDir;
  if (!dataDir) {
    dataDir = mkdtempSync(join(tmpdir(), 'lobby-own-'));
    // The run's seeded database (seed-template.ts): the server finds it seeded and starts at once.
    const template = process.env[SEED_TEMPLATE_VARIABLE];
    if (template) copyFileSync(template, databasePath(dataDir));
  }
  // The same spawner as the benchmarks and the several-instance tests. Its own SQLite file in
  // dataDir, which specs read and the ledger teardown checks (a DATABASE_URL is never inherited).
  const server = await startServerProcess({
    env: { DATA_DIR: dataDir, NODE_ENV: 'test', DEV_HELPERS: '1', ...(options.distDir ? { DIST_DIR: options.distDir } : {}), ...options.env },
  });
  // The app is opened on localhost, as the shared server's specs open theirs.
  const url = server.url.replace('127.0.0.1', 'localhost');
  return {
    url,
    dataDir,
    async stop() {
      await server.stop();
      try {
        await assertLedgerBalances(dataDir, 'a spec-owned server');
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * A server of the spec file's own, serving the build under test (E2E_DIST_DIR when set): started
 * before the file's first test and stopped after its last, its ledger checked. The object stands
 * for it from the start; its fields are read once it runs (in a test or a hook). `operator`: the
 * operator calls are mounted (the key the specs use).
 */
export function ownServerForFile(options: { operator?: boolean } = {}): OwnServer {
  let started: OwnServer | undefined;
  test.beforeAll(async () => {
    started = await startOwnServer({ distDir: process.env.E2E_DIST_DIR, env: options.operator ? { OPERATOR_KEY: E2E_OPERATOR_KEY } : {} });
  });
  test.afterAll(async () => {
    await started?.stop();
  });
  const running = (): OwnServer => {
    if (!started) throw new Error("The spec's own server is not running yet: read it inside a test or a hook");
    return started;
  };
  return {
    get url() {
      return running().url;
    },
    get dataDir() {
      return running().dataDir;
    },
    stop: () => running().stop(),
  };
}

/**
 * ownServerForFile with the operator calls mounted, and a request context to make them with
 * (`asOperator(server.operator, …)`), opened once the server runs and closed after the file.
 */
export function ownOperatorServerForFile(): OwnServer & { readonly operator: APIRequestContext } {
  const server = ownServerForFile({ operator: true });
  let operator: APIRequestContext | undefined;
  test.beforeAll(async () => {
    operator = await playwrightRequest.newContext({ baseURL: server.url });
  });
  test.afterAll(async () => {
    await operator?.dispose();
  });
  return Object.defineProperty(server, 'operator', {
    get: () => {
      if (!operator) throw new Error("The operator's request context opens with the spec's own server: read it inside a test or a hook");
      return operator;
    },
  }) as OwnServer & { readonly operator: APIRequestContext };
}

/** POST /dev/status on that server (test-only switches of the status gate). */
export async function setStatus(
  server: OwnServer,
  body: { maintenance?: boolean; regionRestriction?: boolean; statusReading?: 'errorPages' | 'maintenance' },
): Promise<void> {
  const res = await fetch(`${server.url}${ENDPOINTS.devStatus.path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST /dev/status answered ${res.status}: ${await res.text()}`);
}
