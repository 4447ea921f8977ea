/**
 * The game kinds that settle later (SPEC §1 lottery, e-lottery, sports; §7 lottery orders, rank
 * list, live-model list):
 *
 * - bets gains `status` ('settled' for a round that settles as it is played, as every bet so far;
 *   'open' for a lottery suborder or a sports bet waiting for its draw or full time) and
 *   `settled_at`. Every wager is one bets row, so bet records, turnover, the rank list and play
 *   counts read one table; a cancelled suborder's row is removed with its refund.
 * - lottery_draws: one row per game and draw, created ahead by the lottery job; `result` is the
 *   five-digit main number once drawn, `tiers` the VN-style prize board (JSON) for daily games.
 *   status open → closed → drawn → settled, each step a conditional update, so several instances
 *   running the job move a draw once.
 * - lottery_orders / lottery_suborders: an order on one draw; each suborder a bet type, a pick, a
 *   stake and the odds at the time (hundredths), its bets row and its outcome.
 * - sport_matches: simulated matches; `plan` is the server's secret goal plan (JSON minutes), the
 *   score and minute are derived from it and the clock, and stored as the job advances them.
 *   sport_prices: the current 1X2 prices (hundredths) with a version that goes up on each move.
 * - sport_bets / sport_bet_legs: a single or an accumulator with the prices taken.
 * - live_tables: the live-model list's tables, one per LIVE game, with their dealer.
 *
 * Portability as in 004: ISO-8601 UTC text timestamps, integer cents, plain-SQL CHECKs.
 */
