/**
 * The lottery (SPEC §7 "lottery list and menu, numero, VN lottery calls, lottery orders (/lgw/orders,
 * detail, suborders/cancel)"), under the lottery gateway's /lgw root. The draw board, menu, numero
 * and results are the same for everyone (`shared`); orders are the member's (`per-user`), so what
 * a player has seen opens offline. Placing and cancelling move money: online only, never queued,
 * each with its Idempotency-Key (`money: true`), refused to trial guests.
 */
import { z } from 'zod';
import { hasWholeCents, WHOLE_CENTS_MESSAGE } from '../money';
import { LOTTERY_BET_TYPES, LOTTERY_MAX_SUBORDERS, LOTTERY_STAKE } from '../lottery-rules';
import type { LotteryList, LotteryMenu, LotteryOrderDetail, LotteryOrderPage, LotteryOrderResult, LotteryResultPage, Numero, VnResults } from '../lottery-wire';
import { ERROR_CODE } from '../error-codes';
import { PUBLIC_READ, MEMBER_READ, MONEY_CALL } from './call-kinds';
import { endpoint } from './define';
import { dayParam, intParam } from './params';

const gameCode = z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/, 'must be a game code');
const drawNo = z.string().regex(/^\d{8}-\d{4}$/, 'must be a draw number such as 20261124-0612');
const orderNo = z.string().regex(/^L[0-9A-Z]{6,24}$/, 'must be an order number');
const stake = z
  .number()
  .min(LOTTERY_STAKE.min, `must be at least ${LOTTERY_STAKE.min}`)
  .max(LOTTERY_STAKE.max, `must be at most ${LOTTERY_STAKE.max}`)
  .refine(hasWholeCents, WHOLE_CENTS_MESSAGE);

