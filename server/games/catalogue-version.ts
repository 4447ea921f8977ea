/**
 * The catalogue's version (migration 023): a number the database's triggers bump on every write
 * to the tables shared answers are made of. One primary-key read; the same SQL on both engines.
 */
import type { Db } from '../db/connection';

export async function catalogueVersion(db: Db): Promise<number> {
  const row = await db.selectFrom('catalogue_version').select('version').where('id', '=', 1).executeTakeFirst();
  // pg hands bigint over as a number here (server/db/connection.ts); Number() keeps SQLite's too.
  return Number(row?.version ?? 0);
}
