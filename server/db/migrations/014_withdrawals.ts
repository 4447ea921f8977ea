/**
 * Withdrawals (SPEC §7 bank cards, withdraw, withdraw report; security: payment password):
 * the banks a card may be from, members' cards, payment passwords with their throttle, and the
 * withdrawal requests. The money of a request is not here: it is a hold in the ledger (012),
 * named by `hold_key`, posted or voided when the operator decides.
 *
 * Portability as in 004: ISO-8601 UTC text timestamps, integer cents (bigint), 0/1 integers,
 * CHECKs in plain SQL.
 */
import { sql, type Kysely } from 'kysely';
import { withColumns } from './columns';
import { idType } from './engine';

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
  await withColumns(db.schema.createTable('withdraw_banks'), {
    code: 'varchar(16) pk',
    name: 'varchar(100)',
    sort: 'integer',
  }).execute();
  await (db as Kysely<{ withdraw_banks: { code: string; name: string; sort: number } }>).insertInto('withdraw_banks').values(BANKS).execute();

  await withColumns(db.schema.createTable('bank_cards'), {
    id: [idType(db), 'pk'],
    member_id: 'integer -> members.id on delete cascade',
    bank_code: 'varchar(16)',
    holder_name: 'varchar(64)',
    // Whole, for paying out; every answer shows only the last four digits.
    card_number: 'varchar(19)',
    is_default: 'integer default 0',
    created_at: 'varchar(32)',
    // A removed card stays for the withdrawals that name it.
    deleted_at: 'varchar(32) null',
  }).execute();
  // One live copy of a card per member: a duplicate add fails here even when two race.
  await sql`create unique index bank_cards_member_number on bank_cards (member_id, card_number) where deleted_at is null`.execute(db);

  await withColumns(db.schema.createTable('payment_passwords'), {
    member_id: 'integer pk -> members.id on delete cascade',
    password_hash: 'varchar(200)',
    // Wrong passwords in a row; the fifth locks every payment password until locked_until.
    failed_attempts: 'integer default 0',
    locked_until: 'varchar(32) null',
    created_at: 'varchar(32)',
  }).execute();

  await withColumns(db.schema.createTable('withdrawals'), {
    id: [idType(db), 'pk'],
    member_id: 'integer -> members.id on delete cascade',
    amount_cents: 'bigint',
    bank_card_id: 'integer -> bank_cards.id',
    state: 'varchar(16)',
    // The ledger transfer that holds the money (unique: one request per hold).
    hold_key: 'varchar(96) unique',
    created_at: 'varchar(32)',
    decided_at: 'varchar(32) null',
    note: 'varchar(200) null',
  })
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
