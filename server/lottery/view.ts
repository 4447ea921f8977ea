/**
 * Rows to the wire (src/api/lottery-wire.ts): draws, game summaries and orders. Amounts from
 * cents, odds from hundredths; every figure is computed from the rows.
 */
import type { Executor } from '../db/connection';
import type { Selectable } from 'kysely';
import type { LotteryDraw, LotteryGameSummary, LotteryOrder, LotterySuborder, LotteryOrderStatus, SuborderStatus } from '../../src/api/lottery-wire';
import { prizeModeOf, type LotteryBetType, type PrizeMode } from '../../src/api/lottery-rules';
import type { LotteryDrawTable, LotteryOrderTable, LotterySuborderTable } from '../db/schema';
import type { LotteryGame } from './games';

export type DrawRow = Selectable<LotteryDrawTable>;
export type OrderRow = Selectable<LotteryOrderTable>;
export type SuborderRow = Selectable<LotterySuborderTable>;

export const units = (cents: number | string) => Number(cents) / 100;

export function toDraw(row: DrawRow): LotteryDraw {
  return { drawNo: row.draw_no, opensAt: row.opens_at, closesAt: row.closes_at, drawsAt: row.draws_at, status: row.status, result: row.result };
}

/** Taking orders at `now`: open, and its close still ahead (a tick may not have closed it yet). */
export function isTakingOrders(draw: Pick<DrawRow, 'status' | 'closes_at'>, now: Date): boolean {
  return draw.status === 'open' && draw.closes_at > now.toISOString();
}

export function toGameSummary(game: LotteryGame, current: DrawRow | undefined, last: DrawRow | undefined): LotteryGameSummary {
  return {
    gameCode: game.gameCode,
    nodeId: game.nodeId,
    name: game.name,
    iconUrl: game.iconUrl,
    category: game.category,
    cadence: game.schedule.cadence,
    intervalSeconds: game.schedule.intervalSeconds,
    current: current ? toDraw(current) : null,
    last: last ? toDraw(last) : null,
  };
}

/** SPEC §4: from the vendors the operator maps under ELOTT (vendor_categories). */
export async function sitePrizeMode(db: Executor): Promise<PrizeMode> {
  const rows = await db.selectFrom('vendor_categories').select('vendor_code').where('category', '=', 'ELOTT').execute();
  return prizeModeOf(rows.map((row) => row.vendor_code));
}

export function orderStatusOf(suborders: readonly Pick<SuborderRow, 'status'>[]): LotteryOrderStatus {
  if (suborders.some((s) => s.status === 'open')) return 'open';
  if (suborders.length > 0 && suborders.every((s) => s.status === 'cancelled')) return 'cancelled';
  return 'settled';
}

export interface OrderParts {
  order: OrderRow;
  draw: DrawRow;
  gameName: string;
  suborders: SuborderRow[];
}

export function toSuborder(row: SuborderRow, draw: DrawRow, now: Date): LotterySuborder {
  return {
    id: row.id,
    betType: row.bet_type as LotteryBetType,
    pick: row.pick,
    stake: units(row.stake_cents),
    odds: units(row.odds_hundredths),
    status: row.status as SuborderStatus,
    payout: units(row.payout_cents),
    cancellable: row.status === 'open' && isTakingOrders(draw, now),
  };
}

export function toOrderSummary({ order, draw, gameName, suborders }: OrderParts) {
  const live = suborders.filter((s) => s.status !== 'cancelled');
  return {
    orderNo: order.order_no,
    gameCode: order.game_code,
    gameName,
    drawNo: draw.draw_no,
    drawsAt: draw.draws_at,
    createdAt: order.created_at,
    status: orderStatusOf(suborders),
    totalStake: units(live.reduce((sum, s) => sum + Number(s.stake_cents), 0)),
    totalPayout: units(suborders.reduce((sum, s) => sum + Number(s.payout_cents), 0)),
    suborderCount: suborders.length,
  };
}

export function toOrder(parts: OrderParts, now: Date): LotteryOrder {
  return {
    ...toOrderSummary(parts),
    nodeId: parts.order.node_id,
    closesAt: parts.draw.closes_at,
    drawStatus: parts.draw.status,
    result: parts.draw.result,
    suborders: parts.suborders.map((s) => toSuborder(s, parts.draw, now)),
  };
}

/** Orders with their draws, game names and suborders, in the order given. */
export async function orderParts(db: Executor, orders: readonly OrderRow[]): Promise<OrderParts[]> {
  if (orders.length === 0) return [];
  const draws = new Map(
    (
      await db
        .selectFrom('lottery_draws')
        .selectAll()
        .where('id', 'in', [...new Set(orders.map((o) => o.draw_id))])
        .execute()
    ).map((d) => [d.id, d]),
  );
  const names = new Map(
    (
      await db
        .selectFrom('games')
        .select(['node_id', 'name'])
        .where('node_id', 'in', [...new Set(orders.map((o) => o.node_id))])
        .execute()
    ).map((g) => [g.node_id, g.name]),
  );
  const suborders = await db
    .selectFrom('lottery_suborders')
    .selectAll()
    .where(
      'order_id',
      'in',
      orders.map((o) => o.id),
    )
    .orderBy('id')
    .execute();
  return orders.map((order) => ({
    order,
    draw: draws.get(order.draw_id)!,
    gameName: names.get(order.node_id) ?? order.game_code,
    suborders: suborders.filter((s) => s.order_id === order.id),
  }));
}
