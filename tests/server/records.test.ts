/** Bet records (SPEC §2 /m/gameRecord): the member's real rounds, filters, totals, paging, refusals. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ROUNDS } from '../../server/seed/rewards';
import { ENDPOINTS } from '../../src/api/endpoints';
import type { BetRecord, BetRecordPage } from '../../src/api/records-wire';
import { qs, startTestServer, type TestServer } from './helpers';
import { gameOf, playAt } from './records-helpers';
import { code, walletClient } from './wallet-helpers';

let server: TestServer;
let api: ReturnType<typeof walletClient>;
let member: { id: number; token: string };

const PATH = ENDPOINTS.betRecords.path;
const day = (d: string, hour = 12) => new Date(`${d}T${String(hour).padStart(2, '0')}:00:00.000Z`);

async function page(query: Record<string, string | number | undefined>, token = member.token) {
  const { status, body } = await api.get<BetRecordPage>(`${PATH}?${qs(query)}`, token);
  if (!body.success) throw new Error(`${status} ${body.errorCode}: ${body.message}`);
  return body.value;
}

/** What the totals must be: summed from the rows themselves. */
function summed(list: BetRecord[]) {
  const cents = (n: number) => Math.round(n * 100);
  const stake = list.reduce((s, r) => s + cents(r.stake), 0);
  const win = list.reduce((s, r) => s + cents(r.win), 0);
  return { count: list.length, stake: stake / 100, win: win / 100, net: (win - stake) / 100 };
}

beforeAll(async () => {
  server = await startTestServer();
  api = walletClient(server);
  member = await api.newMember(1_000_000);
  const [slot, live, sports] = [await gameOf(server, 'JILI', 'RNG'), await gameOf(server, 'EVO', 'LIVE'), await gameOf(server, 'SABA', 'SPORTS')];
  // Draws: 0 wins on every game kind, 5 loses a slot spin and a sports pick.
  await playAt(server, member.id, slot, 1_000, day('2025-03-01', 9), 0);
  await playAt(server, member.id, slot, 500, day('2025-03-01', 10), 99);
  await playAt(server, member.id, slot, 250, day('2025-03-02', 23), 99);
  await playAt(server, member.id, live, 2_000, day('2025-03-05', 8), 0);
  await playAt(server, member.id, live, 3_000, day('2025-03-05', 20), 7);
  await playAt(server, member.id, sports, 1_500, day('2025-03-10', 15), 1);
  // Someone else's round on the same days: never in this member's records.
  const other = await api.newMember(100_000);
  await playAt(server, other.id, slot, 700, day('2025-03-01', 11), 0);
});
afterAll(() => server.close());

