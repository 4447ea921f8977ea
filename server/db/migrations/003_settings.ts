/** Operator settings (status flags, whitelabel, customer service …) as key → JSON text. */
import type { Kysely } from 'kysely';
import { withColumns } from './columns';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withColumns(db.schema.createTable('settings'), {
    key: 'varchar(64) pk',
    value: 'text',
  }).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('settings').ifExists().execute();
}
