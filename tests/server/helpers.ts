/**
 * A fresh app on its own temp database, seeded like a first start. Each test file calls this
 * once (beforeAll) and removes the database afterwards (afterAll). The database is a SQLite file
 * in a temp dir, or with DATABASE_URL a fresh PostgreSQL database on that cluster (./postgres.ts),
 * one per temp dir.
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, inject, vi } from 'vitest';
import { createApp } from '../../server/app';
import { openDatabase, openPostgres, type Db } from '../../server/db/connection';
import { migrateToLatest } from '../../server/db/migrate';
import { loadEnv, type Env } from '../../server/env';
import { generateSeed, writeSeed } from '../../server/seed/index';
import { writeSetting } from '../../server/system/settings';
import type { Envelope, FailureEnvelope } from '../../src/api/envelope';
import type { LoginValue, UnreadCounts } from '../../src/api/member-wire';
import { ENDPOINTS } from '../../src/api/endpoints';
import { ACCOUNTS, transfer } from '../../server/ledger';
import { createDatabase, databaseUrl, dropDatabase, POSTGRES_URL } from './postgres';
import { TEST_SEED_GAMES } from './seed-template';

/** The operator key test servers start with (operator calls exist only with one). */
export const TEST_OPERATOR_KEY = 'test-operator-key-not-secret';
/** Headers of an operator call on a test server. */
export const OPERATOR_HEADERS = { 'X-Operator-Key': TEST_OPERATOR_KEY, 'Content-Type': 'application/json' };

/** A call's answer: its status, the response (for headers) and the body read as a wps envelope. */
export interface Answer<T> {
  status: number;
  res: Response;
  body: Envelope<T>;
}

/** A response's body read as a wps envelope: every API call answers one. */
export async function envelopeOf<T>(res: Response): Promise<Envelope<T>> {
  return (await res.json()) as Envelope<T>;
}

/** A response as an Answer: status, response and envelope together, as the tests compare them. */
export async function answerOf<T>(res: Response): Promise<Answer<T>> {
  return { status: res.status, res, body: await envelopeOf<T>(res) };
}

/** The value of an envelope that must have succeeded: a failure throws with its code. */
export function valueOf<T>(body: Envelope<T>): T {
  if (!body.success) throw new Error(`${body.errorCode}: ${body.message}`);
  return body.value;
}

/**
 * A JSON call's init: POST (spread over it for another method), the token as Authorization when
 * given, then `headers`. A string body goes as it is, so tests can send malformed JSON.
 */
export function jsonInit(body: unknown, token?: string, headers: Record<string, string> = {}): RequestInit {
  return {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: token } : {}), ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  };
}

export interface TestServer {
  dir: string;
  db: Db;
  /** When its seed was written: minutes ago for the run's seeded copy (tests/global-setup.ts). */
  seededAt: Date;
  env: Env;
  app: ReturnType<typeof createApp>;
  log: { error: ReturnType<typeof vi.fn> };
  /** Any request to the app (a full RequestInit); its answer. */
  call<T>(path: string, init?: RequestInit): Promise<Answer<T>>;
  /** GET a path; its answer. */
  get<T>(path: string, init?: RequestInit): Promise<Answer<T>>;
  /** POST a JSON body (jsonInit) with the token and extra headers, when given; its answer. */
  post<T>(path: string, body: unknown, token?: string, headers?: Record<string, string>): Promise<Answer<T>>;
  /** A call that must succeed (GET unless `init` says otherwise); its value. */
  value<T>(path: string, init?: RequestInit): Promise<T>;
  /** GET a path that must fail; its status and envelope. */
  failure(path: string): Promise<{ status: number; body: FailureEnvelope }>;
  /** A seeded member signed in through the dev hook (no password needed): the login value. */
  login(account: string): Promise<LoginValue>;
  /** A seeded member signed in through the dev hook: its token. */
  signIn(account: string): Promise<string>;
  close(): Promise<void>;
}

export function makeTempDir(prefix = 'lobby-test-'): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

/** The test engine's name, for messages. */
export const TEST_ENGINE: 'sqlite' | 'postgres' = POSTGRES_URL ? 'postgres' : 'sqlite';

/** On PostgreSQL: the database that stands for each temp dir's SQLite file. */
const postgresDatabases = new Map<string, string>();

async function postgresDatabaseFor(dir: string, seeded = false): Promise<string> {
  const known = postgresDatabases.get(dir);
  if (known) return known;
  const run = inject('postgres');
  if (!run) throw new Error('DATABASE_URL is set but the PostgreSQL global setup did not run (see vitest.config.ts)');
  const name = `${run.prefix}${postgresDatabases.size}_${crypto.randomUUID().slice(0, 8)}`;
  await createDatabase(name, seeded ? run.seededTemplate : run.template);
  postgresDatabases.set(dir, name);
  return name;
}

/**
 * A pooled connection's error, unless it is the end of a connection to a database the test has
 * dropped (57P01, admin_shutdown: DROP DATABASE … WITH (FORCE) ends what is still connected).
 */
