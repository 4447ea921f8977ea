/**
 * Several server processes (server/main.ts, as `npm run serve` starts them) on ONE PostgreSQL
 * database: a fresh database on the cluster DATABASE_URL names, migrated and seeded by the test
 * before the servers start, so what the servers do at start (the scheduled settlement and
 * cleanup) meets rows the test prepared. Calls go over real sockets to each process.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPostgres, type Db } from '../../server/db/connection';
import { migrateToLatest } from '../../server/db/migrate';
import { generateSeed, writeSeed } from '../../server/seed/index';
import { createPgDatabase, type PgDatabase } from '../../scripts/pg-database';
import { startServerProcess, type ServerProcess } from '../../scripts/server-process';
import type { RegisterSettings } from '../../src/api/account-wire';
import { ENDPOINTS } from '../../src/api/endpoints';
import { ENCRYPTION_HEADER, SEALED_BODY_CONTENT_TYPE, sealBody } from '../../src/api/sealed-body';
import type { Envelope } from '../../src/api/envelope';
import { TEST_OPERATOR_KEY } from './helpers';

export interface Answer<T> {
  status: number;
  headers: Headers;
  body: Envelope<T>;
}

export interface CallOptions {
  method?: string;
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
}

export interface Instance {
  name: string;
  process: ServerProcess;
  call<T>(path: string, options?: CallOptions): Promise<Answer<T>>;
  /** A call that must succeed: its value. */
  value<T>(path: string, options?: CallOptions): Promise<T>;
  /** A body sealed under the public key `keysFrom` hands out, sent to this instance. */
  sealed<T>(path: string, json: unknown, keysFrom: Instance): Promise<Answer<T>>;
}

function instance(name: string, server: ServerProcess): Instance {
  const call = async <T>(path: string, options: CallOptions = {}): Promise<Answer<T>> => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.body !== undefined) headers['Content-Type'] ??= 'application/json';
    if (options.token) headers.Authorization = options.token;
    const res = await fetch(server.url + path, {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers,
      body: options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body),
    });
    return { status: res.status, headers: res.headers, body: (await res.json()) as Envelope<T> };
  };
  const self: Instance = {
    name,
    process: server,
    call,
    async value<T>(path: string, options?: CallOptions) {
      const { status, body } = await call<T>(path, options);
      if (!body.success) throw new Error(`${name} ${path} → ${status} ${body.errorCode}: ${body.message}`);
      return body.value;
    },
    async sealed<T>(path: string, json: unknown, keysFrom: Instance) {
      const { encryptionPublicKey } = await keysFrom.value<RegisterSettings>(ENDPOINTS.registerSettings.path);
      const { body, encryptionHeader } = await sealBody(json, encryptionPublicKey);
      return call<T>(path, { body, headers: { 'Content-Type': SEALED_BODY_CONTENT_TYPE, [ENCRYPTION_HEADER]: encryptionHeader } });
    },
  };
  return self;
}

export interface SharedDatabase {
  database: PgDatabase;
  /** The test's own handle on the servers' database. */
  db: Db;
  close(): Promise<void>;
}

/** A fresh database on the cluster at `clusterUrl`, migrated and seeded like a first start. */
export async function sharedDatabase(clusterUrl: string): Promise<SharedDatabase> {
  const database = await createPgDatabase(clusterUrl, 'lobby_instances');
  const db = openPostgres(database.url, { max: 4 });
  await migrateToLatest(db);
  await writeSeed(db, generateSeed(600));
  return {
    database,
    db,
    async close() {
      await db.destroy();
      await database.drop();
    },
  };
}

/** The cluster the tests share with the servers (DATABASE_URL); these tests need one. */
export function clusterUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('these tests need DATABASE_URL: a PostgreSQL cluster the servers share');
  return url;
}

/** `count` server processes on that database, started side by side. */
export async function startInstances(databaseUrl: string, count: number): Promise<{ instances: Instance[]; stop(): Promise<void> }> {
  // DATA_DIR is required by the environment but unused with DATABASE_URL; each gets its own.
  const dirs = Array.from({ length: count }, () => mkdtempSync(join(tmpdir(), 'lobby-instance-')));
  const started = await Promise.allSettled(
    dirs.map((dir) =>
      startServerProcess({
        env: {
          DATABASE_URL: databaseUrl,
          DATA_DIR: dir,
          NODE_ENV: 'test',
          DEV_HELPERS: '1',
          OPERATOR_KEY: TEST_OPERATOR_KEY,
          // The test stands for the proxy in front of both: it names the caller in X-Forwarded-For.
          TRUSTED_PROXIES: '127.0.0.1,::1,::ffff:127.0.0.1',
        },
      }),
    ),
  );
  const processes = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const stop = async () => {
    await Promise.all(processes.map((p) => p.stop()));
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  };
  const failed = started.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failed) {
    await stop();
    throw failed.reason;
  }
  return { instances: processes.map((p, i) => instance(String.fromCharCode(65 + i), p)), stop };
}
