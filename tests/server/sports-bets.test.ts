/**
 * Placing on the sportsbook over HTTP, on a fixed clock (Date only is faked) and a fixed goal
 * plan: singles and accumulators with their ledger transfers and bets rows, every refusal with
 * its code and no money moved, settlement that pays each winner once however often and however
 * concurrently the clock ticks, and an Idempotency-Key replay.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCOUNTS, balanceOf, checkLedger, findTransferByKey, ledgerHealthy } from '../../server/ledger';
import { sportsTick } from '../../server/sports/job';
import { accumulatorPayoutCents } from '../../server/sports/payout';
import { checkSlipShape } from '../../server/sports/place';
import { MINUTE_MS } from '../../server/sports/simulation';
import { ENDPOINTS } from '../../src/api/endpoints';
import type { OutcomeSummary } from '../../src/api/records-wire';
import type { MatchList, OddsChangedValue, SportBetPage, SportBetResult, SportMatch, SportSelection } from '../../src/api/sports-wire';
import type { Envelope } from '../../src/api/envelope';
import { startTestServer, valueOf, type TestServer } from './helpers';
import { at, plannedRandom, T0 } from './sports-helpers';
import { code, walletClient } from './wallet-helpers';

let server: TestServer;
let api: ReturnType<typeof walletClient>;
let gameCode: string;
let nodeId: number;
const random = plannedRandom();

beforeAll(async () => {
  server = await startTestServer();
  // Only Date: the server's own timers (pool, retries) keep running in real time.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(T0);
  api = walletClient(server);
  const game = await server.db.selectFrom('games').select(['game_code', 'node_id']).where('category', '=', 'SPORTS').orderBy('node_id').executeTakeFirstOrThrow();
  gameCode = game.game_code;
  nodeId = game.node_id;
  await sportsTick(server.db, T0, random);
});
afterAll(async () => {
  await server.close();
  vi.useRealTimers();
});

const upcoming = async () => {
  const { body } = await api.request<MatchList>(`${ENDPOINTS.sportsMatches.path}?status=upcoming`);
  if (!body.success) throw new Error(body.errorCode);
  return body.value.list;
};
const leg = (m: SportMatch, selection: SportSelection, price = m.prices![selection]) => ({ matchId: m.id, selection, price });
const place = (token: string, body: unknown, key?: string) => api.post<SportBetResult>(ENDPOINTS.sportsPlaceBet.path, token, body, key);
/** What a refused call must leave: the wallet as it was, no bet, no bets row, no transfer. */
async function nothingMoved(memberId: number, cents: number) {
  expect(await balanceOf(server.db, ACCOUNTS.wallet(memberId))).toBe(cents);
  expect(await server.db.selectFrom('sport_bets').select('id').where('member_id', '=', memberId).execute()).toEqual([]);
  expect(await server.db.selectFrom('bets').select('id').where('member_id', '=', memberId).execute()).toEqual([]);
  expect(await server.db.selectFrom('ledger_transfers').select('id').where('member_id', '=', memberId).where('kind', '=', 'bet').execute()).toEqual([]);
}

describe('the match list', () => {
  it('answers the upcoming, live and finished matches with asOf and no catalogue cache', async () => {
    const res = await server.app.request(`${ENDPOINTS.sportsMatches.path}?status=live`);
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
    const live = ((await res.json()) as Envelope<MatchList>) as { success: true; value: MatchList };
    expect(live.value.asOf).toBe(T0.toISOString());
    expect(live.value.list.length).toBeGreaterThan(0);
    expect((await upcoming()).every((m) => m.status === 'scheduled' && m.open)).toBe(true);
    const bad = await api.request(`${ENDPOINTS.sportsMatches.path}?status=soon`);
    expect([bad.status, code(bad.body)]).toEqual([400, 'invalid_parameter']);
  });
});

