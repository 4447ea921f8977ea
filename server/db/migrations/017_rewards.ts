/**
 * The reward centre (SPEC §2 /m/rewardCenter, the task list CustomerTask): the missions an
 * operator offers, each member's daily sign-ins, and what each member was paid for a mission in
 * one period. A mission's progress is never stored: it is computed from the member's real
 * activity (sign-ins, deposits in the ledger, bets). The money of a claim is the ledger's
 * transfer named by `transfer_key`.
 *
 * Portability as in 004: ISO-8601 UTC text timestamps, integer cents (bigint), CHECKs in plain SQL.
 */
import { sql, type Kysely } from 'kysely';
import { withColumns } from './columns';
import { idType } from './engine';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withColumns(db.schema.createTable('missions'), {
    code: 'varchar(32) pk',
    // What counts towards it: daily_signin, deposit, turnover, new_game (server/records/missions.ts).
    kind: 'varchar(24)',
    // JSON text: the title and the description per language ({"en": …, "bn": …, "zh": …}).
    title: 'text',
    description: 'text',
    // Cents for deposit and turnover; a count for sign-ins and new games.
    target: ['bigint', (col) => col.notNull().check(sql`target > 0`)],
    reward_cents: ['bigint', (col) => col.notNull().check(sql`reward_cents > 0`)],
    // daily: once per UTC day; once: once ever, counting activity between starts and ends.
    period: ['varchar(8)', (col) => col.notNull().check(sql`period in ('daily', 'once')`)],
    sort: 'integer',
    starts_at: 'varchar(32) null',
    ends_at: 'varchar(32) null',
    created_at: 'varchar(32)',
  }).execute();

  await withColumns(db.schema.createTable('signins'), {
    member_id: 'integer -> members.id on delete cascade',
    // The UTC day, YYYY-MM-DD: one sign-in per member and day however often it is tapped.
    day: 'varchar(10)',
    created_at: 'varchar(32)',
  })
    .addPrimaryKeyConstraint('signins_pk', ['member_id', 'day'])
    .execute();

  await withColumns(db.schema.createTable('mission_claims'), {
    id: [idType(db), 'pk'],
    member_id: 'integer -> members.id on delete cascade',
    mission_code: 'varchar(32)',
    // The UTC day for a daily mission, 'once' for a one-off.
    period_key: 'varchar(10)',
    amount_cents: 'bigint',
    transfer_key: 'varchar(120) unique',
    created_at: 'varchar(32)',
  })
    // Paid once per member, mission and period, even when two claims race.
    .addUniqueConstraint('mission_claims_once', ['member_id', 'mission_code', 'period_key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mission_claims').execute();
  await db.schema.dropTable('signins').execute();
  await db.schema.dropTable('missions').execute();
}
