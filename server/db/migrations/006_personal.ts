/**
 * A member's own lists (favourites, recent games, read marks) and the record of applied
 * idempotent ops, which is what makes the client's outbox exactly-once (DESIGN §3): a repeated
 * Idempotency-Key is answered from here instead of being applied again.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('favourites')
    .addColumn('member_id', 'integer', (col) => col.notNull().references('members.id').onDelete('cascade'))
    .addColumn('node_id', 'integer', (col) => col.notNull())
    .addColumn('added_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('favourites_pk', ['member_id', 'node_id'])
    .execute();

  await db.schema
    .createTable('recent_games')
    .addColumn('member_id', 'integer', (col) => col.notNull().references('members.id').onDelete('cascade'))
    .addColumn('node_id', 'integer', (col) => col.notNull())
    .addColumn('played_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('recent_games_pk', ['member_id', 'node_id'])
    .execute();
  await db.schema.createIndex('recent_games_played_idx').on('recent_games').columns(['member_id', 'played_at']).execute();

  await db.schema
    .createTable('announcement_reads')
    .addColumn('member_id', 'integer', (col) => col.notNull().references('members.id').onDelete('cascade'))
    .addColumn('announcement_id', 'integer', (col) => col.notNull())
    .addColumn('read_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('announcement_reads_pk', ['member_id', 'announcement_id'])
    .execute();

  await db.schema
    .createTable('applied_ops')
    .addColumn('op_id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('member_id', 'integer', (col) => col.notNull())
    .addColumn('method', 'varchar(8)', (col) => col.notNull())
    .addColumn('path', 'varchar(200)', (col) => col.notNull())
    // Null while the first request is still being handled.
    .addColumn('status', 'integer')
    .addColumn('body', 'text')
    // How often a repeat was answered from here: the soak test's "duplicated" figure stays 0 only
    // if none of these were applied again.
    .addColumn('replays', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('applied_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('applied_ops_applied_idx').on('applied_ops').column('applied_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['applied_ops', 'announcement_reads', 'recent_games', 'favourites']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
