/**
 * The server suite's second engine. With DATABASE_URL set (a cluster the tests may create and drop
 * databases on), every test database is a fresh PostgreSQL database copied from a migrated
 * template (migrated, or migrated and seeded) that the global setup (tests/global-setup.ts) makes once per run; without it,
 * the suite runs on temp SQLite files. Database names carry the run's prefix, so the global
 * teardown finds and drops whatever a test file left behind.
 */
import pg from 'pg';

/** The cluster under test, or undefined for SQLite (an empty variable counts as unset). */
export const POSTGRES_URL: string | undefined = process.env.DATABASE_URL?.trim() || undefined;

/** The URL of another database on the same cluster. */
export function databaseUrl(name: string): string {
  const url = new URL(POSTGRES_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Names are generated here from [a-z0-9_]: quoting them is enough to use them in DDL. */
const quoted = (name: string) => {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`not a test database name: ${name}`);
  return `"${name}"`;
};

/** Runs statements on the cluster's maintenance database (CREATE/DROP DATABASE cannot run in a pool transaction). */
export async function onCluster<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function createDatabase(name: string, template?: string): Promise<void> {
  await onCluster((c) => c.query(`create database ${quoted(name)}${template ? ` template ${quoted(template)}` : ''}`));
}

/** FORCE ends connections a test forgot to close, so a leak cannot block the drop. */
export async function dropDatabase(name: string): Promise<void> {
  await onCluster((c) => c.query(`drop database if exists ${quoted(name)} with (force)`));
}

/** Every database whose name starts with the prefix (a run's leftovers). */
export async function dropDatabasesStartingWith(prefix: string): Promise<void> {
  const names = await onCluster(async (c) => (await c.query<{ datname: string }>('select datname from pg_database where starts_with(datname, $1)', [prefix])).rows);
  for (const { datname } of names) await dropDatabase(datname);
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated and the seeded templates test databases are copied from, and the run's name prefix. */
    postgres: { template: string; seededTemplate: string; prefix: string } | null;
  }
}
