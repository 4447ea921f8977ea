/**
 * `npm run bench:server`: how many requests the reference server carries. Starts the server
 * (server/main.ts, a child process: the load tool must not share its event loop) on a fresh
 * database with the demo seed, warms it up, then loads each call with autocannon: 50 connections,
 * 10 s each. On SQLite always; on PostgreSQL too when DATABASE_URL names a cluster (a fresh
 * database on it, dropped afterwards).
 *
 * The calls are the requests the app makes as a guest on home (worker/sync/scopes.ts): the first
 * page of each home game list, the system status, the home announcements; with the headers a
 * browser sends (Accept-Encoding included: answers are compressed as a phone receives them).
 *
 * Prints ONE JSON line on stdout: per engine and call {rps, p50, p99, errors, non2xx} (latency in
 * ms). Options: `--seconds N` per call, `--connections N`, `--profile DIR` (the server runs under
 * node --cpu-prof; profiles land in DIR and a summary of where the time went goes to stderr).
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { buildUrl } from '../src/api/client';
import { ENDPOINTS, PAGE_SIZE } from '../src/api/endpoints';
import { HOME_LISTS } from '../src/api/game-lists';
import type { Envelope } from '../src/api/envelope';
import type { SystemStatus } from '../src/api/system-wire';
import { summariseProfile } from './cpu-profile-summary';
import { createPgDatabase, tableCount, type PgDatabase } from './pg-database';
import { startServerProcess } from './server-process';

const MERCHANT = 'DEMO';
const WARMUP_SECONDS = 3;
/** What Chromium sends with a fetch from the app. */
const BROWSER_HEADERS = { Accept: 'application/json', Merchant: MERCHANT, 'Accept-Encoding': 'gzip, deflate, br, zstd' };

type Engine = 'sqlite' | 'postgresql';
type CallName = 'gameList' | 'status' | 'announcements';

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    profile: { type: 'string' },
  },
});
const SECONDS = Number(args.seconds);
const CONNECTIONS = Number(args.connections);
if (!(SECONDS > 0) || !(CONNECTIONS > 0)) throw new Error('--seconds and --connections must be positive numbers');

/** The paths (with query) of each call, as worker/sync/scopes.ts builds them for a guest. */
function callPaths(language: string): Record<CallName, string[]> {
  const gameList = Object.values(HOME_LISTS).map((filter) =>
    buildUrl('', ENDPOINTS.gameList.path, { merchant: MERCHANT, platform: 'html5', language, pageNo: 1, pageSize: PAGE_SIZE, ...filter }, 'http://x'),
  );
  const announcements = buildUrl(
    '',
    ENDPOINTS.announcements.path,
    { types: 'B,PL,PU,PR', groupName: 'm_home', platform: 'M', merchantCode: MERCHANT, language },
    'http://x',
  );
  return { gameList, status: [ENDPOINTS.status.path], announcements: [announcements] };
}

/** A fresh guest's language: the one the status names as default (src/app/boot.ts). */
async function defaultLanguage(base: string): Promise<string> {
  const res = await fetch(base + ENDPOINTS.status.path, { headers: BROWSER_HEADERS });
  const body = (await res.json()) as Envelope<SystemStatus>;
  if (!body.success) throw new Error(`status answered ${res.status}`);
  return body.value.info.languages.default;
}

async function load(base: string, paths: string[], seconds: number): Promise<Figures> {
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: seconds,
    // The home lists one after another on each connection, as a screen of home asks for them.
    requests: paths.map((path) => ({ method: 'GET' as const, path, headers: BROWSER_HEADERS })),
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

async function benchEngine(engine: Engine, profileDir: string | undefined): Promise<Record<CallName, Figures>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'lobby-bench-server-'));
  let database: PgDatabase | undefined;
  let stop = async () => {};
  try {
    // Production as a deployment runs it: its required settings, fresh secrets, the loopback host let in.
    const env: Record<string, string> = {
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      OPERATOR_KEY: randomBytes(32).toString('hex'),
      GATEWAY_SECRET: randomBytes(32).toString('hex'),
      PUBLIC_ORIGIN: 'https://bench.invalid',
      ALLOWED_HOSTS: '127.0.0.1',
    };
    if (engine === 'postgresql') {
      database = await createPgDatabase(process.env.DATABASE_URL!, 'lobby_bench');
      env.DATABASE_URL = database.url;
    }
    const server = await startServerProcess({ env, cpuProfileDir: profileDir });
    stop = server.stop;
    // A server that ignored DATABASE_URL would measure SQLite under the wrong name.
    if (database && (await tableCount(database.url)) === 0) throw new Error('the server did not migrate the PostgreSQL database it was given');
    const paths = callPaths(await defaultLanguage(server.url));
    const figures = {} as Record<CallName, Figures>;
    for (const call of Object.keys(paths) as CallName[]) {
      await load(server.url, paths[call], WARMUP_SECONDS);
      figures[call] = await load(server.url, paths[call], SECONDS);
    }
    return figures;
  } finally {
    await stop();
    rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  }
}

function reportProfile(engine: Engine, dir: string): void {
  // CPU.<date>.<time>.<pid>.<thread>.<n>.cpuprofile: thread 0 serves the requests; the others
  // (the TypeScript loader's) sit idle.
  const files = readdirSync(dir).filter((f) => /\.\d+\.0\.\d+\.cpuprofile$/.test(f));
  // Only the load: the three calls, warm-up included, not the start-up before them.
  const loadMs = 3 * (WARMUP_SECONDS + SECONDS) * 1000;
  for (const file of files) {
    const summary = summariseProfile(join(dir, file), { lastMs: loadMs });
    console.error(`CPU profile of the ${engine} server (${join(dir, file)}), last ${loadMs / 1000} s, ${summary.sampledMs} ms sampled`);
    console.error('  by package:', summary.topPackages.map((s) => `${s.name} ${s.percent}%`).join(', '));
    for (const s of summary.topFunctions) console.error(`  ${String(s.percent).padStart(5)}%  ${s.name}`);
  }
}

async function main(): Promise<void> {
  const engines: Engine[] = ['sqlite'];
  if (process.env.DATABASE_URL) engines.push('postgresql');
  const line: Record<string, unknown> = { connections: CONNECTIONS, seconds: SECONDS };
  for (const engine of engines) {
    const profileDir = args.profile ? resolve(args.profile, engine) : undefined;
    if (profileDir) {
      rmSync(profileDir, { recursive: true, force: true });
      mkdirSync(profileDir, { recursive: true });
    }
    line[engine] = await benchEngine(engine, profileDir);
    if (profileDir) reportProfile(engine, profileDir);
  }
  console.log(JSON.stringify(line));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack ?? error.message : error);
  process.exit(1);
});
