/**
 * Accounts: members, their sessions, wallets and inbox, and the dev outbox where SMS and email
 * land instead of a real gateway (DESIGN §6).
 *
 * Portability: timestamps are ISO-8601 UTC text (they compare correctly as strings on every
 * database), booleans are 0/1 integers, money is integer cents. Case-insensitive account
 * uniqueness uses a lower-cased copy (`account_key`, lowered in JS) rather than a lower()
 * expression index, because SQLite's lower() only folds ASCII while Postgres's folds everything.
 */
import { sql, type Kysely } from 'kysely';
import { withColumns } from './columns';
import { idType } from './engine';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withColumns(db.schema.createTable('members'), {
    id: [idType(db), 'pk'],
    account: 'varchar(64)',
    account_key: 'varchar(64) unique',
    // Null for accounts that only sign in by SMS (or were created by a social login).
    password_hash: 'varchar(255) null',
    type: 'integer default 0',
    nickname: "varchar(64) default ''",
    club_label: "varchar(64) default ''",
    mobile: 'varchar(32) null',
    email: 'varchar(255) null',
    country_dialing_code: 'varchar(8) null',
    created_at: 'varchar(32)',
  }).execute();
  await db.schema.createIndex('members_mobile_idx').on('members').column('mobile').execute();

  await db.schema
    .createTable('sessions')
    // SHA-256 hex of the token: a leaked database does not leak usable tokens.
    .addColumn('token_hash', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('member_id', 'integer', (col) => col.notNull().references('members.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('revoked_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('sessions_member_idx').on('sessions').column('member_id').execute();

  await withColumns(db.schema.createTable('wallets'), {
    member_id: 'integer pk -> members.id on delete cascade',
    // bigint: an integer column tops out near 21 million in cents on Postgres.
    balance_cents: 'bigint default 0',
  }).execute();

  await withColumns(db.schema.createTable('inbox_messages'), {
    id: [idType(db), 'pk'],
    member_id: 'integer -> members.id on delete cascade',
    title: 'varchar(200)',
    content: 'text',
    read: 'integer default 0',
    sent_at: 'varchar(32)',
  }).execute();
  // The unread badge counts (member_id, read = 0) on every refresh.
  await db.schema.createIndex('inbox_member_read_idx').on('inbox_messages').columns(['member_id', 'read']).execute();

  await withColumns(db.schema.createTable('dev_outbox'), {
    id: [idType(db), 'pk'],
    channel: ['varchar(8)', (col) => col.notNull().check(sql`channel in ('sms', 'email')`)],
    recipient: 'varchar(255)',
    body: 'text',
    created_at: 'varchar(32)',
  }).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['dev_outbox', 'inbox_messages', 'wallets', 'sessions', 'members']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
