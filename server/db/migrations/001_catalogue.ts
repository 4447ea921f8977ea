/** Vendors, their categories and classifications, and the games themselves. */
import type { Kysely } from 'kysely';
import { withColumns } from './columns';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withColumns(db.schema.createTable('vendors'), {
    code: 'varchar(32) pk',
    display_name: 'varchar(100)',
    icon_url: 'varchar(255)',
    sort: 'integer',
  }).execute();

  await withColumns(db.schema.createTable('vendor_categories'), {
    category: 'varchar(16)',
    vendor_code: 'varchar(32) -> vendors.code on delete cascade',
    sort: 'integer',
  })
    .addPrimaryKeyConstraint('vendor_categories_pk', ['category', 'vendor_code'])
    .execute();

  await withColumns(db.schema.createTable('classifications'), {
    vendor_code: 'varchar(32) -> vendors.code on delete cascade',
    category: 'varchar(16)',
    key: 'varchar(32)',
    display_name: 'varchar(100)',
    sort: 'integer',
  })
    .addPrimaryKeyConstraint('classifications_pk', ['vendor_code', 'category', 'key'])
    .execute();

  await withColumns(db.schema.createTable('games'), {
    node_id: 'integer pk',
    game_id: 'varchar(64)',
    game_code: 'varchar(64)',
    vendor_code: 'varchar(32) -> vendors.code on delete cascade',
    category: 'varchar(16)',
    classify: 'varchar(32)',
    name: 'varchar(200)',
    icon_url: 'varchar(255)',
    large_icon_url: 'varchar(255)',
    is_new: 'integer default 0',
    hot_rank: 'integer null',
    sort: 'integer',
    support_play: 'integer default 1',
    freeplay: 'integer default 0',
    is_h5: 'integer default 1',
    lotto_mode: 'varchar(16) null',
    room_id: 'varchar(32) null',
  }).execute();

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