describe('placing', () => {
  it('places one single per leg: a stake transfer, an open bets row and legs each', async () => {
    const m = await api.newMember(100_000);
    const [a, b] = await upcoming();
    const { status, body } = await place(m.token, { gameCode, mode: 'single', stake: 12.5, legs: [leg(a!, 'home'), leg(b!, 'draw')] });
    expect(status).toBe(200);
    const result = valueOf(body);
    expect(result.bets).toHaveLength(2);
    expect(result.balance).toBe(1_000 - 25);
    for (const [i, bet] of result.bets.entries()) {
      const match = [a!, b!][i]!;
      const selection = (['home', 'draw'] as const)[i]!;
      expect(bet).toMatchObject({ mode: 'single', stake: 12.5, price: match.prices![selection], status: 'open', payout: 0, settledAt: null });
      expect(bet.betNo).toMatch(/^S[A-Z0-9]+$/);
      expect(bet.potentialPayout).toBe(Math.floor(1_250 * match.prices![selection]) / 100);
      expect(bet.legs).toEqual([
        { matchId: match.id, league: match.league, home: match.home, away: match.away, kickoffAt: match.kickoffAt, selection, price: match.prices![selection], result: 'open', score: null },
      ]);
      const stake = await findTransferByKey(server.db, `sports-stake:${bet.betNo}`);
      expect(stake).toMatchObject({ kind: 'bet', amountCents: 1_250 });
      const row = await server.db.selectFrom('bets').selectAll().where('round_id', '=', `sports:${bet.betNo}`).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ member_id: m.id, node_id: nodeId, stake_cents: 1_250, payout_cents: 0, status: 'open', settled_at: null });
      const outcome = JSON.parse(row.outcome) as OutcomeSummary;
      expect(outcome).toEqual({ kind: 'sports', betNo: bet.betNo, mode: 'single', legs: 1, price: bet.price, title: `${match.home} v ${match.away}: ${selection}` });
    }
    expect(await balanceOf(server.db, ACCOUNTS.wallet(m.id))).toBe(100_000 - 2_500);
  });

  it('places an accumulator as one bet priced at the product of its legs', async () => {
    const m = await api.newMember(100_000);
    const [a, b, c] = await upcoming();
    const legs = [leg(a!, 'home'), leg(b!, 'away'), leg(c!, 'draw')];
    const result = valueOf((await place(m.token, { gameCode, mode: 'accumulator', stake: 10, legs })).body);
    expect(result.bets).toHaveLength(1);
    const bet = result.bets[0]!;
    const hundredths = legs.map((l) => Math.round(l.price * 100));
    const row = await server.db.selectFrom('sport_bets').selectAll().where('bet_no', '=', bet.betNo).executeTakeFirstOrThrow();
    expect(bet.price).toBe(row.price_hundredths / 100);
    expect(bet.price).toBeCloseTo(legs.reduce((p, l) => p * l.price, 1), 2);
    expect(bet.potentialPayout).toBe(accumulatorPayoutCents(1_000, hundredths) / 100);
    expect(bet.legs.map((l) => [l.matchId, l.selection, l.price])).toEqual(legs.map((l) => [l.matchId, l.selection, l.price]));
    const bets = await server.db.selectFrom('bets').selectAll().where('member_id', '=', m.id).execute();
    expect(bets).toHaveLength(1);
    expect(JSON.parse(bets[0]!.outcome)).toMatchObject({ kind: 'sports', mode: 'accumulator', legs: 3, title: 'Accumulator: 3 legs' });
    expect(row.bet_id).toBe(bets[0]!.id);
    expect(await balanceOf(server.db, ACCOUNTS.wallet(m.id))).toBe(99_000);
  });

  it("lists the member's open bets, newest first, and no one else's", async () => {
    const m = await api.newMember(100_000);
    const other = await api.newMember(100_000);
    const [a, b] = await upcoming();
    const first = valueOf((await place(m.token, { gameCode, mode: 'single', stake: 1, legs: [leg(a!, 'home')] })).body).bets[0]!;
    vi.setSystemTime(at(T0, 1_000));
    const second = valueOf((await place(m.token, { gameCode, mode: 'single', stake: 2, legs: [leg(b!, 'away')] })).body).bets[0]!;
    await place(other.token, { gameCode, mode: 'single', stake: 3, legs: [leg(a!, 'home')] });
    vi.setSystemTime(T0);
    const page = valueOf((await api.get<SportBetPage>(`${ENDPOINTS.sportsBets.path}?status=open`, m.token)).body);
    expect(page.list.map((bet) => bet.betNo)).toEqual([second.betNo, first.betNo]);
    expect([page.pageNo, page.totalPages]).toEqual([1, 1]);
    const settled = valueOf((await api.get<SportBetPage>(`${ENDPOINTS.sportsBets.path}?status=settled`, m.token)).body);
    expect(settled.list).toEqual([]);
  });

  it('replays a placed slip for the same Idempotency-Key and moves the stake once', async () => {
    const m = await api.newMember(100_000);
    const [a] = await upcoming();
    const body = { gameCode, mode: 'single', stake: 5, legs: [leg(a!, 'away')] };
    const key = crypto.randomUUID();
    const first = valueOf((await place(m.token, body, key)).body);
    const again = valueOf((await place(m.token, body, key)).body);
    expect(again.bets.map((b) => b.betNo)).toEqual(first.bets.map((b) => b.betNo));
    expect(await server.db.selectFrom('sport_bets').select('id').where('member_id', '=', m.id).execute()).toHaveLength(1);
    expect(await balanceOf(server.db, ACCOUNTS.wallet(m.id))).toBe(99_500);
  });
});

