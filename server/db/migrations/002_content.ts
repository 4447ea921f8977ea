/** Content shown around the games: banners, announcements, promotions, help and winners. */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('banners')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('group_name', 'varchar(32)', (col) => col.notNull())
    .addColumn('title', 'varchar(200)', (col) => col.notNull())
    .addColumn('image_url', 'varchar(255)', (col) => col.notNull())
    .addColumn('link', 'varchar(255)', (col) => col.notNull())
    .addColumn('sequence', 'integer', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('banners_group_idx').on('banners').columns(['group_name', 'sequence']).execute();

  await db.schema
    .createTable('announcements')
    .addColumn('id', 'integer', (col) => col.notNull())
    .addColumn('language', 'varchar(8)', (col) => col.notNull())
    .addColumn('kind', 'varchar(4)', (col) => col.notNull())
    .addColumn('title', 'varchar(200)', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('start_date', 'varchar(32)', (col) => col.notNull())
    .addColumn('sort', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('announcements_pk', ['id', 'language'])
    .execute();

  await db.schema
    .createTable('promotions')
    .addColumn('id', 'integer', (col) => col.notNull())
    .addColumn('language', 'varchar(8)', (col) => col.notNull())
    .addColumn('title', 'varchar(200)', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('start_date', 'varchar(32)', (col) => col.notNull())
    .addColumn('end_date', 'varchar(32)', (col) => col.notNull())
    .addColumn('no_expiry', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('category_ids', 'text', (col) => col.notNull())
    .addColumn('sort', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('promotions_pk', ['id', 'language'])
    .execute();

  await db.schema
    .createTable('promotion_images')
    .addColumn('promotion_id', 'integer', (col) => col.notNull())
    .addColumn('sequence', 'integer', (col) => col.notNull())
    .addColumn('url', 'varchar(255)', (col) => col.notNull())
    .addPrimaryKeyConstraint('promotion_images_pk', ['promotion_id', 'sequence'])
    .execute();

  await db.schema
    .createTable('help_items')
    .addColumn('id', 'integer', (col) => col.notNull())
    .addColumn('language', 'varchar(8)', (col) => col.notNull())
    .addColumn('parent_id', 'integer')
    .addColumn('tag', 'varchar(64)', (col) => col.notNull())
    .addColumn('title', 'varchar(200)', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('sort', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('help_items_pk', ['id', 'language'])
    .execute();

  await db.schema
    .createTable('winners')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('node_id', 'integer', (col) => col.notNull())
    .addColumn('customer_name', 'varchar(64)', (col) => col.notNull())
    .addColumn('win_amount_cents', 'integer', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['winners', 'help_items', 'promotion_images', 'promotions', 'announcements', 'banners']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
