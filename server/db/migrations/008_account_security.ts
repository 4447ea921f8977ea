/**
 * Account security: captchas, SMS verification codes, login failures and locks,
 * affiliate codes, and the registration facts a member carries (method, URL, recommender…).
 *
 * Codes are stored as SHA-256 of "id:code", never in clear: a leaked database must not let anyone
 * answer an open captcha or SMS challenge. The one exception is captchas.dev_code, filled only
 * outside production so e2e tests can read a captcha through /dev (production leaves it null).
 * Portability as in 004: ISO-8601 UTC text timestamps, 0/1 integers, plain-SQL CHECKs.
 */
import type { Kysely } from 'kysely';
import { withColumns } from './columns';
import { idType } from './engine';
import { createVerificationCodes } from './verification-codes';

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

  await withColumns(db.schema.createTable('captchas'), {
    id: 'varchar(64) pk',
    code_hash: 'varchar(64)',
    dev_code: 'varchar(8) null',
    created_at: 'varchar(32)',
    expires_at: 'varchar(32)',
    used_at: 'varchar(32) null',
  }).execute();
  await db.schema.createIndex('captchas_expires_idx').on('captchas').column('expires_at').execute();

  await createVerificationCodes(db, 'verification_codes', ['noLogin', 'register']);
  await db.schema.createIndex('verification_recipient_idx').on('verification_codes').columns(['recipient', 'created_at']).execute();

  await withColumns(db.schema.createTable('login_failures'), {
    id: [idType(db), 'pk'],
    account_key: 'varchar(80)',
    ip: 'varchar(64)',
    created_at: 'varchar(32)',
  }).execute();
  await db.schema.createIndex('login_failures_account_idx').on('login_failures').columns(['account_key', 'created_at']).execute();
  await db.schema.createIndex('login_failures_ip_idx').on('login_failures').columns(['ip', 'created_at']).execute();

  // Keyed by account key, not member id: unknown accounts lock the same way, so a lock tells nothing.
  await withColumns(db.schema.createTable('login_locks'), {
    account_key: 'varchar(80) pk',
    locked_until: 'varchar(32)',
  }).execute();

  await withColumns(db.schema.createTable('affiliate_codes'), {
    code_key: 'varchar(32) pk',
    code: 'varchar(32)',
    // '*' for any domain, else the one hostname the code is valid on.
    domain: 'varchar(255)',
    created_at: 'varchar(32)',
  }).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['affiliate_codes', 'login_locks', 'login_failures', 'verification_codes', 'captchas']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  for (const column of [...MEMBER_COLUMNS].reverse()) {
    await db.schema.alterTable('members').dropColumn(column).execute();
  }
}
