/**
 * Demo play: one-time launch tokens and the play sessions they become, bets, and the money ledger.
 * Every change of a wallet's balance made by play has a ledger entry carrying the balance after it,
 * so a member's history can be audited (and the bet-records page built) from this table alone.
 *
 * Portability as in 004: ISO-8601 UTC text timestamps, integer cents (bigint), JSON as text,
 * CHECK constraints in plain SQL.
 */
import { PostgresAdapter, sql, type Kysely } from 'kysely';

function idType(db: Kysely<unknown>): 'serial' | 'integer' {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'serial' : 'integer';
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('play_sessions')
    .addColumn('id', idType(db), (col) => col.primaryKey())
    // SHA-256 hex of the one-time launch token in the /play URL; it is exchanged once for the play token.
    .addColumn('launch_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('play_hash', 'varchar(64)', (col) => col.unique())
    .addColumn('member_id', 'integer', (col) => col.notNull().references('members.id').onDelete('cascade'))
    .addColumn('node_id', 'integer', (col) => col.notNull())
    // The lobby session that launched the game: its logout or expiry ends play too.
    .addColumn('session_hash', 'varchar(64)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('launch_expires_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('exchanged_at', 'varchar(32)')
    .execute();

  await db.schema
    .createTable('bets')
    .addColumn('id', idType(db), (col) => col.primaryKey())
    .addColumn('member_id', 'integer', (col) => col.notNull().references('members.id').onDelete('cascade'))
    .addColumn('node_id', 'integer', (col) => col.notNull())
    // Client-generated: a retried request carries the same id and gets the first result back.
    .addColumn('round_id', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('stake_cents', 'bigint', (col) => col.notNull().check(sql`stake_cents > 0`))
    .addColumn('payout_cents', 'bigint', (col) => col.notNull().check(sql`payout_cents >= 0`))
    .addColumn('outcome', 'text', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  // Bet records list a member's bets newest first.
  await db.schema.createIndex('bets_member_idx').on('bets').columns(['member_id', 'created_at']).execute();

  await db.schema
    .createTable('ledger_entries')
    .addColumn('id', idType(db), (col) => col.primaryKey())
    .addColumn('member_id', 'integer', (col) => col.notNull().references('members.id').onDelete('cascade'))
    // Null for a trial credit, which belongs to no bet.
    .addColumn('bet_id', 'integer', (col) => col.references('bets.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(16)', (col) => col.notNull().check(sql`kind in ('bet', 'win', 'trial_credit')`))
    .addColumn('amount_cents', 'bigint', (col) => col.notNull())
    .addColumn('balance_after_cents', 'bigint', (col) => col.notNull().check(sql`balance_after_cents >= 0`))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('ledger_member_idx').on('ledger_entries').columns(['member_id', 'id']).execute();
  await db.schema.createIndex('ledger_bet_idx').on('ledger_entries').column('bet_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['ledger_entries', 'bets', 'play_sessions']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
