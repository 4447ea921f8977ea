/**
 * The catalogue's version: one row whose number goes up whenever what the shared answers are made
 * of changes (games, vendors, banners, announcements, promotions, help, VIP levels, settings).
 * Every instance keeps its serialised answers in memory (server/games/catalogue-cache.ts) and
 * re-reads this one number, cheaply, to know when they went stale — however the change was made:
 * the seed, an operator call, another instance, or a hand-run SQL statement. Triggers do the
 * counting, so no writer can forget it.
 *
 * The trigger language differs: SQLite has only row triggers with a statement body; PostgreSQL
 * calls a function, once per statement (a reseed of 20,000 games bumps it a few times, not
 * 20,000). The table and the numbers are the same on both.
 *
 * The list is spelt out here, not imported: a migration stays what it was when it ran. A table
 * added to the catalogue later gets its trigger in a migration of its own (and is added to
 * CATALOGUE_TABLES in server/db/catalogue-watch.ts, which starts from this list).
 */
import { sql, type Kysely } from 'kysely';
import { withColumns } from './columns';
import { isPostgres } from './engine';

/** The catalogue's tables as they were when this ran: each gets a version trigger. */
export const VERSIONED_TABLES = [
  'vendors',
  'vendor_categories',
  'classifications',
  'games',
  'banners',
  'banner_texts',
  'announcements',
  'promotions',
  'promotion_images',
  'promotion_categories',
  'promotion_terms',
  'help_items',
  'vip_levels',
  'settings',
] as const;

const BUMP = 'UPDATE catalogue_version SET version = version + 1 WHERE id = 1';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withColumns(db.schema.createTable('catalogue_version'), {
    id: 'integer pk',
    version: 'bigint',
  }).execute();
  await sql`INSERT INTO catalogue_version (id, version) VALUES (1, 1)`.execute(db);

  if (isPostgres(db)) {
    await sql
      .raw(`CREATE FUNCTION bump_catalogue_version() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${BUMP}; RETURN NULL; END $$`)
      .execute(db);
    for (const table of VERSIONED_TABLES) {
      await sql
        .raw(`CREATE TRIGGER ${table}_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version()`)
        .execute(db);
    }
    return;
  }
  for (const table of VERSIONED_TABLES) {
    for (const event of ['INSERT', 'UPDATE', 'DELETE']) {
      await sql.raw(`CREATE TRIGGER ${table}_catalogue_version_${event.toLowerCase()} AFTER ${event} ON ${table} BEGIN ${BUMP}; END`).execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  for (const table of VERSIONED_TABLES) {
    if (postgres) await sql.raw(`DROP TRIGGER IF EXISTS ${table}_catalogue_version ON ${table}`).execute(db);
    else for (const event of ['insert', 'update', 'delete']) await sql.raw(`DROP TRIGGER IF EXISTS ${table}_catalogue_version_${event}`).execute(db);
  }
  if (postgres) await sql.raw('DROP FUNCTION IF EXISTS bump_catalogue_version()').execute(db);
  await db.schema.dropTable('catalogue_version').ifExists().execute();
}
