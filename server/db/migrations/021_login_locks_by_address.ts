/**
 * Login locks per (account, address) instead of per account: a lock keyed by the account alone let
 * anyone lock the owner out by failing ten times. Now the account's failures only bring the captcha
 * (account/login-throttle.ts); the hard lock holds the address that failed, for that account, or
 * for every account (account_key '*') when the address failed across many.
 *
 * Locks are short-lived (15 minutes) and carry no history worth keeping: the old table is replaced,
 * not copied. login_failures gains an index on its age for the global count and the cleanup job.
 * Portability as in 004: ISO-8601 UTC text timestamps, plain SQL.
 */
import type { Kysely } from 'kysely';
import { withColumns } from './columns';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('login_locks').execute();
  await withColumns(db.schema.createTable('login_locks'), {
    account_key: 'varchar(80)',
    ip: 'varchar(64)',
    locked_until: 'varchar(32)',
  })
    .addPrimaryKeyConstraint('login_locks_pk', ['account_key', 'ip'])
    .execute();
  await db.schema.createIndex('login_locks_until_idx').on('login_locks').column('locked_until').execute();
  await db.schema.createIndex('login_failures_age_idx').on('login_failures').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('login_failures_age_idx').execute();
  await db.schema.dropTable('login_locks').execute();
  await withColumns(db.schema.createTable('login_locks'), {
    account_key: 'varchar(80) pk',
    locked_until: 'varchar(32)',
  }).execute();
}
