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
import { sql, type Kysely } from 'kysely';
import { withColumns } from './columns';
import { blobType, idType } from './engine';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withColumns(db.schema.createTable('deposit_methods'), {
    code: 'varchar(32) pk',
    kind: 'varchar(16)',
    name: 'varchar(64)',
    min_cents: 'bigint',
    max_cents: 'bigint',
    // JSON array of amounts in units, e.g. [100, 500, 1000, 5000].
    quick_amounts: 'text',
    sort: 'integer',
    enabled: 'integer default 1',
    // Bank and manual methods: the account members pay to.
    payee: 'varchar(100) null',
    bank_name: 'varchar(100) null',
    account_no: 'varchar(64) null',
  })
    .addCheckConstraint('deposit_methods_kind', sql`kind in ('gateway', 'bank', 'manual', 'ewallet')`)
    .addCheckConstraint('deposit_methods_limits', sql`min_cents > 0 and max_cents >= min_cents`)
    .execute();

  await withColumns(db.schema.createTable('uploads'), {
    id: [idType(db), 'pk'],
    member_id: 'integer -> members.id on delete cascade',
    purpose: 'varchar(32)',
    mime: 'varchar(32)',
    size: 'integer',
    sha256: 'varchar(64)',
    bytes: [blobType(db), ''],
    created_at: 'varchar(32)',
  }).execute();
  await db.schema.createIndex('uploads_member_idx').on('uploads').column('member_id').execute();

  await withColumns(db.schema.createTable('deposit_orders'), {
    id: [idType(db), 'pk'],
    member_id: 'integer -> members.id on delete cascade',
    method_code: 'varchar(32) -> deposit_methods.code',
    amount_cents: 'bigint',
    promotion_id: 'integer null',
    // The bonus the promotion granted at the order's creation (its terms may change later).
    bonus_cents: 'bigint default 0',
    state: 'varchar(16)',
    // The client's Idempotency-Key: a repeat finds this order instead of making a second one.
    idempotency_key: 'varchar(64)',
    // Gateway orders: the secret part of the pay page's URL, echoed by the gateway's callback.
    gateway_token: 'varchar(64) unique null',
    receipt_upload_id: 'integer -> uploads.id null',
    created_at: 'varchar(32)',
    expires_at: 'varchar(32) null',
    decided_at: 'varchar(32) null',
    note: "varchar(200) default ''",
  })
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
