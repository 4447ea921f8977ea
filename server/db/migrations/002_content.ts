/** Content shown around the games: banners, announcements, promotions, help and winners. */
import type { Kysely } from 'kysely';
import { withColumns } from './columns';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withColumns(db.schema.createTable('banners'), {
    id: 'integer pk',
    group_name: 'varchar(32)',
    title: 'varchar(200)',
    image_url: 'varchar(255)',
    link: 'varchar(255)',
    sequence: 'integer',
  }).execute();
  await db.schema.createIndex('banners_group_idx').on('banners').columns(['group_name', 'sequence']).execute();

  await withColumns(db.schema.createTable('announcements'), {
    id: 'integer',
    language: 'varchar(8)',
    kind: 'varchar(4)',
    title: 'varchar(200)',
    content: 'text',
    start_date: 'varchar(32)',
    sort: 'integer',
  })
    .addPrimaryKeyConstraint('announcements_pk', ['id', 'language'])
    .execute();

  await withColumns(db.schema.createTable('promotions'), {
    id: 'integer',
    language: 'varchar(8)',
    title: 'varchar(200)',
    content: 'text',
    start_date: 'varchar(32)',
    end_date: 'varchar(32)',
    no_expiry: 'integer default 0',
    category_ids: 'text',
    sort: 'integer',
  })
    .addPrimaryKeyConstraint('promotions_pk', ['id', 'language'])
    .execute();

  await withColumns(db.schema.createTable('promotion_images'), {
    promotion_id: 'integer',
    sequence: 'integer',
    url: 'varchar(255)',
  })
    .addPrimaryKeyConstraint('promotion_images_pk', ['promotion_id', 'sequence'])
    .execute();

  await withColumns(db.schema.createTable('help_items'), {
    id: 'integer',
    language: 'varchar(8)',
    parent_id: 'integer null',
    tag: 'varchar(64)',
    title: 'varchar(200)',
    content: 'text',
    sort: 'integer',
  })
    .addPrimaryKeyConstraint('help_items_pk', ['id', 'language'])
    .execute();

  await withColumns(db.schema.createTable('winners'), {
    id: 'integer pk',
    node_id: 'integer',
    customer_name: 'varchar(64)',
    win_amount_cents: 'integer',
  }).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['winners', 'help_items', 'promotion_images', 'promotions', 'announcements', 'banners']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
