/** Vendors, their categories and classifications, and the games themselves. */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('vendors')
    .addColumn('code', 'varchar(32)', (col) => col.primaryKey())
    .addColumn('display_name', 'varchar(100)', (col) => col.notNull())
    .addColumn('icon_url', 'varchar(255)', (col) => col.notNull())
    .addColumn('sort', 'integer', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('vendor_categories')
    .addColumn('category', 'varchar(16)', (col) => col.notNull())
    .addColumn('vendor_code', 'varchar(32)', (col) => col.notNull().references('vendors.code').onDelete('cascade'))
    .addColumn('sort', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('vendor_categories_pk', ['category', 'vendor_code'])
    .execute();

  await db.schema
    .createTable('classifications')
    .addColumn('vendor_code', 'varchar(32)', (col) => col.notNull().references('vendors.code').onDelete('cascade'))
    .addColumn('category', 'varchar(16)', (col) => col.notNull())
    .addColumn('key', 'varchar(32)', (col) => col.notNull())
    .addColumn('display_name', 'varchar(100)', (col) => col.notNull())
    .addColumn('sort', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('classifications_pk', ['vendor_code', 'category', 'key'])
    .execute();

  await db.schema
    .createTable('games')
    .addColumn('node_id', 'integer', (col) => col.primaryKey())
    .addColumn('game_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('game_code', 'varchar(64)', (col) => col.notNull())
    .addColumn('vendor_code', 'varchar(32)', (col) => col.notNull().references('vendors.code').onDelete('cascade'))
    .addColumn('category', 'varchar(16)', (col) => col.notNull())
    .addColumn('classify', 'varchar(32)', (col) => col.notNull())
    .addColumn('name', 'varchar(200)', (col) => col.notNull())
    .addColumn('icon_url', 'varchar(255)', (col) => col.notNull())
    .addColumn('large_icon_url', 'varchar(255)', (col) => col.notNull())
    .addColumn('is_new', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('hot_rank', 'integer')
    .addColumn('sort', 'integer', (col) => col.notNull())
    .addColumn('support_play', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('freeplay', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('is_h5', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('lotto_mode', 'varchar(16)')
    .addColumn('room_id', 'varchar(32)')
    .execute();

  // The game list filters by category or vendor and always orders by (sort, node_id).
  await db.schema.createIndex('games_category_idx').on('games').columns(['category', 'sort', 'node_id']).execute();
  await db.schema.createIndex('games_vendor_idx').on('games').columns(['vendor_code', 'sort', 'node_id']).execute();
  await db.schema.createIndex('games_hot_idx').on('games').column('hot_rank').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['games', 'classifications', 'vendor_categories', 'vendors']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
