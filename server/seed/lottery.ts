/**
 * The lottery's demo history: the demo member's orders on past draws — one won, one lost, one
 * with a cancelled suborder — so orders and bet records have something to show from the first
 * start. Deterministic: fixed draws at fixed times (the draw clock names them as the job would),
 * fixed results, written only where absent. Every figure follows from the rows: each stake, win
 * and refund is a ledger transfer under the keys placement, settlement and cancel use, and each
 * suborder has its `bets` row: settled, or void for the cancelled one. What the one win pays equals what the
 * others lost, so demo's documented balance stays as it is.
 */
import type { Executor } from '../db/connection';
import type { Kysely } from 'kysely';
import { LOTTERY_ODDS_HUNDREDTHS, suborderPayoutCents, type LotteryBetType } from '../../src/api/lottery-rules';
import type { OutcomeSummary } from '../../src/api/records-wire';
import type { LobbyDatabase } from '../db/schema';
import { ACCOUNTS, findTransferByKey, transfer } from '../ledger';
import { lastDrawnSlotIndex, slotOf } from '../lottery/clock';
import { lotteryGames, type LotteryGame } from '../lottery/games';
import { refundKey, roundIdOf, stakeKey, winKey } from '../lottery/keys';
import { vnTiers } from '../lottery/result';
import { sitePrizeMode } from '../lottery/view';
import { accountKey } from '../member/members';

interface SeedLine {
  betType: LotteryBetType;
  pick: string;
  /** null: the rest of the win, so the history comes out even (see balancingStake). */
  stakeCents: number | null;
  cancelled?: boolean;
}

interface SeedOrder {
  orderNo: string;
  game: string;
  /** The draw's time (on the game's schedule). */
  drawsAt: string;
  result: string;
  /** Placed (and a suborder cancelled) this long before the draw. */
  placedBeforeMs: number;
  lines: SeedLine[];
}

const MINUTE_MS = 60_000;

/** Against 27419 last2 '19' wins; against 50382 and 61540 every pick below loses. */
const DEMO_ORDERS: readonly SeedOrder[] = [
  {
    orderNo: 'LSEED00000001',
    game: 'Mien Nam',
    drawsAt: '2025-06-18T09:15:00.000Z',
    result: '61540',
    placedBeforeMs: 180 * MINUTE_MS,
    lines: [
      { betType: 'last3', pick: '777', stakeCents: 100, cancelled: true },
      { betType: 'last2', pick: '45', stakeCents: null },
    ],
  },
  {
    orderNo: 'LSEED00000002',
    game: 'Mien Bac',
    drawsAt: '2025-06-19T11:15:00.000Z',
    result: '27419',
    placedBeforeMs: 120 * MINUTE_MS,
    lines: [
      { betType: 'last2', pick: '19', stakeCents: 100 },
      { betType: 'odd_even', pick: 'even', stakeCents: 600 },
    ],
  },
  {
    orderNo: 'LSEED00000003',
    game: 'Fast 5D',
    drawsAt: '2025-06-19T20:03:00.000Z',
    result: '50382',
    placedBeforeMs: 1.5 * MINUTE_MS,
    lines: [
      { betType: 'last1', pick: '7', stakeCents: 4_000 },
      { betType: 'big_small', pick: 'big', stakeCents: 3_000 },
    ],
  },
];

/** The one open stake: what the wins pay less every other stake not cancelled. */
function balancingStake(oddsOf: (type: LotteryBetType) => number): number {
  let won = 0;
  let staked = 0;
  for (const order of DEMO_ORDERS) {
    for (const line of order.lines) {
      if (line.cancelled || line.stakeCents === null) continue;
      staked += line.stakeCents;
      won += suborderPayoutCents(line.betType, line.pick, line.stakeCents, oddsOf(line.betType), order.result);
    }
  }
  const rest = won - staked;
  if (rest <= 0) throw new Error('The demo lottery history does not balance');
  return rest;
}

async function writeDraw(db: Executor, game: LotteryGame, order: SeedOrder) {
  const slot = slotOf(game.schedule, lastDrawnSlotIndex(game.schedule, new Date(order.drawsAt)));
  if (slot.drawsAt !== order.drawsAt) throw new Error(`${order.drawsAt} is not a draw time of ${game.name}`);
  const tiers = game.schedule.cadence === 'daily' ? JSON.stringify(vnTiers(game.gameCode, slot.drawNo, order.result)) : null;
  await db
    .insertInto('lottery_draws')
    .values({ game_code: game.gameCode, draw_no: slot.drawNo, opens_at: slot.opensAt, closes_at: slot.closesAt, draws_at: slot.drawsAt, status: 'settled', result: order.result, tiers, settled_at: slot.drawsAt })
    .onConflict((oc) => oc.columns(['game_code', 'draw_no']).doNothing())
    .execute();
  return db.selectFrom('lottery_draws').select(['id', 'draw_no']).where('game_code', '=', game.gameCode).where('draw_no', '=', slot.drawNo).executeTakeFirstOrThrow();
}

