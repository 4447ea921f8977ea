/**
 * Withdrawals (SPEC §7 bank cards, withdraw, withdraw report; security: payment password):
 * the banks a card may be from, members' cards, payment passwords with their throttle, and the
 * withdrawal requests. The money of a request is not here: it is a hold in the ledger (012),
 * named by `hold_key`, posted or voided when the operator decides.
 *
 * Portability as in 004: ISO-8601 UTC text timestamps, integer cents (bigint), 0/1 integers,
 * CHECKs in plain SQL.
 */
import { PostgresAdapter, sql, type Kysely } from 'kysely';

function idType(db: Kysely<unknown>): 'serial' | 'integer' {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'serial' : 'integer';
}

/** The banks a member may add a card from; reference data an operator edits in place. */
const BANKS = [
  { code: 'DBBL', name: 'Dutch-Bangla Bank', sort: 1 },
  { code: 'BRAC', name: 'BRAC Bank', sort: 2 },
  { code: 'CITY', name: 'City Bank', sort: 3 },
  { code: 'EBL', name: 'Eastern Bank', sort: 4 },
  { code: 'IBBL', name: 'Islami Bank Bangladesh', sort: 5 },
  { code: 'SONALI', name: 'Sonali Bank', sort: 6 },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('withdraw_banks')
    .addColumn('code', 'varchar(16)', (col) => col.primaryKey())
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('sort', 'integer', (col) => col.notNull())
    .execute();
  await (db as Kysely<{ withdraw_banks: { code: string; name: string; sort: number } }>).insertInto('withdraw_banks').values(BANKS).execute();

  await db.schema
    .createTable('bank_cards')
    .addColumn('id', idType(db), (col) => col.primaryKey())
    .addColumn('member_id', 'integer', (col) => col.notNull().references('members.id').onDelete('cascade'))
    .addColumn('bank_code', 'varchar(16)', (col) => col.notNull())
    .addColumn('holder_name', 'varchar(64)', (col) => col.notNull())
    // Whole, for paying out; every answer shows only the last four digits.
    .addColumn('card_number', 'varchar(19)', (col) => col.notNull())
    .addColumn('is_default', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    // A removed card stays for the withdrawals that name it.
    .addColumn('deleted_at', 'varchar(32)')
    .execute();
  // One live copy of a card per member: a duplicate add fails here even when two race.
  await sql`create unique index bank_cards_member_number on bank_cards (member_id, card_number) where deleted_at is null`.execute(db);

  await db.schema
    .createTable('payment_passwords')
    .addColumn('member_id', 'integer', (col) => col.primaryKey().references('members.id').onDelete('cascade'))
    .addColumn('password_hash', 'varchar(200)', (col) => col.notNull())
    // Wrong passwords in a row; the fifth locks every payment password until locked_until.
    .addColumn('failed_attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('locked_until', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('withdrawals')
    .addColumn('id', idType(db), (col) => col.primaryKey())
    .addColumn('member_id', 'integer', (col) => col.notNull().references('members.id').onDelete('cascade'))
    .addColumn('amount_cents', 'bigint', (col) => col.notNull())
    .addColumn('bank_card_id', 'integer', (col) => col.notNull().references('bank_cards.id'))
    .addColumn('state', 'varchar(16)', (col) => col.notNull())
    // The ledger transfer that holds the money (unique: one request per hold).
    .addColumn('hold_key', 'varchar(96)', (col) => col.notNull().unique())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('decided_at', 'varchar(32)')
    .addColumn('note', 'varchar(200)')
    .addCheckConstraint('withdrawals_amount', sql`amount_cents > 0`)
    .addCheckConstraint('withdrawals_state', sql`state in ('pending', 'approved', 'rejected')`)
    .execute();
  await db.schema.createIndex('withdrawals_member_idx').on('withdrawals').columns(['member_id', 'id']).execute();
  await db.schema.createIndex('withdrawals_state_idx').on('withdrawals').columns(['state', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('withdrawals').execute();
  await db.schema.dropTable('payment_passwords').execute();
  await db.schema.dropTable('bank_cards').execute();
  await db.schema.dropTable('withdraw_banks').execute();
}