export const lotteryEndpoints = {
  /** Every lottery game with its current draw (countdown) and its latest result. */
  lotteryList: endpoint<LotteryList>()({
    ...PUBLIC_READ,
    path: '/lgw/lottery/list',
    refreshOn: ['draw'],
    query: z.object({ category: z.enum(['LOTT', 'ELOTT']).optional() }),
    refusals: { [ERROR_CODE.invalidParameter]: 'lottery_error_invalid_parameter' },
  }),

  /** One game's bet types with their odds in the site's prize mode, and its current draw. */
  lotteryMenu: endpoint<LotteryMenu>()({
    ...PUBLIC_READ,
    path: '/lgw/lottery/menu',
    refreshOn: ['draw'],
    query: z.object({ gameCode }),
    refusals: {
      [ERROR_CODE.gameNotFound]: 'lottery_error_game_not_found',
      [ERROR_CODE.invalidParameter]: 'lottery_error_invalid_parameter',
    },
  }),

  /** Numero, the number picker: how often each pick of a bet type won over the latest draws. */
  lotteryNumero: endpoint<Numero>()({
    ...PUBLIC_READ,
    path: '/lgw/lottery/numero',
    query: z.object({ gameCode, betType: z.enum(LOTTERY_BET_TYPES) }),
    refusals: {
      [ERROR_CODE.gameNotFound]: 'lottery_error_game_not_found',
      [ERROR_CODE.invalidParameter]: 'lottery_error_invalid_parameter',
    },
  }),

  /** A game's drawn draws, newest first. */
  lotteryResults: endpoint<LotteryResultPage>()({
    ...PUBLIC_READ,
    path: '/lgw/lottery/results',
    refreshOn: ['draw'],
    query: z.object({ gameCode, pageNo: intParam(1, 10_000).default(1) }),
    refusals: {
      [ERROR_CODE.gameNotFound]: 'lottery_error_game_not_found',
      [ERROR_CODE.invalidParameter]: 'lottery_error_invalid_parameter',
    },
  }),

  /** The VN-style daily draws of one UTC day with their prize tiers (today when no date). */
  lotteryVnResults: endpoint<VnResults>()({
    ...PUBLIC_READ,
    path: '/lgw/lottery/vn/results',
    refreshOn: ['draw'],
    query: z.object({ date: dayParam.optional() }),
    refusals: { [ERROR_CODE.invalidParameter]: 'lottery_error_invalid_parameter' },
  }),

  /**
   * An order of suborders on the draw the player saw (a closed draw is refused, never moved to the
   * next one silently). The stakes leave the wallet in one transfer.
   */
  lotteryPlaceOrder: endpoint<LotteryOrderResult>()({
    ...MONEY_CALL,
    path: '/lgw/orders',
    body: z.object({
      gameCode,
      drawNo,
      suborders: z
        .array(z.object({ betType: z.enum(LOTTERY_BET_TYPES), pick: z.string().min(1).max(8), stake }))
        .min(1, 'must have at least 1 suborder')
        .max(LOTTERY_MAX_SUBORDERS, `must have at most ${LOTTERY_MAX_SUBORDERS} suborders`),
    }),
    refusesTrial: 'no_permission',
    refusals: {
      [ERROR_CODE.drawClosed]: 'lottery_error_draw_closed',
      [ERROR_CODE.drawNotFound]: 'lottery_error_draw_closed',
      [ERROR_CODE.gameNotFound]: 'lottery_error_game_not_found',
      [ERROR_CODE.idempotencyKeyReused]: 'lottery_error_failed',
      [ERROR_CODE.insufficientBalance]: 'lottery_error_insufficient_balance',
      [ERROR_CODE.invalidParameter]: 'lottery_error_invalid_parameter',
      [ERROR_CODE.invalidPick]: 'lottery_error_invalid_pick',
      [ERROR_CODE.noPermission]: 'lottery_error_trial',
      [ERROR_CODE.notLoggedIn]: 'lottery_error_login',
      [ERROR_CODE.stakeOutOfRange]: 'lottery_error_stake_out_of_range',
      [ERROR_CODE.trialNoMoney]: 'lottery_error_trial',
    },
  }),

  /** The member's orders, newest first. */
  lotteryOrders: endpoint<LotteryOrderPage>()({
    ...MEMBER_READ,
    path: '/lgw/orders',
    query: z.object({ status: z.enum(['open', 'settled', 'all']).default('all'), pageNo: intParam(1, 10_000).default(1) }),
    refusesTrial: 'no_permission',
    refusals: {
      [ERROR_CODE.invalidParameter]: 'lottery_error_invalid_parameter',
      [ERROR_CODE.noPermission]: 'lottery_error_trial',
      [ERROR_CODE.notLoggedIn]: 'lottery_error_login',
      [ERROR_CODE.trialNoMoney]: 'lottery_error_trial',
    },
  }),

  /** One order with its suborders (a query, not a path segment, so the service worker can keep it). */
  lotteryOrderDetail: endpoint<LotteryOrderDetail>()({
    ...MEMBER_READ,
    path: '/lgw/orders/detail',
    query: z.object({ orderNo }),
    refusesTrial: 'no_permission',
    refusals: {
      [ERROR_CODE.invalidParameter]: 'lottery_error_invalid_parameter',
      [ERROR_CODE.lotteryOrderNotFound]: 'lottery_error_order_not_found',
      [ERROR_CODE.noPermission]: 'lottery_error_trial',
      [ERROR_CODE.notLoggedIn]: 'lottery_error_login',
      [ERROR_CODE.trialNoMoney]: 'lottery_error_trial',
    },
  }),

  /** Cancel one open suborder before its draw closes: its stake goes back to the wallet, once. */
  lotteryCancelSuborder: endpoint<LotteryOrderResult>()({
    ...MONEY_CALL,
    path: '/lgw/orders/suborders/cancel',
    body: z.object({ orderNo, suborderId: z.number().int().positive().max(2 ** 31 - 1) }),
    refusesTrial: 'no_permission',
    refusals: {
      [ERROR_CODE.idempotencyKeyReused]: 'lottery_error_failed',
      [ERROR_CODE.invalidParameter]: 'lottery_error_invalid_parameter',
      [ERROR_CODE.lotteryOrderNotFound]: 'lottery_error_order_not_found',
      [ERROR_CODE.noPermission]: 'lottery_error_trial',
      [ERROR_CODE.notLoggedIn]: 'lottery_error_login',
      [ERROR_CODE.suborderNotCancellable]: 'lottery_error_not_cancellable',
      [ERROR_CODE.trialNoMoney]: 'lottery_error_trial',
    },
  }),
};

