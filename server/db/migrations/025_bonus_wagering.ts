/**
 * Deposit bonuses a casino would ship:
 *
 * - promotion_bonus_rules: one row per deposit promotion saying who may have its bonus and what
 *   it takes to free it — eligibility ('first_deposit': the member's first paid deposit, within
 *   the period when there is one; 'any_deposit'), what standing it needs ('nothing', 'joined',
 *   'approved' application), how often (period_days null: once per member; N: once per N days),
 *   the wagering multiple, whether the deposit is locked with the bonus, and the game types whose
 *   settled stakes count (JSON array; empty: every type).
 * - bonus_grants: one row per bonus paid, with what it locked and the settled turnover that frees
 *   it; state active → completed | forfeited. The order is unique: a deposit grants at most once.
 * - withdrawals.locked_cents: what was locked when the request held its money, so the ledger check
 *   can show after the fact that no withdrawal dipped into locked money.
 *
 * Portability as in 004: ISO-8601 UTC text timestamps, integer cents, plain-SQL CHECKs.
 */
import { sql, type Kysely } from 'kysely';
import { withColumns } from './columns';
import { idType } from './engine';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withColumns(db.schema.createTable('promotion_bonus_rules'), {
    promotion_id: 'integer pk',
    eligibility: "varchar(16) default 'first_deposit'",
    requires: "varchar(12) default 'nothing'",
    period_days: 'integer null',
    wagering_multiple: 'integer default 1',
    locks_deposit: 'integer default 0',
    game_types: "text default '[]'",
  })
    .addCheckConstraint('promotion_bonus_rules_eligibility', sql`eligibility in ('first_deposit', 'any_deposit')`)
    .addCheckConstraint('promotion_bonus_rules_requires', sql`requires in ('nothing', 'joined', 'approved')`)
    .addCheckConstraint('promotion_bonus_rules_multiple', sql`wagering_multiple >= 0`)
    .execute();

  await withColumns(db.schema.createTable('bonus_grants'), {
    id: [idType(db), 'pk'],
    member_id: 'integer -> members.id on delete cascade',
    promotion_id: 'integer',
    order_id: 'integer unique',
    bonus_cents: 'bigint',
    locked_cents: 'bigint',
    required_cents: 'bigint',
    game_types: "text default '[]'",
    state: "varchar(12) default 'active'",
    granted_at: 'text',
    closed_at: 'text null',
    forfeited_cents: 'bigint default 0',
  })
    .addCheckConstraint('bonus_grants_state', sql`state in ('active', 'completed', 'forfeited')`)
    .execute();
  await db.schema.createIndex('bonus_grants_member_idx').on('bonus_grants').columns(['member_id', 'state']).execute();
  await db.schema.createIndex('bonus_grants_promotion_idx').on('bonus_grants').columns(['promotion_id', 'member_id', 'granted_at']).execute();

  await db.schema.alterTable('withdrawals').addColumn('locked_cents', 'bigint', (col) => col.notNull().defaultTo(0)).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('withdrawals').dropColumn('locked_cents').execute();
  await db.schema.dropTable('bonus_grants').execute();
  await db.schema.dropTable('promotion_bonus_rules').execute();
}