describe('refusals move no money', () => {
  it('odds_changed carries every leg’s current price and open flag', async () => {
    const m = await api.newMember(100_000);
    const [a, b] = await upcoming();
    const legs = [leg(a!, 'home'), leg(b!, 'away', b!.prices!.away + 0.05)];
    const { status, body } = await place(m.token, { gameCode, mode: 'accumulator', stake: 10, legs });
    expect([status, code(body)]).toEqual([409, 'odds_changed']);
    const value = (body as { value: OddsChangedValue }).value;
    expect(value.prices).toEqual([
      { matchId: a!.id, selection: 'home', price: a!.prices!.home, open: true },
      { matchId: b!.id, selection: 'away', price: b!.prices!.away, open: true },
    ]);
    await nothingMoved(m.id, 100_000);
  });

  it('refuses an unknown match, a closed match and a match suspended after a goal', async () => {
    const m = await api.newMember(100_000);
    const [a, b] = await upcoming();
    const unknown = await place(m.token, { gameCode, mode: 'single', stake: 1, legs: [leg(a!, 'home'), { matchId: 999_999, selection: 'home', price: 2 }] });
    expect([unknown.status, code(unknown.body)]).toEqual([404, 'match_not_found']);

    const finished = await api.request<{ homeScore: number; awayScore: number }>(ENDPOINTS.devSportsFinish.path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ matchId: b!.id }),
    });
    expect(valueOf(finished.body)).toEqual({ matchId: b!.id, homeScore: 2, awayScore: 1 });
    const closed = await place(m.token, { gameCode, mode: 'single', stake: 1, legs: [leg(b!, 'home')] });
    expect([closed.status, code(closed.body)]).toEqual([409, 'match_not_open']);

    // The match that kicked off at 12:00 is in its 10th minute, just after the plan's first goal:
    // its market is suspended, whatever price the slip carries.
    const kickoff = new Date('2026-11-24T12:00:00.000Z');
    const match = await server.db.selectFrom('sport_matches').select('id').where('kickoff_at', '=', kickoff.toISOString()).executeTakeFirstOrThrow();
    vi.setSystemTime(at(kickoff, 9 * MINUTE_MS + 100));
    const suspended = valueOf((await api.request<MatchList>(`${ENDPOINTS.sportsMatches.path}?status=live`)).body).list.find((x) => x.id === match.id)!;
    expect(suspended).toMatchObject({ minute: 10, homeScore: 1, awayScore: 0, open: false });
    const refused = await place(m.token, { gameCode, mode: 'single', stake: 1, legs: [{ matchId: match.id, selection: 'home', price: suspended.prices!.home }] });
    expect([refused.status, code(refused.body)]).toEqual([409, 'match_not_open']);
    vi.setSystemTime(T0);
    await nothingMoved(m.id, 100_000);
  });

  it('refuses bad accumulators: one leg, two legs on one match, nine legs', async () => {
    const m = await api.newMember(100_000);
    const list = await upcoming();
    const cases = [
      [leg(list[0]!, 'home')],
      [leg(list[0]!, 'home'), leg(list[0]!, 'draw')],
      list.slice(0, 9).map((x) => leg(x, 'home')),
    ];
    expect(list.length).toBeGreaterThanOrEqual(9);
    for (const legs of cases) {
      const { status, body } = await place(m.token, { gameCode, mode: 'accumulator', stake: 1, legs });
      expect([status, code(body)]).toEqual([400, 'invalid_accumulator']);
    }
    await nothingMoved(m.id, 100_000);
  });

  it('refuses stakes outside the limits, too many singles, and a game that is not a sportsbook', async () => {
    const m = await api.newMember(100_000_000);
    const [a] = await upcoming();
    for (const stake of [0.99, 10_000.01, 1.005]) {
      const { status, body } = await place(m.token, { gameCode, mode: 'single', stake, legs: [leg(a!, 'home')] });
      expect([status, code(body)]).toEqual([400, 'invalid_parameter']);
      expect(body.success ? '' : body.message).toContain('stake');
    }
    // The service's own check, for callers that come without the schema.
    const shape = checkSlipShape({ memberId: m.id, gameCode, mode: 'single', stakeCents: 1_000_001, legs: [leg(a!, 'home')] });
    expect(shape).toMatchObject({ ok: false, refusal: { status: 400, code: 'stake_out_of_range' } });
    const eleven = await place(m.token, { gameCode, mode: 'single', stake: 1, legs: Array.from({ length: 11 }, () => leg(a!, 'home')) });
    expect([eleven.status, code(eleven.body)]).toEqual([400, 'invalid_parameter']);
    const slot = await server.db.selectFrom('games').select('game_code').where('category', '!=', 'SPORTS').orderBy('node_id').executeTakeFirstOrThrow();
    for (const other of [slot.game_code, 'NO-SUCH-GAME']) {
      const { status, body } = await place(m.token, { gameCode: other, mode: 'single', stake: 1, legs: [leg(a!, 'home')] });
      expect([status, code(body)]).toEqual([404, 'game_not_found']);
    }
    await nothingMoved(m.id, 100_000_000);
  });

  it('refuses a trial guest and a wallet short of the stakes', async () => {
    const [a, b] = await upcoming();
    const trial = await api.newMember(0, 4);
    const refused = await place(trial.token, { gameCode, mode: 'single', stake: 1, legs: [leg(a!, 'home')] });
    expect([refused.status, code(refused.body)]).toEqual([403, 'no_permission']);
    await nothingMoved(trial.id, 0);

    // Enough for the first single, not for both: neither is placed.
    const poor = await api.newMember(1_500);
    const short = await place(poor.token, { gameCode, mode: 'single', stake: 10, legs: [leg(a!, 'home'), leg(b!, 'home')] });
    expect([short.status, code(short.body)]).toEqual([409, 'insufficient_balance']);
    await nothingMoved(poor.id, 1_500);
  });

  it('refuses a money call without its Idempotency-Key', async () => {
    const m = await api.newMember(10_000);
    const [a] = await upcoming();
    const { status, body } = await place(m.token, { gameCode, mode: 'single', stake: 1, legs: [leg(a!, 'home')] }, null as unknown as string);
    expect([status, code(body)]).toEqual([400, 'idempotency_key_required']);
    await nothingMoved(m.id, 10_000);
  });
});

