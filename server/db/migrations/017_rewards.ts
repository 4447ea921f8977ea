/**
 * The reward centre (SPEC §2 /m/rewardCenter, the task list CustomerTask): the missions an
 * operator offers, each member's daily sign-ins, and what each member was paid for a mission in
 * one period. A mission's progress is never stored: it is computed from the member's real
 * activity (sign-ins, deposits in the ledger, bets). The money of a claim is the ledger's
 * transfer named by `transfer_key`.
 *
 * Portability as in 004: ISO-8601 UTC text timestamps, integer cents (bigint), CHECKs in plain SQL.
 */
import { PostgresAdapter, sql, type Kysely } from 'kysely';

function idType(db: Kysely<unknown>): 'serial' | 'integer' {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'serial' : 'integer';
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('missions')
    .addColumn('code', 'varchar(32)', (col) => col.primaryKey())
    // What counts towards it: daily_signin, deposit, turnover, new_game (server/records/missions.ts).
    .addColumn('kind', 'varchar(24)', (col) => col.notNull())
    // JSON text: the title and the description per language ({"en": …, "bn": …, "zh": …}).
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    // Cents for deposit and turnover; a count for sign-ins and new games.
    .addColumn('target', 'bigint', (col) => col.notNull().check(sql`target > 0`))
    .addColumn('reward_cents', 'bigint', (col) => col.notNull().check(sql`reward_cents > 0`))
    // daily: once per UTC day; once: once ever, counting activity between starts and ends.
    .addColumn('period', 'varchar(8)', (col) => col.notNull().check(sql`period in ('daily', 'once')`))
    .addColumn('sort', 'integer', (col) => col.notNull())
    .addColumn('starts_at', 'varchar(32)')
    .addColumn('ends_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('signins')
    .addColumn('member_id', 'integer', (col) => col.notNull().references('members.id').onDelete('cascade'))
    // The UTC day, YYYY-MM-DD: one sign-in per member and day however often it is tapped.
    .addColumn('day', 'varchar(10)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('signins_pk', ['member_id', 'day'])
    .execute();

  await db.schema
    .createTable('mission_claims')
    .addColumn('id', idType(db), (col) => col.primaryKey())
    .addColumn('member_id', 'integer', (col) => col.notNull().references('members.id').onDelete('cascade'))
    .addColumn('mission_code', 'varchar(32)', (col) => col.notNull())
    // The UTC day for a daily mission, 'once' for a one-off.
    .addColumn('period_key', 'varchar(10)', (col) => col.notNull())
    .addColumn('amount_cents', 'bigint', (col) => col.notNull())
    .addColumn('transfer_key', 'varchar(120)', (col) => col.notNull().unique())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    // Paid once per member, mission and period, even when two claims race.
    .addUniqueConstraint('mission_claims_once', ['member_id', 'mission_code', 'period_key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mission_claims').execute();
  await db.schema.dropTable('signins').execute();
  await db.schema.dropTable('missions').execute();
}
