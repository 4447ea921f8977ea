/**
 * Banner titles per language. A banner is a picture with its title drawn in
 * (server/media/serve-media.ts), so a Bangla or Chinese player needs a picture of their own: the
 * announcement call points each language at its picture, drawn from this table's title.
 * banners.title stays the English title, the fallback every language has.
 */
import type { Kysely } from 'kysely';
import { withColumns } from './columns';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withColumns(db.schema.createTable('banner_texts'), {
    banner_id: 'integer -> banners.id on delete cascade',
    language: 'varchar(8)',
    title: 'varchar(200)',
  })
    .addPrimaryKeyConstraint('banner_texts_pk', ['banner_id', 'language'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('banner_texts').execute();
}
