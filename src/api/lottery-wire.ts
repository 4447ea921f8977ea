/**
 * The lottery on the wire (SPEC §1 lottery and e-lottery; §7 "lottery list and menu, numero, VN
 * lottery calls, lottery orders (/lgw/orders, detail, suborders/cancel)"). Amounts are currency
 * units with two decimals; times ISO-8601 UTC. Every read answer carries `asOf`, the server's time
 * when it was made: a copy the service worker kept for offline keeps its old `asOf`, so the page
 * can say how old what it shows is.
 */
import type { LotteryBetType, PrizeMode } from './lottery-rules';

/**
 * open: taking orders until closesAt; closed: waiting for its draw; drawn: result known, being
 * paid; settled: every suborder paid or lost.
 */
export type DrawStatus = 'open' | 'closed' | 'drawn' | 'settled';

export interface LotteryDraw {
  /** e.g. '20261124-0612': the game's day (UTC) and the draw's number that day. */
  drawNo: string;
  opensAt: string;
  closesAt: string;
  drawsAt: string;
  status: DrawStatus;
  /** The five-digit main result; null until drawn. */
  result: string | null;
}

/** fast: every few minutes (e-lottery); daily: once a day, VN style. */
export type LotteryCadence = 'fast' | 'daily';

export interface LotteryGameSummary {
  gameCode: string;
  nodeId: number;
  name: string;
  iconUrl: string;
  /** LOTT or ELOTT (the game's category). */
  category: 'LOTT' | 'ELOTT';
  cadence: LotteryCadence;
  /** Seconds between draws (86,400 for a daily game). */
  intervalSeconds: number;
  /** The draw taking orders now (null only between a close and the next draw's opening). */
  current: LotteryDraw | null;
  /** The latest draw with a result. */
  last: LotteryDraw | null;
}

/** GET /lgw/lottery/list */
export interface LotteryList {
  asOf: string;
  prizeMode: PrizeMode;
  list: LotteryGameSummary[];
}

export interface LotteryBetTypeInfo {
  type: LotteryBetType;
  /** Paid per 1.00 staked, stake included (9.5 = 9.50x), in the site's prize mode. */
  odds: number;
  minStake: number;
  maxStake: number;
}

/** GET /lgw/lottery/menu?gameCode= */
export interface LotteryMenu {
  asOf: string;
  prizeMode: PrizeMode;
  game: LotteryGameSummary;
  betTypes: LotteryBetTypeInfo[];
  maxSuborders: number;
}

export interface NumeroStat {
  pick: string;
  /** Draws among the counted ones this pick would have won. */
  hits: number;
  /** Draws since it last won (null: not within the counted draws). */
  drawsSince: number | null;
}

/** GET /lgw/lottery/numero?gameCode=&betType= : the number picker's statistics. */
export interface Numero {
  asOf: string;
  gameCode: string;
  betType: LotteryBetType;
  /** How many of the latest drawn draws are counted. */
  draws: number;
  stats: NumeroStat[];
}

/** GET /lgw/lottery/results?gameCode=&pageNo= : drawn draws, newest first. */
export interface LotteryResultPage {
  asOf: string;
  gameCode: string;
  list: LotteryDraw[];
  pageNo: number;
  totalPages: number;
}

export type VnPrizeTier = 'special' | 'first' | 'second' | 'third' | 'fourth' | 'fifth' | 'sixth' | 'seventh';

export interface VnResult {
  gameCode: string;
  name: string;
  drawNo: string;
  drawsAt: string;
  /** Special first; the special prize's number is the draw's main result. */
  tiers: { tier: VnPrizeTier; numbers: string[] }[];
}

/** GET /lgw/lottery/vn/results?date= : the VN-style daily draws of one day (UTC). */
export interface VnResults {
  asOf: string;
  date: string;
  list: VnResult[];
}

export type SuborderStatus = 'open' | 'cancelled' | 'won' | 'lost';

export interface LotterySuborder {
  id: number;
  betType: LotteryBetType;
  pick: string;
  stake: number;
  odds: number;
  status: SuborderStatus;
  /** Paid back, stake included (0 unless won). */
  payout: number;
  /** Open and its draw still taking orders. */
  cancellable: boolean;
}

/** open: a suborder still waits for its draw; settled: all paid or lost; cancelled: every suborder cancelled. */
export type LotteryOrderStatus = 'open' | 'settled' | 'cancelled';

export interface LotteryOrderSummary {
  orderNo: string;
  gameCode: string;
  gameName: string;
  drawNo: string;
  drawsAt: string;
  createdAt: string;
  status: LotteryOrderStatus;
  /** Stakes of the suborders not cancelled. */
  totalStake: number;
  totalPayout: number;
  suborderCount: number;
}

export interface LotteryOrder extends LotteryOrderSummary {
  nodeId: number;
  closesAt: string;
  drawStatus: DrawStatus;
  result: string | null;
  suborders: LotterySuborder[];
}

/** GET /lgw/orders?status=&pageNo= */
export interface LotteryOrderPage {
  asOf: string;
  list: LotteryOrderSummary[];
  pageNo: number;
  totalPages: number;
}

/** GET /lgw/orders/:orderNo */
export interface LotteryOrderDetail {
  asOf: string;
  order: LotteryOrder;
}

/** POST /lgw/orders and the suborder cancel: the order as it now stands and the wallet after. */
export interface LotteryOrderResult {
  order: LotteryOrder;
  balance: number;
}
