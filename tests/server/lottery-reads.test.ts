/**
 * The lottery's shared reads on a fixed clock and a fixed draw: the draw clock's numbers and
 * times, the history the first tick fills, the board (list), the menu in the site's prize mode,
 * numero counted from the drawn rows, results pages and the VN prize boards of a day.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { currentSlotIndex, slotOf } from '../../server/lottery/clock';
import { HISTORY_DRAWS } from '../../server/lottery/draws';
import { lotteryGames, scheduleOf } from '../../server/lottery/games';
import { lotteryTick } from '../../server/lottery/job';
import { BET_TYPE_STAKE } from '../../server/lottery/menu';
import { NUMERO_DRAWS, RESULTS_PAGE_SIZE } from '../../server/lottery/reads';
import { ENDPOINTS } from '../../src/api/endpoints';
import { LOTTERY_MAX_SUBORDERS, LOTTERY_ODDS_HUNDREDTHS, picksOf, prizeModeOf, winningPick } from '../../src/api/lottery-rules';
import type { LotteryList, LotteryMenu, LotteryResultPage, Numero, VnResults } from '../../src/api/lottery-wire';
import type { Envelope } from '../../src/api/envelope';
import { startTestServer, type TestServer } from './helpers';
import { at, gameNamed, resultRandom, T0 } from './lottery-helpers';
import { code } from './wallet-helpers';

let server: TestServer;
const RESULT = '90517';

// A longer wait than a test: a seeded database (and the first tick) is slow when the whole suite runs side by side.
beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(T0);
  server = await startTestServer();
  await lotteryTick(server.db, T0, resultRandom(RESULT));
}, 60_000);
afterAll(async () => {
  await server.close();
  vi.useRealTimers();
});

describe('the draw clock', () => {
  it('numbers draws by their UTC day and place that day, each opening when the one before closes', () => {
    const fast = scheduleOf('Fast 3 (1 min)', 'ELOTT');
    const n = currentSlotIndex(fast, T0);
    expect(slotOf(fast, n)).toEqual({ drawNo: '20261124-0722', opensAt: '2026-11-24T11:59:50.000Z', closesAt: '2026-11-24T12:00:50.000Z', drawsAt: '2026-11-24T12:01:00.000Z' });
    expect(slotOf(fast, n + 1).opensAt).toBe(slotOf(fast, n).closesAt);
    // Midnight's draw is the day's first.
    expect(slotOf(fast, currentSlotIndex(fast, new Date('2026-11-24T23:59:30.000Z'))).drawNo).toBe('20261125-0001');
    expect(currentSlotIndex(fast, at(T0, 30_000))).toBe(n + 1);

    const daily = scheduleOf('Mien Bac', 'LOTT');
    expect(slotOf(daily, currentSlotIndex(daily, T0))).toEqual({ drawNo: '20261125-0001', opensAt: '2026-11-24T11:00:00.000Z', closesAt: '2026-11-25T11:00:00.000Z', drawsAt: '2026-11-25T11:15:00.000Z' });
    expect(slotOf(daily, currentSlotIndex(daily, new Date('2026-11-24T10:59:59.000Z'))).drawNo).toBe('20261124-0001');
    expect(scheduleOf('VN Keno', 'LOTT')).toMatchObject({ cadence: 'fast', intervalSeconds: 600 });
  });

  it('fills the recent history once: the latest draws of each game, drawn and settled', async () => {
    for (const game of await lotteryGames(server.db)) {
      const rows = await server.db.selectFrom('lottery_draws').selectAll().where('game_code', '=', game.gameCode).where('draws_at', '<=', T0.toISOString()).where('draws_at', '>=', '2026-01-01').execute();
      expect(rows).toHaveLength(HISTORY_DRAWS[game.schedule.cadence]);
      expect(rows.every((r) => r.status === 'settled' && r.result === RESULT)).toBe(true);
      expect(rows.every((r) => (r.tiers !== null) === (game.schedule.cadence === 'daily'))).toBe(true);
    }
    const count = async () => Number((await server.db.selectFrom('lottery_draws').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    await lotteryTick(server.db, T0, resultRandom(RESULT));
    expect(await count()).toBe(before);
  });
});

describe('the reads', () => {
  it('lists every lottery game with its current and last draw, by category, with asOf', async () => {
    const res = await server.app.request(ENDPOINTS.lotteryList.path);
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
    const list = ((await res.json()) as { value: LotteryList }).value;
    const vendors = await server.db.selectFrom('vendor_categories').select('vendor_code').where('category', '=', 'ELOTT').execute();
    expect(list.asOf).toBe(T0.toISOString());
    expect(list.prizeMode).toBe(prizeModeOf(vendors.map((v) => v.vendor_code)));
    const games = await server.db.selectFrom('games').select(['game_code', 'category']).where('category', 'in', ['LOTT', 'ELOTT']).execute();
    expect(list.list.map((g) => g.gameCode).sort()).toEqual(games.map((g) => g.game_code).sort());
    expect(new Set(list.list.map((g) => g.gameCode)).size).toBe(list.list.length);
    for (const g of list.list) {
      expect(g.current?.status).toBe('open');
      expect(g.current!.closesAt > T0.toISOString()).toBe(true);
      expect(g.last).toMatchObject({ status: 'settled', result: RESULT });
      expect([g.cadence, g.intervalSeconds]).toEqual([scheduleOf(g.name, g.category).cadence, scheduleOf(g.name, g.category).intervalSeconds]);
    }
    const elott = await server.value<LotteryList>(`${ENDPOINTS.lotteryList.path}?category=ELOTT`);
    expect(elott.list.map((g) => g.category)).toEqual(games.filter((g) => g.category === 'ELOTT').map(() => 'ELOTT'));
  });

  it("answers a game's menu in the prize mode, and 404 game_not_found for a game that is not a lottery", async () => {
    const game = await gameNamed(server.db, 'Mien Bac');
    const menu = await server.value<LotteryMenu>(`${ENDPOINTS.lotteryMenu.path}?gameCode=${game.gameCode}`);
    expect(menu.game).toMatchObject({ gameCode: game.gameCode, name: 'Mien Bac', category: 'LOTT', cadence: 'daily', intervalSeconds: 86_400 });
    expect(menu.maxSuborders).toBe(LOTTERY_MAX_SUBORDERS);
    expect(menu.betTypes).toEqual(
      Object.entries(LOTTERY_ODDS_HUNDREDTHS[menu.prizeMode]).map(([type, hundredths]) => ({ type, odds: hundredths / 100, minStake: BET_TYPE_STAKE[type as keyof typeof BET_TYPE_STAKE].min, maxStake: BET_TYPE_STAKE[type as keyof typeof BET_TYPE_STAKE].max })),
    );
    const slot = await server.db.selectFrom('games').select('game_code').where('category', '=', 'RNG').executeTakeFirstOrThrow();
    for (const path of [ENDPOINTS.lotteryMenu.path, ENDPOINTS.lotteryResults.path]) {
      const res = await server.app.request(`${path}?gameCode=${slot.game_code}`);
      expect([res.status, code((await res.json()) as Envelope<unknown>)]).toEqual([404, 'game_not_found']);
    }
    const numero = await server.app.request(`${ENDPOINTS.lotteryNumero.path}?gameCode=NOPE&betType=last1`);
    expect(numero.status).toBe(404);
  });

  it('counts numero over the latest drawn draws, from the rows', async () => {
    const game = await gameNamed(server.db, 'Fast 5D');
    // Two more draws with other results: 90517 is no longer the only one.
    const after = at(T0, 3 * 180_000);
    await lotteryTick(server.db, after, resultRandom('12345'));
    await lotteryTick(server.db, at(after, 180_000), resultRandom('00008'));
    for (const betType of ['last1', 'last2', 'big_small', 'odd_even'] as const) {
      const numero = await server.value<Numero>(`${ENDPOINTS.lotteryNumero.path}?gameCode=${game.gameCode}&betType=${betType}`);
      const rows = await server.db.selectFrom('lottery_draws').select('result').where('game_code', '=', game.gameCode).where('status', 'in', ['drawn', 'settled']).orderBy('draws_at', 'desc').limit(NUMERO_DRAWS).execute();
      const winners = rows.map((r) => winningPick(betType, r.result!));
      expect(numero.draws).toBe(rows.length);
      expect(numero.stats.map((s) => s.pick)).toEqual(picksOf(betType));
      for (const s of numero.stats) {
        expect(s.hits).toBe(winners.filter((w) => w === s.pick).length);
        expect(s.drawsSince).toBe(winners.includes(s.pick) ? winners.indexOf(s.pick) : null);
      }
    }
    const last1 = await server.value<Numero>(`${ENDPOINTS.lotteryNumero.path}?gameCode=${game.gameCode}&betType=last1`);
    expect(last1.stats.find((s) => s.pick === '8')!.drawsSince).toBe(0);
    expect(last1.stats.find((s) => s.pick === '5')!.drawsSince).toBe(1);
  });

  it('pages results newest first, 20 a page', async () => {
    const game = await gameNamed(server.db, 'Fast 3 (1 min)');
    const first = await server.value<LotteryResultPage>(`${ENDPOINTS.lotteryResults.path}?gameCode=${game.gameCode}`);
    const total = Number((await server.db.selectFrom('lottery_draws').select((eb) => eb.fn.countAll<number>().as('n')).where('game_code', '=', game.gameCode).where('status', 'in', ['drawn', 'settled']).executeTakeFirstOrThrow()).n);
    expect(first.totalPages).toBe(Math.ceil(total / RESULTS_PAGE_SIZE));
    expect(first.list).toHaveLength(RESULTS_PAGE_SIZE);
    const all = [...first.list];
    for (let pageNo = 2; pageNo <= first.totalPages; pageNo += 1) all.push(...(await server.value<LotteryResultPage>(`${ENDPOINTS.lotteryResults.path}?gameCode=${game.gameCode}&pageNo=${pageNo}`)).list);
    expect(all).toHaveLength(total);
    expect(all.map((d) => d.drawsAt)).toEqual(all.map((d) => d.drawsAt).sort().reverse());
    expect(all.every((d) => /^\d{5}$/.test(d.result!))).toBe(true);
  });

  it("gives a day's VN boards: the daily games drawn that day, special prize first, northern tier counts", async () => {
    const vn = await server.value<VnResults>(`${ENDPOINTS.lotteryVnResults.path}?date=2026-11-23`);
    const daily = (await lotteryGames(server.db)).filter((g) => g.schedule.cadence === 'daily');
    expect(vn.date).toBe('2026-11-23');
    expect(vn.list.map((r) => r.name).sort()).toEqual(daily.map((g) => g.name).sort());
    expect(vn.list.map((r) => r.drawsAt)).toEqual(vn.list.map((r) => r.drawsAt).sort());
    for (const r of vn.list) {
      expect(r.drawNo).toBe('20261123-0001');
      expect(r.tiers.map((t) => [t.tier, t.numbers.length, t.numbers[0]!.length])).toEqual([
        ['special', 1, 5],
        ['first', 1, 5],
        ['second', 2, 5],
        ['third', 6, 5],
        ['fourth', 4, 4],
        ['fifth', 6, 4],
        ['sixth', 3, 3],
        ['seventh', 4, 2],
      ]);
      expect(r.tiers[0]!.numbers).toEqual([RESULT]);
    }
    // Today (the default date): the boards drawn so far, Mien Nam at 09:15 and Mien Trung at 10:15 …
    const today = await server.value<VnResults>(ENDPOINTS.lotteryVnResults.path);
    expect(today.date).toBe('2026-11-24');
    expect(today.list.every((r) => r.drawsAt <= T0.toISOString())).toBe(true);
    expect(today.list.map((r) => r.name)).toEqual(['Mien Nam', 'Mien Trung', 'Mien Bac', 'VN Power 6/55']);
  });
});
