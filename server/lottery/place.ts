/**
 * Placing an order (lotteryPlaceOrder): suborders on the draw the player saw. Every check comes
 * before anything is written, and everything is written in ONE transaction: the order, its
 * suborders with the odds of the site's prize mode, one stake transfer wallet → house of the total
 * under `lottery-stake:<orderNo>`, and one `bets` row per suborder (status open). A refusal — an
 * unknown game or draw, a closed draw, a pick or stake the bet type does not take, a short wallet —
 * writes nothing and moves no money. Retries of one request are the mount's Idempotency-Key replay;
 * the order also keeps that key (`op_key`), so a retry after a crash that lost the answer finds
 * the order and answers with it instead of placing a second one.
 */
import { randomBytes } from 'node:crypto';
import { ERROR_CODE, type ErrorCode } from '../../src/api/error-codes';
import type { LotteryOrderResult } from '../../src/api/lottery-wire';
import type { OutcomeSummary } from '../../src/api/records-wire';
import { isValidPick, LOTTERY_MAX_SUBORDERS, LOTTERY_ODDS_HUNDREDTHS, type LotteryBetType } from '../../src/api/lottery-rules';
import type { Db, Executor } from '../db/connection';
import { inTransaction } from '../db/transaction';
import { ACCOUNTS, balanceOf, LedgerError, transfer } from '../ledger';
import { holdOpenDraw } from './draws';
import { lotteryGame, type LotteryGame } from './games';
import { roundIdOf, stakeKey } from './keys';
import { BET_TYPE_STAKE, stakeWithin } from './menu';
import { isTakingOrders, orderParts, sitePrizeMode, toOrder, units } from './view';
import { Refused, type Refusal } from '../lib/refusal';

export { Refused };

export interface OrderLine {
  betType: LotteryBetType;
  pick: string;
  stakeCents: number;
}

export interface OrderRequest {
  memberId: number;
  gameCode: string;
  drawNo: string;
  lines: readonly OrderLine[];
  /** The Idempotency-Key it is placed under. */
  opKey?: string;
}

export type LotteryOutcome = { ok: true; value: LotteryOrderResult } | { ok: false; refusal: Refusal };

export const refuse = (status: Refusal['status'], code: ErrorCode, message: string, value?: unknown): LotteryOutcome => ({ ok: false, refusal: { status, code, message, value } });

const ALPHABET = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';
/** 'L' and 14 letters or digits: unique by chance, and by the column's unique key. */
export function newOrderNo(): string {
  return `L${[...randomBytes(14)].map((b) => ALPHABET[b % ALPHABET.length]).join('')}`;
}

/** The checks that need no database: how many lines, each pick and each stake. */
export function checkLines(lines: readonly OrderLine[]): LotteryOutcome | null {
  if (lines.length < 1 || lines.length > LOTTERY_MAX_SUBORDERS) {
    return refuse(400, ERROR_CODE.invalidParameter, `suborders: must have 1 to ${LOTTERY_MAX_SUBORDERS} suborders`, { field: 'suborders' });
  }
  for (const [index, line] of lines.entries()) {
    if (!isValidPick(line.betType, line.pick)) return refuse(400, ERROR_CODE.invalidPick, `Suborder ${index + 1}: ${line.betType} does not take '${line.pick}'`, { index });
    if (!stakeWithin(line.betType, line.stakeCents)) {
      const { min, max } = BET_TYPE_STAKE[line.betType];
      return refuse(400, ERROR_CODE.stakeOutOfRange, `Suborder ${index + 1}: the stake on ${line.betType} must be between ${min} and ${max}`, { index, min, max });
    }
  }
  return null;
}

