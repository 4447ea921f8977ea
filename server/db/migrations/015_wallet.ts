/**
 * "My wallet" (SPEC §7 wallet, transfer): which vendors keep a wallet of their own, and what a
 * promotion pays when a member claims it (SPEC §4 activity status claim → claimed).
 *
 * - `vendors.own_wallet` 1: the member moves money between the main wallet and this vendor's
 *   wallet, and the vendor's games play from it; 0: its games play from the main wallet.
 * - `promotions.bonus_cents`: the bonus a claim pays into the main wallet (integer cents; 0 pays
 *   nothing, so such a promotion cannot be claimed). One value per row, kept equal across a
 *   promotion's language rows by whoever writes them.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('vendors')
    .addColumn('own_wallet', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('promotions')
    .addColumn('bonus_cents', 'bigint', (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('promotions').dropColumn('bonus_cents').execute();
  await db.schema.alterTable('vendors').dropColumn('own_wallet').execute();
}