function reportUnlessDropped(error: Error): void {
  if ((error as { code?: unknown }).code !== '57P01') console.error('PostgreSQL connection error:', error.message);
}

/**
 * The dir's migrated database: dir/lobby.db, or its own PostgreSQL database (the same one each
 * time the dir is opened again, as a file would be).
 */
export async function openTestDb(dir: string): Promise<Db> {
  const db = POSTGRES_URL
    ? openPostgres(databaseUrl(await postgresDatabaseFor(dir)), { max: 5, onError: reportUnlessDropped })
    : openDatabase(join(dir, 'lobby.db'));
  await migrateToLatest(db);
  return db;
}

/**
 * The dir's database as a copy of the run's seeded one (tests/global-setup.ts), or undefined when
 * this run has none (a project without the global setup).
 */
async function openSeededCopy(dir: string): Promise<Db | undefined> {
  if (POSTGRES_URL) return inject('postgres')?.seededTemplate ? openSeededPostgres(dir) : undefined;
  const file = inject('seededSqlite');
  if (!file) return undefined;
  copyFileSync(file, join(dir, 'lobby.db'));
  return openTestDb(dir);
}

async function openSeededPostgres(dir: string): Promise<Db> {
  await postgresDatabaseFor(dir, true);
  return openTestDb(dir);
}

/**
 * The variables that point the server's scripts (seed, ledger check) at the dir's database:
 * DATA_DIR, and on PostgreSQL DATABASE_URL.
 */
export async function databaseEnv(dir: string): Promise<{ DATA_DIR: string; DATABASE_URL?: string }> {
  return POSTGRES_URL ? { DATA_DIR: dir, DATABASE_URL: databaseUrl(await postgresDatabaseFor(dir)) } : { DATA_DIR: dir };
}

/** Removes the dir and, on PostgreSQL, its database (closed first by the caller). */
export async function removeTestDb(dir: string): Promise<void> {
  const name = postgresDatabases.get(dir);
  if (name) {
    postgresDatabases.delete(dir);
    await dropDatabase(name);
  }
  rmSync(dir, { recursive: true, force: true });
}

/** A migrated, empty database on a temp file for the enclosing block, removed after it. */
export function withTempDb(opened: (db: Db) => void): void {
  let dir = '';
  let db: Db | undefined;
  beforeAll(async () => {
    dir = makeTempDir();
    db = await openTestDb(dir);
    opened(db);
  });
  afterAll(async () => {
    await db?.destroy();
    await removeTestDb(dir);
  });
}

/**
 * Stands for what a file's `beforeAll` makes, before it is made: every property read is passed to
 * the real one (methods bound to it). Read it inside a test or a hook, never at the top level.
 */
