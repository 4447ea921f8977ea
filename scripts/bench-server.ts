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
 * Then the live channel: N idle live streams (one member each) held open on the server, its
 * resident memory before and with them, and the same calls loaded again beside the streams — what
 * holding them costs each request. N is `--streams` (10,000 by default); the soft limit on open
 * files is raised to fit them when the hard limit allows (the bench runs itself again under it),
 * else N is what fits, and the line says so.
 *
 * Prints ONE JSON line on stdout: per engine and call {rps, p50, p99, errors, non2xx} (latency in
 * ms), and `live` {streams, rssMbWithout, rssMbWith, kbPerStream, withStreams: per call}. Options:
 * `--seconds N` per call, `--connections N`, `--streams N`, `--profile DIR` (the server runs under
 * node --cpu-prof; profiles land in DIR and a summary of where the time went goes to stderr).
 */
import { spawnSync } from 'node:child_process';
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
import { openDatabase, openPostgres, databasePath, type Db } from '../server/db/connection';
import { fileLimits, memberTokens, openIdleStreams, residentMb, SPARE_DESCRIPTORS } from './bench-live-streams';
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
    streams: { type: 'string', default: '10000' },
    profile: { type: 'string' },
  },
});
const SECONDS = Number(args.seconds);
const CONNECTIONS = Number(args.connections);
if (!(SECONDS > 0) || !(CONNECTIONS > 0)) throw new Error('--seconds and --connections must be positive numbers');
const STREAMS_ASKED = Number(args.streams);
if (!(STREAMS_ASKED >= 0)) throw new Error('--streams must be a number, 0 for none');
/** Set in the environment of the bench run again under a raised limit on open files. */
const RAISED_MARK = 'LOBBY_BENCH_FILES_RAISED';

interface LiveFigures {
  streams: number;
  rssMbWithout: number;
  rssMbWith: number;
  kbPerStream: number;
  openSeconds: number;
  withStreams: Record<CallName, Figures>;
}

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

/** The calls, each warmed up then measured. */
async function loadCalls(base: string, paths: Record<CallName, string[]>): Promise<Record<CallName, Figures>> {
  const figures = {} as Record<CallName, Figures>;
  for (const call of Object.keys(paths) as CallName[]) {
    await load(base, paths[call], WARMUP_SECONDS);
    figures[call] = await load(base, paths[call], SECONDS);
  }
  return figures;
}

/** Idle streams on the server, its memory before and with them, and the calls loaded beside them. */
async function benchStreams(server: { url: string; pid: number }, db: Db, paths: Record<CallName, string[]>, streams: number): Promise<LiveFigures> {
  const tokens = await memberTokens(db, streams);
  const rssMbWithout = residentMb(server.pid);
  const opening = Date.now();
  const sockets = await openIdleStreams(server.url, tokens);
  const openSeconds = Math.round((Date.now() - opening) / 100) / 10;
  // A moment for what opening them left behind to be collected.
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const rssMbWith = residentMb(server.pid);
  try {
    const withStreams = await loadCalls(server.url, paths);
    return { streams: sockets.length, rssMbWithout, rssMbWith, kbPerStream: streams ? Math.round(((rssMbWith - rssMbWithout) * 1024) / streams) : 0, openSeconds, withStreams };
  } finally {
    for (const socket of sockets) socket.destroy();
  }
}

async function benchEngine(engine: Engine, profileDir: string | undefined, streams: number): Promise<Record<CallName, Figures> & { live?: LiveFigures }> {
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
    const figures = await loadCalls(server.url, paths);
    if (streams === 0) return figures;
    // The bench's own handle on the server's database, to write the members the streams belong to.
    const db = database ? openPostgres(database.url, { max: 2 }) : openDatabase(databasePath(dataDir));
    try {
      return { ...figures, live: await benchStreams(server, db, paths, streams) };
    } finally {
      await db.destroy();
    }
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

/**
 * How many streams this run can hold: both this process and the server (which inherits its limits)
 * keep one descriptor per stream. Runs the bench again under a raised soft limit when the hard one
 * allows (that run prints the line, and this one exits with its status).
 */
function streamsThatFit(): { streams: number; limitedBy?: string } {
  const needed = STREAMS_ASKED + SPARE_DESCRIPTORS;
  const { soft, hard } = fileLimits();
  if (soft >= needed || STREAMS_ASKED === 0) return { streams: STREAMS_ASKED };
  if (hard >= needed && !process.env[RAISED_MARK]) {
    const again = spawnSync('sh', ['-c', `ulimit -n ${needed} && exec "$@"`, 'sh', process.execPath, ...process.execArgv, ...process.argv.slice(1)], {
      stdio: 'inherit',
      env: { ...process.env, [RAISED_MARK]: '1' },
    });
    process.exit(again.status ?? 1);
  }
  const fits = Math.max(0, Math.min(soft, hard) - SPARE_DESCRIPTORS);
  return { streams: fits, limitedBy: `open files: ulimit -n is ${soft} (hard ${hard}), room for ${fits} streams beside ${SPARE_DESCRIPTORS} other descriptors` };
}

async function main(): Promise<void> {
  const fit = streamsThatFit();
  const engines: Engine[] = ['sqlite'];
  if (process.env.DATABASE_URL) engines.push('postgresql');
  const line: Record<string, unknown> = { connections: CONNECTIONS, seconds: SECONDS, ...(fit.limitedBy ? { streamsLimitedBy: fit.limitedBy } : {}) };
  for (const engine of engines) {
    const profileDir = args.profile ? resolve(args.profile, engine) : undefined;
    if (profileDir) {
      rmSync(profileDir, { recursive: true, force: true });
      mkdirSync(profileDir, { recursive: true });
    }
    line[engine] = await benchEngine(engine, profileDir, fit.streams);
    if (profileDir) reportProfile(engine, profileDir);
  }
  console.log(JSON.stringify(line));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack ?? error.message : error);
  process.exit(1);
});
