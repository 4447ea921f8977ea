/**
 * Account security: captchas, SMS verification codes, login failures and locks,
 * affiliate codes, and the registration facts a member carries (method, URL, recommender…).
 *
 * Codes are stored as SHA-256 of "id:code", never in clear: a leaked database must not let anyone
 * answer an open captcha or SMS challenge. The one exception is captchas.dev_code, filled only
 * outside production so e2e tests can read a captcha through /dev (production leaves it null).
 * Portability as in 004: ISO-8601 UTC text timestamps, 0/1 integers, plain-SQL CHECKs.
 */
import { PostgresAdapter, sql, type Kysely } from 'kysely';

function idType(db: Kysely<unknown>): 'serial' | 'integer' {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'serial' : 'integer';
}

const MEMBER_COLUMNS = [
  'register_method',
  'register_url',
  'recommender_id',
  'affiliate_code',
  'birthday',
  'payment_password_hash',
  // The optional registration fields without a column of their own (qqNum, line, …), as JSON.
  'profile',
  // A pending password from "forgot by email": accepted once, until it expires (see account/passwords.ts).
  'reset_password_hash',
  'reset_expires_at',
  'last_login_at',
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of MEMBER_COLUMNS) {
    await db.schema.alterTable('members').addColumn(column, 'text').execute();
  }

  await db.schema
    .createTable('captchas')
    .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('code_hash', 'varchar(64)', (col) => col.notNull())
    .addColumn('dev_code', 'varchar(8)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('used_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('captchas_expires_idx').on('captchas').column('expires_at').execute();

  await db.schema
    .createTable('verification_codes')
    .addColumn('id', idType(db), (col) => col.primaryKey())
    .addColumn('purpose', 'varchar(16)', (col) => col.notNull().check(sql`purpose in ('noLogin', 'register')`))
    // The full number, '+' country code and national number: what the SMS went to.
    .addColumn('recipient', 'varchar(40)', (col) => col.notNull())
    .addColumn('code_hash', 'varchar(64)', (col) => col.notNull())
    // Wrong guesses: a code dies after a few, so 6 digits cannot be brute-forced in its lifetime.
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('used_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('verification_recipient_idx').on('verification_codes').columns(['recipient', 'created_at']).execute();

  await db.schema
    .createTable('login_failures')
    .addColumn('id', idType(db), (col) => col.primaryKey())
    .addColumn('account_key', 'varchar(80)', (col) => col.notNull())
    .addColumn('ip', 'varchar(64)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('login_failures_account_idx').on('login_failures').columns(['account_key', 'created_at']).execute();
  await db.schema.createIndex('login_failures_ip_idx').on('login_failures').columns(['ip', 'created_at']).execute();

  // Keyed by account key, not member id: unknown accounts lock the same way, so a lock tells nothing.
  await db.schema
    .createTable('login_locks')
    .addColumn('account_key', 'varchar(80)', (col) => col.primaryKey())
    .addColumn('locked_until', 'varchar(32)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('affiliate_codes')
    .addColumn('code_key', 'varchar(32)', (col) => col.primaryKey())
    .addColumn('code', 'varchar(32)', (col) => col.notNull())
    // '*' for any domain, else the one hostname the code is valid on.
    .addColumn('domain', 'varchar(255)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['affiliate_codes', 'login_locks', 'login_failures', 'verification_codes', 'captchas']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  for (const column of [...MEMBER_COLUMNS].reverse()) {
    await db.schema.alterTable('members').dropColumn(column).execute();
  }
}
