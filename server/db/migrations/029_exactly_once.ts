/**
 * Exactly once across a crash (server/http/idempotency.ts):
 *
 * - applied_ops.effect_at: stamped by the op's own transaction as it commits its effect, so a
 *   retry of a key whose first attempt died before answering knows whether anything happened.
 * - lottery_orders.op_key and sport_bets.op_key: the key an order or a bet was placed under,
 *   unique per member, so a retry of a placement that did commit finds it and answers with it
 *   instead of placing another. A slip of singles is several bets under one key: each bet's
 *   op_key is the key and its place in the slip (`<key>#1`, `<key>#2`, …).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('applied_ops').addColumn('effect_at', 'varchar(32)').execute();
  for (const table of ['lottery_orders', 'sport_bets']) {
    await db.schema.alterTable(table).addColumn('op_key', 'varchar(80)').execute();
    // Partial: orders placed without a key (the seed, older rows) are not bound to one.
    await db.schema
      .createIndex(`${table}_member_op_key`)
      .on(table)
      .columns(['member_id', 'op_key'])
      .unique()
      .where(sql.ref('op_key'), 'is not', null)
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['lottery_orders', 'sport_bets']) {
    await db.schema.dropIndex(`${table}_member_op_key`).execute();
    await db.schema.alterTable(table).dropColumn('op_key').execute();
  }
  await db.schema.alterTable('applied_ops').dropColumn('effect_at').execute();
}
