/**
 * A member's own lists (favourites, recent games, read marks) and the record of applied
 * idempotent ops, which is what makes the client's outbox exactly-once (DESIGN §3): a repeated
 * Idempotency-Key is answered from here instead of being applied again.
 */
import type { Kysely } from 'kysely';
import { withColumns } from './columns';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withColumns(db.schema.createTable('favourites'), {
    member_id: 'integer -> members.id on delete cascade',
    node_id: 'integer',
    added_at: 'varchar(32)',
  })
    .addPrimaryKeyConstraint('favourites_pk', ['member_id', 'node_id'])
    .execute();

  await withColumns(db.schema.createTable('recent_games'), {
    member_id: 'integer -> members.id on delete cascade',
    node_id: 'integer',
    played_at: 'varchar(32)',
  })
    .addPrimaryKeyConstraint('recent_games_pk', ['member_id', 'node_id'])
    .execute();
  await db.schema.createIndex('recent_games_played_idx').on('recent_games').columns(['member_id', 'played_at']).execute();

  await withColumns(db.schema.createTable('announcement_reads'), {
    member_id: 'integer -> members.id on delete cascade',
    announcement_id: 'integer',
    read_at: 'varchar(32)',
  })
    .addPrimaryKeyConstraint('announcement_reads_pk', ['member_id', 'announcement_id'])
    .execute();

  await withColumns(db.schema.createTable('applied_ops'), {
    op_id: 'varchar(64) pk',
    member_id: 'integer',
    method: 'varchar(8)',
    path: 'varchar(200)',
    // Null while the first request is still being handled.
    status: 'integer null',
    body: 'text null',
  })
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
