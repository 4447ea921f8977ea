/**
 * VIP levels and rebates (SPEC §2 /m/member/benefits, /m/member/manualRebate; §4 VIP progress;
 * §7 MCSFE_getPlayerRankProgress).
 *
 * - `vip_levels`: the operator's ladder. A member's rank is never stored: it is the highest level
 *   whose conditions (turnover: the member's bet stakes; deposits: their paid deposit orders) the
 *   member's rows meet (server/vip/vip.ts). `benefits` is a JSON array of {key, value?}
 *   (the page's texts are per key), `rebate_rates` a JSON object of percent per game type.
 * - `rebate_claims`: one row per rebate paid. A claim covers the member's bets with
 *   after_bet_id < bets.id <= through_bet_id (ids, not times: a bet committed while a claim runs
 *   can never fall between two periods); the next period starts where this one ended. The money
 *   is the ledger transfer `transfer_key`; (member, after_bet_id) is unique, so one period is
 *   paid once even when two claims race.
 *
 * Portability as in 004: ISO-8601 UTC text timestamps, integer cents (bigint), CHECKs in plain SQL.
 * The levels are reference data written here, like 014's banks: every database has the ladder.
 */
import { sql, type Kysely } from 'kysely';
import { withColumns } from './columns';
import { idType } from './engine';

type Rates = Record<string, number>;

/** Percent per game type; the smaller games share one rate. */
const rates = (rng: number, fish: number, live: number, table: number, others: number): Rates => ({
  RNG: rng,
  FISH: fish,
  LIVE: live,
  PVP: table,
  SPORTS: table,
  BINGO: others,
  INHOUSE: others,
  ESPORTS: others,
  COCKFIGHT: others,
  LOTT: others,
  ELOTT: others,
});

interface Benefit {
  key: string;
  value?: number;
}

/** A level's benefits in the page's order: withdrawals a day, the bonuses it has, then its perks (no value). */
const benefits = (withdrawalsPerDay: number, upgradeBonus?: number, birthdayBonus?: number, ...perks: string[]): Benefit[] => [
  { key: 'withdrawals_per_day', value: withdrawalsPerDay },
  ...(upgradeBonus === undefined ? [] : [{ key: 'upgrade_bonus', value: upgradeBonus }]),
  ...(birthdayBonus === undefined ? [] : [{ key: 'birthday_bonus', value: birthdayBonus }]),
  ...perks.map((key) => ({ key })),
];

/**
 * Thresholds in cents. The demo member (server/seed/vip.ts) deposits 3,250.00 and has bet
 * 19,980.00, so it ranks Gold with Platinum's deposit condition met and its turnover 20.00 short.
 */
const LEVELS = [
  { level: 1, name: 'Bronze', turnover: 0, deposit: 0, rates: rates(0.3, 0.3, 0.2, 0.2, 0.1), benefits: benefits(3) },
  { level: 2, name: 'Silver', turnover: 100_000, deposit: 30_000, rates: rates(0.4, 0.4, 0.3, 0.3, 0.2), benefits: benefits(5, 18) },
  { level: 3, name: 'Gold', turnover: 500_000, deposit: 100_000, rates: rates(0.6, 0.5, 0.4, 0.4, 0.3), benefits: benefits(8, 88, 88) },
  { level: 4, name: 'Platinum', turnover: 2_000_000, deposit: 300_000, rates: rates(0.8, 0.7, 0.5, 0.5, 0.4), benefits: benefits(10, 288, 188, 'fast_withdrawal') },
  {
    level: 5,
    name: 'Emerald',
    turnover: 6_000_000,
    deposit: 1_500_000,
    rates: rates(1.0, 0.9, 0.6, 0.6, 0.5),
    benefits: benefits(15, 888, 388, 'fast_withdrawal', 'personal_manager'),
  },
  {
    level: 6,
    name: 'Diamond',
    turnover: 15_000_000,
    deposit: 5_000_000,
    rates: rates(1.2, 1.1, 0.8, 0.8, 0.6),
    benefits: benefits(20, 1888, 888, 'fast_withdrawal', 'personal_manager', 'exclusive_events'),
  },
];

interface LevelRow {
  level: number;
  name: string;
  min_turnover_cents: number;
  min_deposit_cents: number;
  benefits: string;
  rebate_rates: string;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await withColumns(db.schema.createTable('vip_levels'), {
    level: 'integer pk',
    name: 'varchar(32)',
    min_turnover_cents: 'bigint',
    min_deposit_cents: 'bigint',
    benefits: 'text',
    rebate_rates: 'text',
  })
    .addCheckConstraint('vip_levels_thresholds', sql`min_turnover_cents >= 0 and min_deposit_cents >= 0`)
    .execute();
  await (db as Kysely<{ vip_levels: LevelRow }>)
    .insertInto('vip_levels')
    .values(
      LEVELS.map((l) => ({
        level: l.level,
        name: l.name,
        min_turnover_cents: l.turnover,
        min_deposit_cents: l.deposit,
        benefits: JSON.stringify(l.benefits),
        rebate_rates: JSON.stringify(l.rates),
      })),
    )
    .execute();

  await withColumns(db.schema.createTable('rebate_claims'), {
    id: [idType(db), 'pk'],
    member_id: 'integer -> members.id on delete cascade',
    // The period as times, for people; the bet ids below are what it covers.
    period_from: 'varchar(32)',
    period_to: 'varchar(32)',
    after_bet_id: 'integer',
    through_bet_id: 'integer',
    // The level whose rates paid it.
    level: 'integer',
    amount_cents: 'bigint',
    // JSON: [{gameType, turnoverCents, rate, amountCents}].
    breakdown: 'text',
    transfer_key: 'varchar(96) unique',
    created_at: 'varchar(32)',
  })
    .addCheckConstraint('rebate_claims_amount', sql`amount_cents > 0`)
    .addCheckConstraint('rebate_claims_period', sql`through_bet_id > after_bet_id`)
    .execute();
  await db.schema.createIndex('rebate_claims_member_period').unique().on('rebate_claims').columns(['member_id', 'after_bet_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rebate_claims').execute();
  await db.schema.dropTable('vip_levels').execute();
}