async function writeOrder(db: Executor, memberId: number, game: LotteryGame, order: SeedOrder, oddsOf: (type: LotteryBetType) => number, restCents: number) {
  const draw = await writeDraw(db, game, order);
  const drawsMs = Date.parse(order.drawsAt);
  const placedAt = new Date(drawsMs - order.placedBeforeMs);
  const cancelledAt = new Date(drawsMs - order.placedBeforeMs / 2);
  const settledAt = order.drawsAt;
  const wallet = ACCOUNTS.wallet(memberId);
  const lines = order.lines.map((line) => ({ ...line, stakeCents: line.stakeCents ?? restCents }));

  const created = await db
    .insertInto('lottery_orders')
    .values({ order_no: order.orderNo, member_id: memberId, node_id: game.nodeId, game_code: game.gameCode, draw_id: draw.id, created_at: placedAt.toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  const total = lines.reduce((sum, line) => sum + line.stakeCents, 0);
  await transfer(db, { key: stakeKey(order.orderNo), debit: wallet, credit: ACCOUNTS.house, amountCents: total, kind: 'bet', reference: stakeKey(order.orderNo), now: placedAt });

  for (const line of lines) {
    const odds = oddsOf(line.betType);
    const payout = line.cancelled ? 0 : suborderPayoutCents(line.betType, line.pick, line.stakeCents, odds, order.result);
    const sub = await db
      .insertInto('lottery_suborders')
      .values({
        order_id: created.id,
        bet_type: line.betType,
        pick: line.pick,
        stake_cents: line.stakeCents,
        odds_hundredths: odds,
        status: line.cancelled ? 'cancelled' : payout > 0 ? 'won' : 'lost',
        payout_cents: payout,
        bet_id: null,
        cancelled_at: line.cancelled ? cancelledAt.toISOString() : null,
        settled_at: line.cancelled ? null : settledAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // As cancelling leaves it: the row as placed, void, never drawn.
    const outcome: OutcomeSummary = { kind: 'lottery', gameCode: game.gameCode, drawNo: draw.draw_no, betType: line.betType, pick: line.pick, result: line.cancelled ? null : order.result };
    const bet = await db
      .insertInto('bets')
      .values({
        member_id: memberId,
        node_id: game.nodeId,
        round_id: roundIdOf(sub.id),
        stake_cents: line.stakeCents,
        payout_cents: payout,
        outcome: JSON.stringify(outcome),
        created_at: placedAt.toISOString(),
        status: line.cancelled ? 'void' : 'settled',
        settled_at: line.cancelled ? null : settledAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.updateTable('lottery_suborders').set({ bet_id: bet.id }).where('id', '=', sub.id).execute();
    if (line.cancelled) {
      await transfer(db, { key: refundKey(sub.id), debit: ACCOUNTS.house, credit: wallet, amountCents: line.stakeCents, kind: 'bet_refund', reference: stakeKey(order.orderNo), now: cancelledAt });
      continue;
    }
    if (payout > 0) {
      await transfer(db, { key: winKey(sub.id), debit: ACCOUNTS.house, credit: wallet, amountCents: payout, kind: 'win', reference: stakeKey(order.orderNo), now: new Date(settledAt) });
    }
  }
}

export async function writeLotterySeedIfAbsent(db: Kysely<LobbyDatabase>): Promise<void> {
  const demo = await db.selectFrom('members').select('id').where('account_key', '=', accountKey('demo')).executeTakeFirst();
  if (!demo) return;
  // By the stake's transfer, which outlives the member and its orders: written once, ever.
  if (await findTransferByKey(db, stakeKey(DEMO_ORDERS[0]!.orderNo))) return;
  const games = new Map((await lotteryGames(db)).map((g) => [g.name, g]));
  if (!DEMO_ORDERS.every((order) => games.has(order.game))) return;
  const mode = await sitePrizeMode(db);
  const oddsOf = (type: LotteryBetType) => LOTTERY_ODDS_HUNDREDTHS[mode][type];
  const rest = balancingStake(oddsOf);
  for (const order of DEMO_ORDERS) await writeOrder(db, demo.id, games.get(order.game)!, order, oddsOf, rest);
}
