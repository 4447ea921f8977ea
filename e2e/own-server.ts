/**
 * A reference server of a spec's own, on a free port with a throw-away data directory (and,
 * optionally, its own copy of the built app). For specs that change server state — the status
 * switches, a new deployment — which the shared server of the other, parallel specs must not see.
 */
import { ENDPOINTS } from '../src/api/endpoints';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertLedgerBalances } from './ledger-teardown';

export interface OwnServer {
  /** http://localhost:<port> */
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

const STARTUP_MS = 90_000;
const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** `dataDir`: an already prepared data directory (e.g. seeded at scale); removed on stop like a fresh one. */
export async function startOwnServer(options: { distDir?: string; dataDir?: string } = {}): Promise<OwnServer> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'lobby-own-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    // PORT=0: the system picks a free port and the server prints it.
    env: {
      ...process.env,
      PORT: '0',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      DEV_HELPERS: '1',
      // Its own SQLite file in dataDir, which specs read and the ledger teardown checks: a
      // DATABASE_URL exported for the server suite's PostgreSQL run must not reach it.
      DATABASE_URL: '',
      ...(options.distDir ? { DIST_DIR: options.distDir } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), STARTUP_MS);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at http:\/\/localhost:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  const url = `http://localhost:${port}`;
  // Started means listening; wait for a real answer too.
  for (let i = 0; i < 50; i++) {
    const ok = await fetch(`${url}${ENDPOINTS.status.path}`).then((r) => r.ok, () => false);
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    dataDir,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      try {
        await assertLedgerBalances(dataDir, 'a spec-owned server');
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
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
