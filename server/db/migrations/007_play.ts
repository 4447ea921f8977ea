/**
 * Demo play: one-time launch tokens and the play sessions they become, bets, and the money ledger.
 * Every change of a wallet's balance made by play has a ledger entry carrying the balance after it,
 * so a member's history can be audited (and the bet-records page built) from this table alone.
 *
 * Portability as in 004: ISO-8601 UTC text timestamps, integer cents (bigint), JSON as text,
 * CHECK constraints in plain SQL.
 */
import { sql, type Kysely } from 'kysely';
import { withColumns } from './columns';
import { idType } from './engine';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withColumns(db.schema.createTable('play_sessions'), {
    id: [idType(db), 'pk'],
    // SHA-256 hex of the one-time launch token in the /play URL; it is exchanged once for the play token.
    launch_hash: 'varchar(64) unique',
    play_hash: 'varchar(64) unique null',
    member_id: 'integer -> members.id on delete cascade',
    node_id: 'integer',
    // The lobby session that launched the game: its logout or expiry ends play too.
    session_hash: 'varchar(64)',
    created_at: 'varchar(32)',
    launch_expires_at: 'varchar(32)',
    exchanged_at: 'varchar(32) null',
  }).execute();

  await withColumns(db.schema.createTable('bets'), {
    id: [idType(db), 'pk'],
    member_id: 'integer -> members.id on delete cascade',
    node_id: 'integer',
    // Client-generated: a retried request carries the same id and gets the first result back.
    round_id: 'varchar(64) unique',
    stake_cents: ['bigint', (col) => col.notNull().check(sql`stake_cents > 0`)],
    payout_cents: ['bigint', (col) => col.notNull().check(sql`payout_cents >= 0`)],
    outcome: 'text',
    created_at: 'varchar(32)',
  }).execute();
  // Bet records list a member's bets newest first.
  await db.schema.createIndex('bets_member_idx').on('bets').columns(['member_id', 'created_at']).execute();

  await withColumns(db.schema.createTable('ledger_entries'), {
    id: [idType(db), 'pk'],
    member_id: 'integer -> members.id on delete cascade',
    // Null for a trial credit, which belongs to no bet.
    bet_id: 'integer -> bets.id on delete cascade null',
    kind: ['varchar(16)', (col) => col.notNull().check(sql`kind in ('bet', 'win', 'trial_credit')`)],
    amount_cents: 'bigint',
    balance_after_cents: ['bigint', (col) => col.notNull().check(sql`balance_after_cents >= 0`)],
    created_at: 'varchar(32)',
  }).execute();
  await db.schema.createIndex('ledger_member_idx').on('ledger_entries').columns(['member_id', 'id']).execute();
  await db.schema.createIndex('ledger_bet_idx').on('ledger_entries').column('bet_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['ledger_entries', 'bets', 'play_sessions']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