export function late<T extends object>(made: () => T | undefined, what: string): T {
  return new Proxy({} as T, {
    get(_, key) {
      const target = made();
      if (!target) throw new Error(`${what} is made in beforeAll: read it inside a test or a hook`);
      const value: unknown = Reflect.get(target, key);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * A test server for the file (started before its first test, closed after its last) and, when
 * asked for, a client made for it — in place of the same let / beforeAll / afterAll in each file.
 */
export function serverForFile(): { server: TestServer };
export function serverForFile<C extends object>(makeClient: (server: TestServer) => C): { server: TestServer; client: C };
export function serverForFile<C extends object>(makeClient?: (server: TestServer) => C) {
  let server: TestServer | undefined;
  let client: C | undefined;
  beforeAll(async () => {
    server = await startTestServer();
    client = makeClient?.(server);
  });
  afterAll(() => server?.close());
  return { server: late(() => server, 'The test server'), client: late(() => client, 'The client') };
}

/**
 * A test server for the file with seeded members signed in before its first test: each one's
 * token by account name, read inside a test or a hook.
 */
export function signedInForFile<A extends string>(...accounts: A[]): { server: TestServer; tokens: Readonly<Record<A, string>> } {
  const { server } = serverForFile();
  const tokens = {} as Record<A, string>;
  beforeAll(async () => {
    for (const account of accounts) tokens[account] = await server.signIn(account);
  });
  return { server, tokens };
}

/** The unread counts a member's badges show (inbox, announcements, chat). */
export const unreadCounts = (server: TestServer, token: string) => server.value<UnreadCounts>(ENDPOINTS.memberUnread.path, { headers: { Authorization: token } });

export interface TestServerOptions {
  games?: number;
  distDir?: string;
  /** The live stream's heartbeat period (server/deps.ts). */
  liveHeartbeatMs?: number;
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dir = makeTempDir();
  const games = options.games ?? TEST_SEED_GAMES;
  // The run's seeded copy, unless the test asks for another catalogue or has moved the clock: the
  // seed is dated relative to "now", and such a test means its own.
  const copy = games === TEST_SEED_GAMES && !vi.isFakeTimers() ? await openSeededCopy(dir) : undefined;
  const db = copy ?? (await openTestDb(dir));
  if (!copy) await writeSeed(db, generateSeed(games));
  const seededAt = copy ? new Date(inject('seededAt')) : new Date();
  const env = loadEnv({
    ...(await databaseEnv(dir)),
    NODE_ENV: 'test',
    DEV_HELPERS: '1',
    // In-process requests (app.request, no socket) stand for requests through a trusted proxy here,
    // so tests may name the caller's address in X-Forwarded-For; real sockets (127.0.0.1) are not trusted.
    TRUSTED_PROXIES: 'in-process',
    // A dist folder that does not exist unless a test provides one.
    DIST_DIR: options.distDir ?? join(dir, 'no-dist'),
    OPERATOR_KEY: TEST_OPERATOR_KEY,
  });
  const log = { error: vi.fn() };
  const app = createApp({ db, env, log, ...(options.liveHeartbeatMs ? { liveHeartbeatMs: options.liveHeartbeatMs } : {}) });

  const call = async <T>(path: string, init?: RequestInit) => answerOf<T>(await app.request(path, init));
  const value = async <T>(path: string, init?: RequestInit) => {
    const { status, body } = await call<T>(path, init);
    if (!body.success) throw new Error(`${path} → ${status} ${body.errorCode}: ${body.message}`);
    return body.value;
  };
  const login = (account: string) => value<LoginValue>(ENDPOINTS.devSession.path, jsonInit({ account }));
  return {
    dir,
    db,
    seededAt,
    env,
    app,
    log,
    call,
    get: call,
    post: <T>(path: string, body: unknown, token?: string, headers?: Record<string, string>) => call<T>(path, jsonInit(body, token, headers)),
    value,
    async failure(path: string) {
      const { status, body } = await call<unknown>(path);
      if (body.success) throw new Error(`${path} unexpectedly succeeded`);
      return { status, body };
    },
    login,
    signIn: async (account: string) => (await login(account)).token,
    async close() {
      await db.destroy();
      await removeTestDb(dir);
    },
  };
}

/** A query string from an object, skipping undefined values. */
export function qs(params: Record<string, string | number | boolean | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) search.set(key, String(value));
  return search.toString();
}

/** A test server behind a real HTTP listener on an ephemeral loopback port, as `npm start` runs it. */
export interface ListeningServer extends TestServer {
  /** http://127.0.0.1:<port> */
  base: string;
}

/** A fetch handler behind a real HTTP listener on an ephemeral loopback port. */
export interface Loopback {
  listener: ServerType;
  /** http://127.0.0.1:<port> */
  base: string;
  close(): Promise<void>;
}

/**
 * Listens on 127.0.0.1 with an ephemeral port. The process's Request and Response stay Node's
 * own: @hono/node-server would otherwise swap in its lighter classes for the whole process, and
 * test files that share a worker would then see responses of two kinds.
 */
export async function listenOnLoopback(fetch: (request: Request) => Response | Promise<Response>): Promise<Loopback> {
  const listener = await new Promise<ServerType>((resolve) => {
    const created: ServerType = serve({ fetch, port: 0, hostname: '127.0.0.1', overrideGlobalObjects: false }, () => resolve(created));
  });
  return {
    listener,
    base: `http://127.0.0.1:${(listener.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => listener.close(() => resolve())),
  };
}

export async function startListeningServer(options: { games?: number; distDir?: string } = {}): Promise<ListeningServer> {
  const server = await startTestServer(options);
  const loopback = await listenOnLoopback(server.app.fetch);
  return {
    ...server,
    base: loopback.base,
    async close() {
      await loopback.close();
      await server.close();
    },
  };
}

/** A listening test server for the file (started before its first test, closed after its last). */
export function listeningServerForFile(options: { games?: number; distDir?: string } = {}): ListeningServer {
  let server: ListeningServer | undefined;
  beforeAll(async () => {
    server = await startListeningServer(options);
  });
  afterAll(() => server?.close());
  return late(() => server, 'The listening server');
}

/** Stores an operator setting as JSON, in place of what the key held. */
export const storeSetting = writeSetting;

/** An operator setting as stored, parsed. */
export async function storedSetting(db: Db, key: string): Promise<unknown> {
  return JSON.parse((await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirstOrThrow()).value);
}

/** A member row as the tests make them: no password, contact or upline; its id. */
export async function insertMember(db: Db, account: string, type = 0, createdAt = new Date()): Promise<number> {
  const { id } = await db
    .insertInto('members')
    .values({ account, account_key: account, password_hash: null, type, nickname: account, club_label: '', mobile: null, email: null, country_dialing_code: null, created_at: createdAt.toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Give a member money to test with: an opening transfer into the wallet, like the seed's. */
export async function fund(db: Db, memberId: number, cents: number, key = `test-funding:${memberId}:${crypto.randomUUID()}`): Promise<void> {
  await db.transaction().execute((trx) =>
    transfer(trx, { key, debit: ACCOUNTS.opening, credit: ACCOUNTS.wallet(memberId), amountCents: cents, kind: 'opening' }),
  );
}