import { sql, type Kysely } from 'kysely';
import { withColumns } from './columns';
import { idType } from './engine';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('bets').addColumn('status', 'varchar(12)', (col) => col.notNull().defaultTo('settled')).execute();
  await db.schema.alterTable('bets').addColumn('settled_at', 'text').execute();
  await db.schema.createIndex('bets_node_created_idx').on('bets').columns(['node_id', 'created_at']).execute();
  await db.schema.createIndex('bets_created_idx').on('bets').column('created_at').execute();

  await withColumns(db.schema.createTable('lottery_draws'), {
    id: [idType(db), 'pk'],
    game_code: 'varchar(64)',
    draw_no: 'varchar(16)',
    opens_at: 'text',
    closes_at: 'text',
    draws_at: 'text',
    status: "varchar(8) default 'open'",
    result: 'varchar(8) null',
    tiers: 'text null',
    settled_at: 'text null',
  })
    .addCheckConstraint('lottery_draws_status', sql`status in ('open', 'closed', 'drawn', 'settled')`)
    .addUniqueConstraint('lottery_draws_game_no', ['game_code', 'draw_no'])
    .execute();
  await db.schema.createIndex('lottery_draws_game_draws_idx').on('lottery_draws').columns(['game_code', 'draws_at']).execute();
  await db.schema.createIndex('lottery_draws_status_idx').on('lottery_draws').columns(['status', 'draws_at']).execute();

  await withColumns(db.schema.createTable('lottery_orders'), {
    id: [idType(db), 'pk'],
    order_no: 'varchar(32) unique',
    member_id: 'integer -> members.id on delete cascade',
    node_id: 'integer',
    game_code: 'varchar(64)',
    draw_id: 'integer -> lottery_draws.id',
    created_at: 'text',
  }).execute();
  await db.schema.createIndex('lottery_orders_member_idx').on('lottery_orders').columns(['member_id', 'created_at']).execute();
  await db.schema.createIndex('lottery_orders_draw_idx').on('lottery_orders').column('draw_id').execute();

  await withColumns(db.schema.createTable('lottery_suborders'), {
    id: [idType(db), 'pk'],
    order_id: 'integer -> lottery_orders.id on delete cascade',
    bet_type: 'varchar(12)',
    pick: 'varchar(8)',
    stake_cents: 'bigint',
    odds_hundredths: 'integer',
    status: "varchar(12) default 'open'",
    payout_cents: 'bigint default 0',
    bet_id: 'integer null',
    cancelled_at: 'text null',
    settled_at: 'text null',
  })
    .addCheckConstraint('lottery_suborders_status', sql`status in ('open', 'cancelled', 'won', 'lost')`)
    .addCheckConstraint('lottery_suborders_stake', sql`stake_cents > 0`)
    .execute();
  await db.schema.createIndex('lottery_suborders_order_idx').on('lottery_suborders').column('order_id').execute();

  await withColumns(db.schema.createTable('sport_matches'), {
    id: [idType(db), 'pk'],
    league: 'varchar(64)',
    home: 'varchar(64)',
    away: 'varchar(64)',
    kickoff_at: 'text',
    ends_at: 'text',
    status: "varchar(12) default 'scheduled'",
    home_score: 'integer default 0',
    away_score: 'integer default 0',
    plan: 'text',
    settled_at: 'text null',
  })
    .addCheckConstraint('sport_matches_status', sql`status in ('scheduled', 'live', 'finished', 'settled')`)
    // One match per home side and kick-off: instances scheduling the same slot side by side make it once.
    .addUniqueConstraint('sport_matches_kickoff_home', ['kickoff_at', 'home'])
    .execute();
  await db.schema.createIndex('sport_matches_status_idx').on('sport_matches').columns(['status', 'kickoff_at']).execute();

  await withColumns(db.schema.createTable('sport_prices'), {
    match_id: 'integer -> sport_matches.id on delete cascade',
    selection: 'varchar(8)',
    price_hundredths: 'integer',
    version: 'integer default 1',
    updated_at: 'text',
  })
    .addPrimaryKeyConstraint('sport_prices_pk', ['match_id', 'selection'])
    .execute();

  await withColumns(db.schema.createTable('sport_bets'), {
    id: [idType(db), 'pk'],
    bet_no: 'varchar(32) unique',
    member_id: 'integer -> members.id on delete cascade',
    node_id: 'integer',
    mode: 'varchar(12)',
    stake_cents: 'bigint',
    price_hundredths: 'integer',
    status: "varchar(8) default 'open'",
    payout_cents: 'bigint default 0',
    bet_id: 'integer null',
    created_at: 'text',
    settled_at: 'text null',
  })
    .addCheckConstraint('sport_bets_status', sql`status in ('open', 'won', 'lost', 'void')`)
    .addCheckConstraint('sport_bets_mode', sql`mode in ('single', 'accumulator')`)
    .execute();
  await db.schema.createIndex('sport_bets_member_idx').on('sport_bets').columns(['member_id', 'status', 'created_at']).execute();

  await withColumns(db.schema.createTable('sport_bet_legs'), {
    bet_id: 'integer -> sport_bets.id on delete cascade',
    leg_no: 'integer',
    match_id: 'integer -> sport_matches.id',
    selection: 'varchar(8)',
    price_hundredths: 'integer',
    result: "varchar(8) default 'open'",
  })
    .addPrimaryKeyConstraint('sport_bet_legs_pk', ['bet_id', 'leg_no'])
    .execute();
  await db.schema.createIndex('sport_bet_legs_match_idx').on('sport_bet_legs').column('match_id').execute();

  await withColumns(db.schema.createTable('live_tables'), {
    room_id: 'varchar(64) pk',
    node_id: 'integer',
    dealer_name: 'varchar(64)',
    dealer_seed: 'integer',
    min_bet_cents: 'bigint',
    max_bet_cents: 'bigint',
  }).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['live_tables', 'sport_bet_legs', 'sport_bets', 'sport_prices', 'sport_matches', 'lottery_suborders', 'lottery_orders', 'lottery_draws']) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.dropIndex('bets_created_idx').execute();
  await db.schema.dropIndex('bets_node_created_idx').execute();
  await db.schema.alterTable('bets').dropColumn('settled_at').execute();
  await db.schema.alterTable('bets').dropColumn('status').execute();
}
