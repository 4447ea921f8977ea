/**
 * Deposits (SPEC §7 deposit calls): the methods the operator offers, the members' orders and the
 * files members upload (manual-transfer receipts). Money itself never lives here: a paid order is
 * explained by its ledger transfers (`deposit:<id>`, `deposit-bonus:<id>`), this table only says
 * where the order stands.
 *
 * Promotions may carry a deposit bonus (percent of the deposit, up to a cap): accepting one on a
 * deposit adds the bonus when the deposit is paid.
 *
 * Portability as in 004 and 012: ISO-8601 UTC text timestamps, integer cents (bigint).
 */
import { PostgresAdapter, sql, type Kysely } from 'kysely';

function idType(db: Kysely<unknown>): 'serial' | 'integer' {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'serial' : 'integer';
}

function blobType(db: Kysely<unknown>): 'bytea' | 'blob' {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'bytea' : 'blob';
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('deposit_methods')
    .addColumn('code', 'varchar(32)', (col) => col.primaryKey())
    .addColumn('kind', 'varchar(16)', (col) => col.notNull())
    .addColumn('name', 'varchar(64)', (col) => col.notNull())
    .addColumn('min_cents', 'bigint', (col) => col.notNull())
    .addColumn('max_cents', 'bigint', (col) => col.notNull())
    // JSON array of amounts in units, e.g. [100, 500, 1000, 5000].
    .addColumn('quick_amounts', 'text', (col) => col.notNull())
    .addColumn('sort', 'integer', (col) => col.notNull())
    .addColumn('enabled', 'integer', (col) => col.notNull().defaultTo(1))
    // Bank and manual methods: the account members pay to.
    .addColumn('payee', 'varchar(100)')
    .addColumn('bank_name', 'varchar(100)')
    .addColumn('account_no', 'varchar(64)')
    .addCheckConstraint('deposit_methods_kind', sql`kind in ('gateway', 'bank', 'manual', 'ewallet')`)
    .addCheckConstraint('deposit_methods_limits', sql`min_cents > 0 and max_cents >= min_cents`)
    .execute();

  await db.schema
    .createTable('uploads')
    .addColumn('id', idType(db), (col) => col.primaryKey())
    .addColumn('member_id', 'integer', (col) => col.notNull().references('members.id').onDelete('cascade'))
    .addColumn('purpose', 'varchar(32)', (col) => col.notNull())
    .addColumn('mime', 'varchar(32)', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('sha256', 'varchar(64)', (col) => col.notNull())
    .addColumn('bytes', blobType(db), (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('uploads_member_idx').on('uploads').column('member_id').execute();

  await db.schema
    .createTable('deposit_orders')
    .addColumn('id', idType(db), (col) => col.primaryKey())
    .addColumn('member_id', 'integer', (col) => col.notNull().references('members.id').onDelete('cascade'))
    .addColumn('method_code', 'varchar(32)', (col) => col.notNull().references('deposit_methods.code'))
    .addColumn('amount_cents', 'bigint', (col) => col.notNull())
    .addColumn('promotion_id', 'integer')
    // The bonus the promotion granted at the order's creation (its terms may change later).
    .addColumn('bonus_cents', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('state', 'varchar(16)', (col) => col.notNull())
    // The client's Idempotency-Key: a repeat finds this order instead of making a second one.
    .addColumn('idempotency_key', 'varchar(64)', (col) => col.notNull())
    // Gateway orders: the secret part of the pay page's URL, echoed by the gateway's callback.
    .addColumn('gateway_token', 'varchar(64)', (col) => col.unique())
    .addColumn('receipt_upload_id', 'integer', (col) => col.references('uploads.id'))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(32)')
    .addColumn('decided_at', 'varchar(32)')
    .addColumn('note', 'varchar(200)', (col) => col.notNull().defaultTo(''))
    .addCheckConstraint('deposit_orders_amount', sql`amount_cents > 0 and bonus_cents >= 0`)
    .addCheckConstraint('deposit_orders_state', sql`state in ('pending', 'paid', 'failed', 'rejected', 'expired')`)
    .addUniqueConstraint('deposit_orders_key', ['member_id', 'idempotency_key'])
    .execute();
  await db.schema.createIndex('deposit_orders_member_idx').on('deposit_orders').columns(['member_id', 'id']).execute();
  await db.schema.createIndex('deposit_orders_state_idx').on('deposit_orders').columns(['state', 'id']).execute();

  await db.schema.alterTable('promotions').addColumn('deposit_bonus_percent', 'integer', (col) => col.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('promotions').addColumn('deposit_bonus_cap_cents', 'bigint', (col) => col.notNull().defaultTo(0)).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('deposit_orders').execute();
  await db.schema.dropTable('uploads').execute();
  await db.schema.dropTable('deposit_methods').execute();
  await db.schema.alterTable('promotions').dropColumn('deposit_bonus_cap_cents').execute();
  await db.schema.alterTable('promotions').dropColumn('deposit_bonus_percent').execute();
}
