/**
 * Accounts: members, their sessions, wallets and inbox, and the dev outbox where SMS and email
 * land instead of a real gateway (DESIGN §6).
 *
 * Portability: timestamps are ISO-8601 UTC text (they compare correctly as strings on every
 * database), booleans are 0/1 integers, money is integer cents. Case-insensitive account
 * uniqueness uses a lower-cased copy (`account_key`, lowered in JS) rather than a lower()
 * expression index, because SQLite's lower() only folds ASCII while Postgres's folds everything.
 */
import { PostgresAdapter, sql, type Kysely } from 'kysely';

/** An auto-assigned integer key: SQLite's `integer primary key` (the rowid), Postgres's serial. */
function idType(db: Kysely<unknown>): 'serial' | 'integer' {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'serial' : 'integer';
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('members')
    .addColumn('id', idType(db), (col) => col.primaryKey())
    .addColumn('account', 'varchar(64)', (col) => col.notNull())
    .addColumn('account_key', 'varchar(64)', (col) => col.notNull().unique())
    // Null for accounts that only sign in by SMS (or were created by a social login).
    .addColumn('password_hash', 'varchar(255)')
    .addColumn('type', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('nickname', 'varchar(64)', (col) => col.notNull().defaultTo(''))
    .addColumn('club_label', 'varchar(64)', (col) => col.notNull().defaultTo(''))
    .addColumn('mobile', 'varchar(32)')
    .addColumn('email', 'varchar(255)')
    .addColumn('country_dialing_code', 'varchar(8)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
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

  await db.schema
    .createTable('wallets')
    .addColumn('member_id', 'integer', (col) => col.primaryKey().references('members.id').onDelete('cascade'))
    // bigint: an integer column tops out near 21 million in cents on Postgres.
    .addColumn('balance_cents', 'bigint', (col) => col.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('inbox_messages')
    .addColumn('id', idType(db), (col) => col.primaryKey())
    .addColumn('member_id', 'integer', (col) => col.notNull().references('members.id').onDelete('cascade'))
    .addColumn('title', 'varchar(200)', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('read', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('sent_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  // The unread badge counts (member_id, read = 0) on every refresh.
  await db.schema.createIndex('inbox_member_read_idx').on('inbox_messages').columns(['member_id', 'read']).execute();

  await db.schema
    .createTable('dev_outbox')
    .addColumn('id', idType(db), (col) => col.primaryKey())
    .addColumn('channel', 'varchar(8)', (col) => col.notNull().check(sql`channel in ('sms', 'email')`))
    .addColumn('recipient', 'varchar(255)', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['dev_outbox', 'inbox_messages', 'wallets', 'sessions', 'members']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
