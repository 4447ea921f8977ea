/**
 * Banner titles per language. A banner is a picture with its title drawn in
 * (server/media/serve-media.ts), so a Bangla or Chinese player needs a picture of their own: the
 * announcement call points each language at its picture, drawn from this table's title.
 * banners.title stays the English title, the fallback every language has.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('banner_texts')
    .addColumn('banner_id', 'integer', (col) => col.notNull().references('banners.id').onDelete('cascade'))
    .addColumn('language', 'varchar(8)', (col) => col.notNull())
    .addColumn('title', 'varchar(200)', (col) => col.notNull())
    .addPrimaryKeyConstraint('banner_texts_pk', ['banner_id', 'language'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('banner_texts').execute();
}