describe('bet records', () => {
  it("lists the member's own rounds newest first, with game, vendor, type and outcome", async () => {
    const all = await page({});
    expect(all.total).toBe(6);
    expect(all.list.map((r) => r.createdAt)).toEqual([...all.list.map((r) => r.createdAt)].sort().reverse());
    expect(all.list[0]).toMatchObject({ vendor: 'SABA', vendorName: 'SABA Sports', gameType: 'SPORTS', stake: 15, outcome: { kind: 'pick', pick: 'home' } });
    const first = all.list.at(-1)!;
    expect(first).toMatchObject({ vendor: 'JILI', gameType: 'RNG', stake: 10, outcome: { kind: 'slots' } });
    expect(first.net).toBeCloseTo(first.win - first.stake, 2);
    const bets = await server.db.selectFrom('bets').selectAll().where('member_id', '=', member.id).execute();
    expect(all.list.map((r) => r.roundId).sort()).toEqual(bets.map((b) => b.round_id).sort());
    const game = await server.db.selectFrom('games').select('name').where('node_id', '=', first.nodeId).executeTakeFirstOrThrow();
    expect(first.gameName).toBe(game.name);
  });

  it('totals cover the whole filtered range and match the rows', async () => {
    const all = await page({});
    expect(all.totals).toEqual(summed(all.list));
    expect(all.totals.stake).toBe(82.5);
    const live = await page({ gameType: 'LIVE' });
    expect(live.totals).toEqual(summed(live.list));
    expect(live.totals.count).toBe(2);
  });

  it('filters by day range (UTC days, both inclusive), game type and vendor', async () => {
    expect((await page({ from: '2025-03-01', to: '2025-03-01' })).list.map((r) => r.stake).sort()).toEqual([10, 5].sort());
    expect((await page({ from: '2025-03-02', to: '2025-03-05' })).total).toBe(3);
    expect((await page({ from: '2025-03-06' })).total).toBe(1);
    expect((await page({ to: '2025-03-01' })).total).toBe(2);
    expect((await page({ gameType: 'LIVE' })).list.every((r) => r.gameType === 'LIVE' && r.vendor === 'EVO')).toBe(true);
    expect((await page({ vendor: 'jili' })).total).toBe(3);
    expect((await page({ vendor: 'JILI', from: '2025-03-02' })).total).toBe(1);
    expect((await page({ vendor: 'JILI', gameType: 'LIVE' })).total).toBe(0);
    const none = await page({ from: '2001-01-01', to: '2001-01-31' });
    expect(none).toMatchObject({ list: [], total: 0, totals: { count: 0, stake: 0, win: 0, net: 0 } });
  });

  it('offers the game types and vendors the member has bets in, whatever the filter', async () => {
    const { filters } = await page({ vendor: 'SABA' });
    expect(filters.gameTypes).toEqual(['RNG', 'LIVE', 'SPORTS']);
    expect(filters.vendors.map((v) => v.code).sort()).toEqual(['EVO', 'JILI', 'SABA']);
  });

  it('pages: 36 by default, the pages together are the whole list, the totals the same on each', async () => {
    expect((await page({})).pageSize).toBe(36);
    const all = await page({});
    const one = await page({ pageSize: 4, pageNo: 1 });
    const two = await page({ pageSize: 4, pageNo: 2 });
    expect([one.list.length, two.list.length, one.total, two.total]).toEqual([4, 2, 6, 6]);
    expect([...one.list, ...two.list].map((r) => r.id)).toEqual(all.list.map((r) => r.id));
    expect(two.totals).toEqual(all.totals);
    expect((await page({ pageSize: 4, pageNo: 3 })).list).toEqual([]);
  });

  it.each([
    ['from after to', { from: '2025-03-05', to: '2025-03-01' }],
    ['before 2000', { from: '1999-12-31' }],
    ['after 2030', { to: '2031-01-01' }],
    ['not a real day', { from: '2025-02-30' }],
    ['not a day', { to: 'yesterday' }],
    ['page size over 100', { pageSize: 101 }],
    ['page 0', { pageNo: 0 }],
    ['a vendor with markup', { vendor: '<b>' }],
  ])('refuses %s with invalid_parameter', async (_, query) => {
    const { status, body } = await api.get(`${PATH}?${qs(query)}`, member.token);
    expect([status, code(body)]).toEqual([400, 'invalid_parameter']);
  });

  it('needs a member: a guest gets 401', async () => {
    expect((await api.request(PATH)).status).toBe(401);
  });

  it("shows the demo member's seeded rounds, the totals summed from demo's bets", async () => {
    const token = await server.signIn('demo');
    const demoId = (await server.db.selectFrom('members').select('id').where('account_key', '=', 'demo').executeTakeFirstOrThrow()).id;
    const rows = await server.db.selectFrom('bets').select(['stake_cents', 'payout_cents', 'round_id', 'status', 'created_at']).where('member_id', '=', demoId).execute();
    const demo = await page({}, token);
    expect(demo.total).toBe(rows.length);
    expect(rows.filter((r) => r.round_id.startsWith('seed-demo-round-'))).toHaveLength(DEMO_ROUNDS.length);
    // The seeded cancelled lottery suborder is listed, void, and in no total.
    const standing = rows.filter((r) => r.status !== 'void');
    expect(rows.length - standing.length).toBe(1);
    const stake = standing.reduce((s, r) => s + Number(r.stake_cents), 0);
    const win = standing.reduce((s, r) => s + Number(r.payout_cents), 0);
    expect(demo.totals).toEqual({ count: standing.length, stake: stake / 100, win: win / 100, net: (win - stake) / 100 });
    expect(demo.list).toHaveLength(Math.min(36, rows.length));
    const voided = rows.find((r) => r.status === 'void')!;
    const day = voided.created_at.slice(0, 10);
    const thatDay = await page({ from: day, to: day }, token);
    expect(thatDay.list.find((r) => r.roundId === voided.round_id)).toMatchObject({ status: 'void', stake: Number(voided.stake_cents) / 100, win: 0, net: 0 });
    expect(demo.filters.vendors.map((v) => v.code)).toEqual(expect.arrayContaining(['EVO', 'FC', 'JILI', 'SABA']));
  });
});
