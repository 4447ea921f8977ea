/**
 * Content and support: promotion tabs, what each promotion asks of a member and where each member
 * stands, promotion read marks, deleted inbox messages and the live chat.
 *
 * Portability as in 004: ISO-8601 UTC text timestamps, 0/1 integers, CHECK constraints in plain SQL.
 */
import { sql, type Kysely } from 'kysely';
import { withColumns } from './columns';
import { idType } from './engine';

export async function up(db: Kysely<unknown>): Promise<void> {
  // One row per (id, language), like the promotions themselves.
  await withColumns(db.schema.createTable('promotion_categories'), {
    id: 'integer',
    language: 'varchar(8)',
    name: 'varchar(100)',
    sort: 'integer',
  })
    .addPrimaryKeyConstraint('promotion_categories_pk', ['id', 'language'])
    .execute();

  // What a promotion asks of a member, whatever the language: nothing, a join or an application.
  await withColumns(db.schema.createTable('promotion_terms'), {
    promotion_id: 'integer pk',
    action: ['varchar(8)', (col) => col.notNull().check(sql`action in ('none', 'join', 'apply')`)],
  }).execute();

  // Where a member stands in a promotion once they acted (joined, applying, claim, claimed, …).
  await withColumns(db.schema.createTable('promotion_members'), {
    member_id: 'integer -> members.id on delete cascade',
    promotion_id: 'integer',
    status: 'varchar(16)',
    updated_at: 'varchar(32)',
  })
    .addPrimaryKeyConstraint('promotion_members_pk', ['member_id', 'promotion_id'])
    .execute();

  await withColumns(db.schema.createTable('promotion_reads'), {
    member_id: 'integer -> members.id on delete cascade',
    promotion_id: 'integer',
    read_at: 'varchar(32)',
  })
    .addPrimaryKeyConstraint('promotion_reads_pk', ['member_id', 'promotion_id'])
    .execute();

  // A deleted message is kept (an operator may need it) but never listed or counted again.
  await db.schema.alterTable('inbox_messages').addColumn('deleted_at', 'varchar(32)').execute();

  await withColumns(db.schema.createTable('chat_messages'), {
    id: [idType(db), 'pk'],
    member_id: 'integer -> members.id on delete cascade',
    sender: ['varchar(8)', (col) => col.notNull().check(sql`sender in ('member', 'operator')`)],
    // The sending device's id for a member line; a second send with it adds nothing.
    client_id: 'varchar(64) null',
    text: 'text',
    sent_at: 'varchar(32)',
    // Operator lines: when the member saw it; null = unread. Member lines are read when sent.
    read_at: 'varchar(32) null',
  }).execute();
  await db.schema.createIndex('chat_member_idx').on('chat_messages').columns(['member_id', 'id']).execute();
  await db.schema.createIndex('chat_client_idx').on('chat_messages').columns(['member_id', 'client_id']).unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('chat_messages').ifExists().execute();
  await db.schema.alterTable('inbox_messages').dropColumn('deleted_at').execute();
  for (const table of ['promotion_reads', 'promotion_members', 'promotion_terms', 'promotion_categories']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