describe('settlement', () => {
  it('pays exactly the winners once, however often and however concurrently the clock ticks', async () => {
    const list = await upcoming();
    const [a, b, c] = list.slice(-3);
    const winner = await api.newMember(100_000);
    const loser = await api.newMember(100_000);
    const accaWin = await api.newMember(100_000);
    const accaLose = await api.newMember(100_000);
    // The plan ends 2-1 to the home side in every match.
    const singles = valueOf((await place(winner.token, { gameCode, mode: 'single', stake: 7.77, legs: [leg(a!, 'home'), leg(b!, 'home')] })).body).bets;
    const lost = valueOf((await place(loser.token, { gameCode, mode: 'single', stake: 20, legs: [leg(a!, 'draw')] })).body).bets;
    const acca = valueOf((await place(accaWin.token, { gameCode, mode: 'accumulator', stake: 3.33, legs: [leg(a!, 'home'), leg(b!, 'home'), leg(c!, 'home')] })).body).bets;
    const accaLost = valueOf((await place(accaLose.token, { gameCode, mode: 'accumulator', stake: 5, legs: [leg(a!, 'home'), leg(b!, 'away'), leg(c!, 'home')] })).body).bets;

    // a, b and c kick off in turn. After b's full time the singles are paid and the accumulator
    // with a losing leg on b is lost, its leg on c still to play.
    const bEnds = (await server.db.selectFrom('sport_matches').select('ends_at').where('id', '=', b!.id).executeTakeFirstOrThrow()).ends_at;
    const afterB = new Date(Date.parse(bEnds) + 1_000);
    vi.setSystemTime(afterB);
    await Promise.all([sportsTick(server.db, afterB, random), sportsTick(server.db, afterB, random)]);
    const accaLostRow = await server.db.selectFrom('sport_bets').selectAll().where('bet_no', '=', accaLost[0]!.betNo).executeTakeFirstOrThrow();
    expect(accaLostRow).toMatchObject({ status: 'lost', payout_cents: 0 });
    const openAcca = await server.db.selectFrom('sport_bets').select('status').where('bet_no', '=', acca[0]!.betNo).executeTakeFirstOrThrow();
    expect(openAcca.status).toBe('open');
    const accaLegs = valueOf((await api.get<SportBetPage>(`${ENDPOINTS.sportsBets.path}?status=open`, accaWin.token)).body).list[0]!.legs;
    expect(accaLegs.map((l) => l.result)).toEqual(['won', 'won', 'open']);
    expect(accaLegs.map((l) => l.score)).toEqual(['2-1', '2-1', expect.stringMatching(/^\d+-\d+$/)]);

    const cEnds = (await server.db.selectFrom('sport_matches').select('ends_at').where('id', '=', c!.id).executeTakeFirstOrThrow()).ends_at;
    const end = new Date(Date.parse(cEnds) + 1_000);
    vi.setSystemTime(end);
    await Promise.all([sportsTick(server.db, end, random), sportsTick(server.db, end, random), sportsTick(server.db, end, random)]);
    await sportsTick(server.db, end, random);

    const payoutOf = async (betNo: string) => {
      const row = await server.db.selectFrom('sport_bets').selectAll().where('bet_no', '=', betNo).executeTakeFirstOrThrow();
      const legs = await server.db.selectFrom('sport_bet_legs').select('price_hundredths').where('bet_id', '=', row.id).execute();
      return { row, expected: accumulatorPayoutCents(Number(row.stake_cents), legs.map((l) => l.price_hundredths)) };
    };
    let winnerCents = 100_000;
    for (const bet of singles) {
      const { row, expected } = await payoutOf(bet.betNo);
      expect(row).toMatchObject({ status: 'won', payout_cents: expected, settled_at: afterB.toISOString() });
      winnerCents += expected - 777;
      const wins = await server.db.selectFrom('ledger_transfers').selectAll().where('transfer_key', '=', `sports-win:${bet.betNo}`).execute();
      expect(wins.map((w) => [w.kind, Number(w.amount_cents)])).toEqual([['win', expected]]);
      const betRow = await server.db.selectFrom('bets').selectAll().where('round_id', '=', `sports:${bet.betNo}`).executeTakeFirstOrThrow();
      expect(betRow).toMatchObject({ status: 'settled', payout_cents: expected, settled_at: afterB.toISOString() });
    }
    expect(await balanceOf(server.db, ACCOUNTS.wallet(winner.id))).toBe(winnerCents);

    const accaPaid = await payoutOf(acca[0]!.betNo);
    expect(accaPaid.row).toMatchObject({ status: 'won', payout_cents: accaPaid.expected, settled_at: end.toISOString() });
    expect(await balanceOf(server.db, ACCOUNTS.wallet(accaWin.id))).toBe(100_000 - 333 + accaPaid.expected);

    expect((await payoutOf(lost[0]!.betNo)).row).toMatchObject({ status: 'lost', payout_cents: 0 });
    expect(await balanceOf(server.db, ACCOUNTS.wallet(loser.id))).toBe(100_000 - 2_000);
    expect(await balanceOf(server.db, ACCOUNTS.wallet(accaLose.id))).toBe(100_000 - 500);
    for (const m of [loser, accaLose]) {
      expect(await server.db.selectFrom('ledger_transfers').select('id').where('member_id', '=', m.id).where('kind', '=', 'win').execute()).toEqual([]);
      const rows = await server.db.selectFrom('bets').select(['status', 'payout_cents']).where('member_id', '=', m.id).execute();
      expect(rows).toEqual([{ status: 'settled', payout_cents: 0 }]);
    }

    const page = valueOf((await api.get<SportBetPage>(`${ENDPOINTS.sportsBets.path}?status=settled`, winner.token)).body);
    expect(page.list).toHaveLength(2);
    for (const bet of page.list) {
      expect(bet).toMatchObject({ status: 'won', settledAt: afterB.toISOString() });
      expect(bet.payout).toBe(bet.potentialPayout);
      expect(bet.legs[0]).toMatchObject({ result: 'won', score: '2-1' });
    }
    vi.setSystemTime(T0);
  });

  it('keeps the ledger balanced', async () => {
    expect(ledgerHealthy(await checkLedger(server.db))).toBe(true);
  });
});

describe('devSportsFinish', () => {
  it('answers match_not_found for a match that does not exist, however large its id', async () => {
    for (const matchId of [999_999, 2 ** 40]) {
      const { status, body } = await api.request(ENDPOINTS.devSportsFinish.path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ matchId }) });
      expect([status, code(body)]).toEqual([404, 'match_not_found']);
    }
  });
});
