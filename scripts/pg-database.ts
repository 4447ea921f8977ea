/**
 * A fresh, empty database on a PostgreSQL cluster, dropped after use: the benchmark and the
 * several-instances tests each start their servers on one of their own, so nothing they write
 * meets another run's rows.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface PgDatabase {
  /** The cluster URL with this database's name. */
  url: string;
  name: string;
  drop(): Promise<void>;
}

async function onCluster<T>(clusterUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: clusterUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** `prefix`: lower-case letters and _ only (it becomes part of an unquoted identifier). */
export async function createPgDatabase(clusterUrl: string, prefix: string): Promise<PgDatabase> {
  if (!/^[a-z_]{1,30}$/.test(prefix)) throw new Error(`bad database prefix ${prefix}`);
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  await onCluster(clusterUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(clusterUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    // FORCE: a server that did not close its pool cleanly must not keep the database alive.
    drop: () => onCluster(clusterUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}

/** How many tables the database holds: 0 means no server ever migrated it. */
export async function tableCount(url: string): Promise<number> {
  return onCluster(url, async (client) => {
    const { rows } = await client.query<{ n: string }>("SELECT count(*) AS n FROM information_schema.tables WHERE table_schema = 'public'");
    return Number(rows[0]?.n ?? 0);
  });
}
