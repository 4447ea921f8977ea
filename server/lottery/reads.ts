/**
 * The lottery's reads. The board, menu, numero and results are the same for everyone; orders are
 * the member's. Each answer is made from the rows at `now` and carries it as `asOf`. Never from
 * the catalogue cache: a draw's status moves by the second.
 */
import type { Executor } from '../db/connection';
import type { LotteryList, LotteryMenu, LotteryOrderDetail, LotteryOrderPage, LotteryResultPage, Numero, VnResults } from '../../src/api/lottery-wire';
import { LOTTERY_MAX_SUBORDERS, picksOf, winningPick, type LotteryBetType } from '../../src/api/lottery-rules';
import { lotteryGames, type LotteryGame } from './games';
import { betTypeInfos } from './menu';
import { orderParts, sitePrizeMode, toDraw, toGameSummary, toOrder, toOrderSummary, type DrawRow } from './view';

export const RESULTS_PAGE_SIZE = 20;
export const ORDERS_PAGE_SIZE = 20;
/** Numero counts the latest this many drawn draws. */
export const NUMERO_DRAWS = 30;

const DRAWN = ['drawn', 'settled'] as const;
const pages = (total: number, size: number) => Math.max(1, Math.ceil(total / size));

/** The draw taking orders (the earliest open one whose close is ahead) and the latest drawn one. */
async function currentAndLast(db: Executor, game: LotteryGame, now: Date): Promise<[DrawRow | undefined, DrawRow | undefined]> {
  const current = await db
    .selectFrom('lottery_draws')
    .selectAll()
    .where('game_code', '=', game.gameCode)
    .where('status', '=', 'open')
    .where('closes_at', '>', now.toISOString())
    .orderBy('draws_at')
    .limit(1)
    .executeTakeFirst();
  const last = await db
    .selectFrom('lottery_draws')
    .selectAll()
    .where('game_code', '=', game.gameCode)
    .where('status', 'in', [...DRAWN])
    .orderBy('draws_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return [current, last];
}

export async function lotteryList(db: Executor, category: 'LOTT' | 'ELOTT' | undefined, now: Date): Promise<LotteryList> {
  const games = await lotteryGames(db, category);
  const list = [];
  for (const game of games) list.push(toGameSummary(game, ...(await currentAndLast(db, game, now))));
  return { asOf: now.toISOString(), prizeMode: await sitePrizeMode(db), list };
}

export async function lotteryMenu(db: Executor, game: LotteryGame, now: Date): Promise<LotteryMenu> {
  const prizeMode = await sitePrizeMode(db);
  return {
    asOf: now.toISOString(),
    prizeMode,
    game: toGameSummary(game, ...(await currentAndLast(db, game, now))),
    betTypes: betTypeInfos(prizeMode),
    maxSuborders: LOTTERY_MAX_SUBORDERS,
  };
}

export async function lotteryNumero(db: Executor, game: LotteryGame, betType: LotteryBetType, now: Date): Promise<Numero> {
  const draws = await db
    .selectFrom('lottery_draws')
    .select('result')
    .where('game_code', '=', game.gameCode)
    .where('status', 'in', [...DRAWN])
    .orderBy('draws_at', 'desc')
    .limit(NUMERO_DRAWS)
    .execute();
  // Newest first: the first draw a pick won is how many draws ago it last won.
  const winners = draws.map((d) => winningPick(betType, d.result ?? ''));
  const stats = picksOf(betType).map((pick) => {
    const since = winners.indexOf(pick);
    return { pick, hits: winners.filter((w) => w === pick).length, drawsSince: since === -1 ? null : since };
  });
  return { asOf: now.toISOString(), gameCode: game.gameCode, betType, draws: draws.length, stats };
}

export async function lotteryResults(db: Executor, game: LotteryGame, pageNo: number, now: Date): Promise<LotteryResultPage> {
  const base = db.selectFrom('lottery_draws').where('game_code', '=', game.gameCode).where('status', 'in', [...DRAWN]);
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy('draws_at', 'desc')
    .orderBy('id', 'desc')
    .limit(RESULTS_PAGE_SIZE)
    .offset((pageNo - 1) * RESULTS_PAGE_SIZE)
    .execute();
  return { asOf: now.toISOString(), gameCode: game.gameCode, list: rows.map(toDraw), pageNo, totalPages: pages(Number(total), RESULTS_PAGE_SIZE) };
}

export async function lotteryVnResults(db: Executor, date: string | undefined, now: Date): Promise<VnResults> {
  const day = date ?? now.toISOString().slice(0, 10);
  const daily = (await lotteryGames(db)).filter((g) => g.schedule.cadence === 'daily');
  const names = new Map(daily.map((g) => [g.gameCode, g.name]));
  const from = `${day}T00:00:00.000Z`;
  const to = new Date(Date.parse(from) + 86_400_000).toISOString();
  const rows =
    daily.length === 0
      ? []
      : await db
          .selectFrom('lottery_draws')
          .selectAll()
          .where('game_code', 'in', [...names.keys()])
          .where('status', 'in', [...DRAWN])
          .where('draws_at', '>=', from)
          .where('draws_at', '<', to)
          .orderBy('draws_at')
          .orderBy('id')
          .execute();
  return {
    asOf: now.toISOString(),
    date: day,
    list: rows
      .filter((r) => r.tiers !== null)
      .map((r) => ({ gameCode: r.game_code, name: names.get(r.game_code) ?? r.game_code, drawNo: r.draw_no, drawsAt: r.draws_at, tiers: JSON.parse(r.tiers!) })),
  };
}

export async function lotteryOrderPage(db: Executor, memberId: number, status: 'open' | 'settled' | 'all', pageNo: number, now: Date): Promise<LotteryOrderPage> {
  // An order is open while any of its suborders waits for the draw; settled once none does.
  const base = db
    .selectFrom('lottery_orders as o')
    .where('o.member_id', '=', memberId)
    .$if(status !== 'all', (qb) =>
      qb.where((eb) => {
        const waiting = eb.exists(eb.selectFrom('lottery_suborders as s').select('s.id').whereRef('s.order_id', '=', 'o.id').where('s.status', '=', 'open'));
        return status === 'open' ? waiting : eb.not(waiting);
      }),
    );
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll('o')
    .orderBy('o.created_at', 'desc')
    .orderBy('o.id', 'desc')
    .limit(ORDERS_PAGE_SIZE)
    .offset((pageNo - 1) * ORDERS_PAGE_SIZE)
    .execute();
  return { asOf: now.toISOString(), list: (await orderParts(db, rows)).map(toOrderSummary), pageNo, totalPages: pages(Number(total), ORDERS_PAGE_SIZE) };
}

/** The member's order; undefined for an unknown order or another member's. */
export async function lotteryOrderDetail(db: Executor, memberId: number, orderNo: string, now: Date): Promise<LotteryOrderDetail | undefined> {
  const row = await db.selectFrom('lottery_orders').selectAll().where('order_no', '=', orderNo).where('member_id', '=', memberId).executeTakeFirst();
  if (!row) return undefined;
  const [parts] = await orderParts(db, [row]);
  return { asOf: now.toISOString(), order: toOrder(parts!, now) };
}
