/**
 * Content and support: promotion tabs, what each promotion asks of a member and where each member
 * stands, promotion read marks, deleted inbox messages and the live chat.
 *
 * Portability as in 004: ISO-8601 UTC text timestamps, 0/1 integers, CHECK constraints in plain SQL.
 */
import { PostgresAdapter, sql, type Kysely } from 'kysely';

function idType(db: Kysely<unknown>): 'serial' | 'integer' {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'serial' : 'integer';
}

export async function up(db: Kysely<unknown>): Promise<void> {
  // One row per (id, language), like the promotions themselves.
  await db.schema
    .createTable('promotion_categories')
    .addColumn('id', 'integer', (col) => col.notNull())
    .addColumn('language', 'varchar(8)', (col) => col.notNull())
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('sort', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('promotion_categories_pk', ['id', 'language'])
    .execute();

  // What a promotion asks of a member, whatever the language: nothing, a join or an application.
  await db.schema
    .createTable('promotion_terms')
    .addColumn('promotion_id', 'integer', (col) => col.primaryKey())
    .addColumn('action', 'varchar(8)', (col) => col.notNull().check(sql`action in ('none', 'join', 'apply')`))
    .execute();

  // Where a member stands in a promotion once they acted (joined, applying, claim, claimed, …).
  await db.schema
    .createTable('promotion_members')
    .addColumn('member_id', 'integer', (col) => col.notNull().references('members.id').onDelete('cascade'))
    .addColumn('promotion_id', 'integer', (col) => col.notNull())
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('promotion_members_pk', ['member_id', 'promotion_id'])
    .execute();

  await db.schema
    .createTable('promotion_reads')
    .addColumn('member_id', 'integer', (col) => col.notNull().references('members.id').onDelete('cascade'))
    .addColumn('promotion_id', 'integer', (col) => col.notNull())
    .addColumn('read_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('promotion_reads_pk', ['member_id', 'promotion_id'])
    .execute();

  // A deleted message is kept (an operator may need it) but never listed or counted again.
  await db.schema.alterTable('inbox_messages').addColumn('deleted_at', 'varchar(32)').execute();

  await db.schema
    .createTable('chat_messages')
    .addColumn('id', idType(db), (col) => col.primaryKey())
    .addColumn('member_id', 'integer', (col) => col.notNull().references('members.id').onDelete('cascade'))
    .addColumn('sender', 'varchar(8)', (col) => col.notNull().check(sql`sender in ('member', 'operator')`))
    // The sending device's id for a member line; a second send with it adds nothing.
    .addColumn('client_id', 'varchar(64)')
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('sent_at', 'varchar(32)', (col) => col.notNull())
    // Operator lines: when the member saw it; null = unread. Member lines are read when sent.
    .addColumn('read_at', 'varchar(32)')
    .execute();
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
