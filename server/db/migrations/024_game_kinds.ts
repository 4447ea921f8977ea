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
import { PostgresAdapter, sql, type Kysely } from 'kysely';

function idType(db: Kysely<unknown>): 'serial' | 'integer' {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'serial' : 'integer';
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('bets').addColumn('status', 'varchar(12)', (col) => col.notNull().defaultTo('settled')).execute();
  await db.schema.alterTable('bets').addColumn('settled_at', 'text').execute();
  await db.schema.createIndex('bets_node_created_idx').on('bets').columns(['node_id', 'created_at']).execute();
  await db.schema.createIndex('bets_created_idx').on('bets').column('created_at').execute();

  await db.schema
    .createTable('lottery_draws')
    .addColumn('id', idType(db), (col) => col.primaryKey())
    .addColumn('game_code', 'varchar(64)', (col) => col.notNull())
    .addColumn('draw_no', 'varchar(16)', (col) => col.notNull())
    .addColumn('opens_at', 'text', (col) => col.notNull())
    .addColumn('closes_at', 'text', (col) => col.notNull())
    .addColumn('draws_at', 'text', (col) => col.notNull())
    .addColumn('status', 'varchar(8)', (col) => col.notNull().defaultTo('open'))
    .addColumn('result', 'varchar(8)')
    .addColumn('tiers', 'text')
    .addColumn('settled_at', 'text')
    .addCheckConstraint('lottery_draws_status', sql`status in ('open', 'closed', 'drawn', 'settled')`)
    .addUniqueConstraint('lottery_draws_game_no', ['game_code', 'draw_no'])
    .execute();
  await db.schema.createIndex('lottery_draws_game_draws_idx').on('lottery_draws').columns(['game_code', 'draws_at']).execute();
  await db.schema.createIndex('lottery_draws_status_idx').on('lottery_draws').columns(['status', 'draws_at']).execute();

  await db.schema
    .createTable('lottery_orders')
    .addColumn('id', idType(db), (col) => col.primaryKey())
    .addColumn('order_no', 'varchar(32)', (col) => col.notNull().unique())
    .addColumn('member_id', 'integer', (col) => col.notNull().references('members.id').onDelete('cascade'))
    .addColumn('node_id', 'integer', (col) => col.notNull())
    .addColumn('game_code', 'varchar(64)', (col) => col.notNull())
    .addColumn('draw_id', 'integer', (col) => col.notNull().references('lottery_draws.id'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('lottery_orders_member_idx').on('lottery_orders').columns(['member_id', 'created_at']).execute();
  await db.schema.createIndex('lottery_orders_draw_idx').on('lottery_orders').column('draw_id').execute();

  await db.schema
    .createTable('lottery_suborders')
    .addColumn('id', idType(db), (col) => col.primaryKey())
    .addColumn('order_id', 'integer', (col) => col.notNull().references('lottery_orders.id').onDelete('cascade'))
    .addColumn('bet_type', 'varchar(12)', (col) => col.notNull())
    .addColumn('pick', 'varchar(8)', (col) => col.notNull())
    .addColumn('stake_cents', 'bigint', (col) => col.notNull())
    .addColumn('odds_hundredths', 'integer', (col) => col.notNull())
    .addColumn('status', 'varchar(12)', (col) => col.notNull().defaultTo('open'))
    .addColumn('payout_cents', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('bet_id', 'integer')
    .addColumn('cancelled_at', 'text')
    .addColumn('settled_at', 'text')
    .addCheckConstraint('lottery_suborders_status', sql`status in ('open', 'cancelled', 'won', 'lost')`)
    .addCheckConstraint('lottery_suborders_stake', sql`stake_cents > 0`)
    .execute();
  await db.schema.createIndex('lottery_suborders_order_idx').on('lottery_suborders').column('order_id').execute();

  await db.schema
    .createTable('sport_matches')
    .addColumn('id', idType(db), (col) => col.primaryKey())
    .addColumn('league', 'varchar(64)', (col) => col.notNull())
    .addColumn('home', 'varchar(64)', (col) => col.notNull())
    .addColumn('away', 'varchar(64)', (col) => col.notNull())
    .addColumn('kickoff_at', 'text', (col) => col.notNull())
    .addColumn('ends_at', 'text', (col) => col.notNull())
    .addColumn('status', 'varchar(12)', (col) => col.notNull().defaultTo('scheduled'))
    .addColumn('home_score', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('away_score', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('plan', 'text', (col) => col.notNull())
    .addColumn('settled_at', 'text')
    .addCheckConstraint('sport_matches_status', sql`status in ('scheduled', 'live', 'finished', 'settled')`)
    // One match per home side and kick-off: instances scheduling the same slot side by side make it once.
    .addUniqueConstraint('sport_matches_kickoff_home', ['kickoff_at', 'home'])
    .execute();
  await db.schema.createIndex('sport_matches_status_idx').on('sport_matches').columns(['status', 'kickoff_at']).execute();

  await db.schema
    .createTable('sport_prices')
    .addColumn('match_id', 'integer', (col) => col.notNull().references('sport_matches.id').onDelete('cascade'))
    .addColumn('selection', 'varchar(8)', (col) => col.notNull())
    .addColumn('price_hundredths', 'integer', (col) => col.notNull())
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('sport_prices_pk', ['match_id', 'selection'])
    .execute();

  await db.schema
    .createTable('sport_bets')
    .addColumn('id', idType(db), (col) => col.primaryKey())
    .addColumn('bet_no', 'varchar(32)', (col) => col.notNull().unique())
    .addColumn('member_id', 'integer', (col) => col.notNull().references('members.id').onDelete('cascade'))
    .addColumn('node_id', 'integer', (col) => col.notNull())
    .addColumn('mode', 'varchar(12)', (col) => col.notNull())
    .addColumn('stake_cents', 'bigint', (col) => col.notNull())
    .addColumn('price_hundredths', 'integer', (col) => col.notNull())
    .addColumn('status', 'varchar(8)', (col) => col.notNull().defaultTo('open'))
    .addColumn('payout_cents', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('bet_id', 'integer')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('settled_at', 'text')
    .addCheckConstraint('sport_bets_status', sql`status in ('open', 'won', 'lost', 'void')`)
    .addCheckConstraint('sport_bets_mode', sql`mode in ('single', 'accumulator')`)
    .execute();
  await db.schema.createIndex('sport_bets_member_idx').on('sport_bets').columns(['member_id', 'status', 'created_at']).execute();

  await db.schema
    .createTable('sport_bet_legs')
    .addColumn('bet_id', 'integer', (col) => col.notNull().references('sport_bets.id').onDelete('cascade'))
    .addColumn('leg_no', 'integer', (col) => col.notNull())
    .addColumn('match_id', 'integer', (col) => col.notNull().references('sport_matches.id'))
    .addColumn('selection', 'varchar(8)', (col) => col.notNull())
    .addColumn('price_hundredths', 'integer', (col) => col.notNull())
    .addColumn('result', 'varchar(8)', (col) => col.notNull().defaultTo('open'))
    .addPrimaryKeyConstraint('sport_bet_legs_pk', ['bet_id', 'leg_no'])
    .execute();
  await db.schema.createIndex('sport_bet_legs_match_idx').on('sport_bet_legs').column('match_id').execute();

  await db.schema
    .createTable('live_tables')
    .addColumn('room_id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('node_id', 'integer', (col) => col.notNull())
    .addColumn('dealer_name', 'varchar(64)', (col) => col.notNull())
    .addColumn('dealer_seed', 'integer', (col) => col.notNull())
    .addColumn('min_bet_cents', 'bigint', (col) => col.notNull())
    .addColumn('max_bet_cents', 'bigint', (col) => col.notNull())
    .execute();
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