export async function placeOrder(db: Db, request: OrderRequest, now = new Date()): Promise<LotteryOutcome> {
  const game = await lotteryGame(db, request.gameCode);
  if (!game) return refuse(404, ERROR_CODE.gameNotFound, `No lottery game ${request.gameCode}`);
  const shape = checkLines(request.lines);
  if (shape) return shape;
  try {
    return { ok: true, value: await inTransaction(db, (trx) => placeIn(trx, request, game, now)) };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, refusal: error.refusal };
    throw error;
  }
}

async function placeIn(trx: Executor, request: OrderRequest, game: LotteryGame, now: Date): Promise<LotteryOrderResult> {
  if (request.opKey) {
    const placed = await trx.selectFrom('lottery_orders').selectAll().where('member_id', '=', request.memberId).where('op_key', '=', request.opKey).executeTakeFirst();
    if (placed) return orderAnswer(trx, placed, request.memberId, now);
  }
  const draw = await trx.selectFrom('lottery_draws').selectAll().where('game_code', '=', game.gameCode).where('draw_no', '=', request.drawNo).executeTakeFirst();
  if (!draw) throw new Refused({ status: 404, code: ERROR_CODE.drawNotFound, message: `No draw ${request.drawNo} of ${game.name}` });
  // Holds the draw open until this commits: a tick closing it waits, or has closed it already.
  if (!(await holdOpenDraw(trx, draw.id, now)) || !isTakingOrders(draw, now)) {
    throw new Refused({ status: 409, code: ERROR_CODE.drawClosed, message: `Draw ${draw.draw_no} is no longer taking orders`, value: { drawNo: draw.draw_no, closesAt: draw.closes_at } });
  }

  const mode = await sitePrizeMode(trx);
  const orderNo = newOrderNo();
  const createdAt = now.toISOString();
  const order = await trx
    .insertInto('lottery_orders')
    .values({ order_no: orderNo, member_id: request.memberId, node_id: game.nodeId, game_code: game.gameCode, draw_id: draw.id, created_at: createdAt, op_key: request.opKey ?? null })
    .returningAll()
    .executeTakeFirstOrThrow();

  const totalCents = request.lines.reduce((sum, line) => sum + line.stakeCents, 0);
  try {
    await transfer(trx, { key: stakeKey(orderNo), debit: ACCOUNTS.wallet(request.memberId), credit: ACCOUNTS.house, amountCents: totalCents, kind: 'bet', reference: stakeKey(orderNo), now });
  } catch (error) {
    if (error instanceof LedgerError && error.code === ERROR_CODE.insufficientBalance) {
      throw new Refused({ status: 409, code: ERROR_CODE.insufficientBalance, message: 'The balance does not cover the stakes' });
    }
    throw error;
  }

  for (const line of request.lines) {
    const sub = await trx
      .insertInto('lottery_suborders')
      .values({ order_id: order.id, bet_type: line.betType, pick: line.pick, stake_cents: line.stakeCents, odds_hundredths: LOTTERY_ODDS_HUNDREDTHS[mode][line.betType], status: 'open', payout_cents: 0, bet_id: null, cancelled_at: null, settled_at: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const outcome: OutcomeSummary = { kind: 'lottery', gameCode: game.gameCode, drawNo: draw.draw_no, betType: line.betType, pick: line.pick, result: null };
    const bet = await trx
      .insertInto('bets')
      .values({ member_id: request.memberId, node_id: game.nodeId, round_id: roundIdOf(sub.id), stake_cents: line.stakeCents, payout_cents: 0, outcome: JSON.stringify(outcome), created_at: createdAt, status: 'open', settled_at: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.updateTable('lottery_suborders').set({ bet_id: bet.id }).where('id', '=', sub.id).execute();
  }

  return orderAnswer(trx, order, request.memberId, now);
}

async function orderAnswer(trx: Executor, order: Parameters<typeof orderParts>[1][number], memberId: number, now: Date): Promise<LotteryOrderResult> {
  const [parts] = await orderParts(trx, [order]);
  return { order: toOrder(parts!, now), balance: units(await balanceOf(trx, ACCOUNTS.wallet(memberId))) };
}
