/**
 * `lottery` area of the worker API (SPEC §7 lottery list and menu, numero, results, orders): reads
 * network first (`no-cache`: the service worker answers its copy only when offline, so a game, an
 * order or a results page the player has seen opens without a connection). Placing an order and
 * cancelling a suborder move money: online only, never queued, each with the page's
 * Idempotency-Key (the same key again after a lost answer), then the header balance is read again.
 */
import { ENDPOINTS, type BodyOf } from '../src/api/endpoints';
import type { LotteryBetType } from '../src/api/lottery-rules';
import type {
  LotteryList,
  LotteryMenu,
  LotteryOrderDetail,
  LotteryOrderPage,
  LotteryOrderResult,
  LotteryResultPage,
  Numero,
  VnResults,
} from '../src/api/lottery-wire';
import { memberCall, publicCall, type CallResult } from './call-result';
import { client } from './context';
import { member } from './member';

/** The ledger moves the stakes: longer than a read before the answer counts as lost. */
const MONEY_TIMEOUT_MS = 15_000;

const read = { cache: 'no-cache' } as const;
const keyed = (key: string) => ({ 'Idempotency-Key': key });

export type PlaceOrderInput = BodyOf<typeof ENDPOINTS.lotteryPlaceOrder>;
export type CancelSuborderInput = BodyOf<typeof ENDPOINTS.lotteryCancelSuborder>;
export type OrderStatusFilter = 'open' | 'settled' | 'all';

/** After money moved: the header's balance; a failure here must not undo the answer shown. */
async function refreshAfter<T>(result: CallResult<T>): Promise<CallResult<T>> {
  if (result.ok) await member.refresh().catch(() => null);
  return result;
}

export const lottery = {
  list(category?: 'LOTT' | 'ELOTT'): Promise<CallResult<LotteryList>> {
    return publicCall(() => client.call(ENDPOINTS.lotteryList, { ...read, query: category ? { category } : {} }));
  },

  menu(gameCode: string): Promise<CallResult<LotteryMenu>> {
    return publicCall(() => client.call(ENDPOINTS.lotteryMenu, { ...read, query: { gameCode } }));
  },

  numero(gameCode: string, betType: LotteryBetType): Promise<CallResult<Numero>> {
    return publicCall(() => client.call(ENDPOINTS.lotteryNumero, { ...read, query: { gameCode, betType } }));
  },

  results(gameCode: string, pageNo = 1): Promise<CallResult<LotteryResultPage>> {
    return publicCall(() => client.call(ENDPOINTS.lotteryResults, { ...read, query: { gameCode, pageNo } }));
  },

  vnResults(date?: string): Promise<CallResult<VnResults>> {
    return publicCall(() => client.call(ENDPOINTS.lotteryVnResults, { ...read, query: date ? { date } : {} }));
  },

  orders(status: OrderStatusFilter = 'all', pageNo = 1): Promise<CallResult<LotteryOrderPage>> {
    return memberCall(() => client.call(ENDPOINTS.lotteryOrders, { ...read, query: { status, pageNo } }));
  },

  orderDetail(orderNo: string): Promise<CallResult<LotteryOrderDetail>> {
    return memberCall(() => client.call(ENDPOINTS.lotteryOrderDetail, { ...read, query: { orderNo } }));
  },

  async placeOrder(input: PlaceOrderInput, key: string): Promise<CallResult<LotteryOrderResult>> {
    return refreshAfter(
      await memberCall(() => client.call(ENDPOINTS.lotteryPlaceOrder, { body: input, headers: keyed(key), timeoutMs: MONEY_TIMEOUT_MS })),
    );
  },

  async cancelSuborder(input: CancelSuborderInput, key: string): Promise<CallResult<LotteryOrderResult>> {
    return refreshAfter(
      await memberCall(() => client.call(ENDPOINTS.lotteryCancelSuborder, { body: input, headers: keyed(key), timeoutMs: MONEY_TIMEOUT_MS })),
    );
  },
};
