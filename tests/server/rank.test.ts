/** The rank list (SPEC §7): members by settled winnings less stakes over day, week and month. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { periodRange, rankList } from '../../server/arena/rank';
import { maskedName } from '../../server/records/bets';
import { ENDPOINTS } from '../../src/api/endpoints';
import { RANK_PERIODS, type RankList, type RankPeriod } from '../../src/api/arena-wire';
import type { Envelope } from '../../src/api/envelope';
import { insertBet, newMember } from './arena-helpers';
import { startTestServer, type TestServer } from './helpers';

let server: TestServer;
/** Later than anything seeded: only this test's rows fall in its periods. */
const NOW = new Date('2030-09-20T15:00:00.000Z');
const daysAgo = (d: number, hour = 10) => new Date(Date.parse(`2030-09-20T${String(hour).padStart(2, '0')}:00:00.000Z`) - d * 86_400_000);
let nodeId: number;
let accounts: Map<number, string>;

beforeAll(async () => {
  server = await startTestServer();
  nodeId = (await server.db.selectFrom('games').select('node_id').orderBy('node_id').executeTakeFirstOrThrow()).node_id;
  const [a, b, c, d, e, trial] = [
    await newMember(server, 'rka'),
    await newMember(server, 'rkb'),
    await newMember(server, 'rkc'),
    await newMember(server, 'rkd'),
    await newMember(server, 'rke'),
    await newMember(server, 'rkt', 4),
  ];
  accounts = new Map([a, b, c, d, e, trial].map((m) => [m.id, m.account]));
  const bet = (memberId: number, stakeCents: number, payoutCents: number, at: Date, extra: { status?: 'open' | 'settled'; settledAt?: Date } = {}) =>
    insertBet(server, { memberId, nodeId, stakeCents, payoutCents, at, ...extra });
  // a: ahead today by 50.00; b: ahead today by 20.00 but far ahead this week; c: ahead only this month.
  await bet(a.id, 1_000, 6_000, daysAgo(0, 9));
  await bet(b.id, 1_000, 3_000, daysAgo(0, 11));
  await bet(b.id, 2_000, 20_000, daysAgo(3));
  await bet(c.id, 500, 40_000, daysAgo(20));
  await bet(c.id, 500, 0, daysAgo(1));
  // d: behind overall (never ranked); an OPEN bet of d's with a big stake changes nothing.
  await bet(d.id, 5_000, 1_000, daysAgo(0, 8));
  await bet(d.id, 90_000, 0, daysAgo(0, 12), { status: 'open' });
  // e: placed 10 days ago, settled today with a win: it counts on the day it settled.
  await bet(e.id, 1_000, 9_000, daysAgo(10), { settledAt: daysAgo(0, 13) });
  // A trial guest's win: trial credit, not money.
  await bet(trial.id, 1_000, 90_000, daysAgo(0, 10));
  // After "now" and before the month: outside every period.
  await bet(a.id, 100, 900_000, daysAgo(-1));
  await bet(b.id, 100, 900_000, daysAgo(31));
}, 60_000);
afterAll(() => server.close());

/** The ranking the rows say: settled bets in the range by settle time, members ahead only, trial guests out. */
async function expected(period: RankPeriod) {
  const { from } = periodRange(period, NOW);
  const start = Date.parse(`${from}T00:00:00.000Z`);
  const rows = await server.db.selectFrom('bets').innerJoin('members', 'members.id', 'bets.member_id').selectAll('bets').select('members.type').where('bets.member_id', 'in', [...accounts.keys()]).execute();
  const byMember = new Map<number, { won: number; bets: number }>();
  for (const r of rows) {
    const at = Date.parse(r.settled_at ?? r.created_at);
    if (r.status !== 'settled' || r.type === 4 || at < start || at > NOW.getTime()) continue;
    const m = byMember.get(r.member_id) ?? { won: 0, bets: 0 };
    m.won += Number(r.payout_cents) - Number(r.stake_cents);
    m.bets += 1;
    byMember.set(r.member_id, m);
  }
  return [...byMember.entries()]
    .filter(([, m]) => m.won > 0)
    .sort(([, x], [, y]) => y.won - x.won || y.bets - x.bets)
    .map(([id, m], i) => ({ rank: i + 1, name: maskedName(accounts.get(id)!), winnings: m.won / 100, bets: m.bets }));
}

describe('rank list', () => {
  it('ranks members by settled winnings less stakes over each period, computed from the rows', async () => {
    for (const period of RANK_PERIODS) {
      const answer = await rankList(server.db, period, 50, NOW);
      const ours = answer.list.filter((entry) => [...accounts.values()].some((account) => maskedName(account) === entry.name));
      expect(ours, period).toEqual(await expected(period));
      expect(answer.list.map((e) => e.rank)).toEqual(answer.list.map((_, i) => i + 1));
      expect(answer).toMatchObject({ period, ...periodRange(period, NOW), asOf: NOW.toISOString() });
    }
  });

  it('says which days each period covers and who leads it', async () => {
    expect(periodRange('day', NOW)).toEqual({ from: '2030-09-20', to: '2030-09-20' });
    expect(periodRange('week', NOW)).toEqual({ from: '2030-09-14', to: '2030-09-20' });
    expect(periodRange('month', NOW)).toEqual({ from: '2030-08-22', to: '2030-09-20' });
    const winnings = async (period: RankPeriod) => (await rankList(server.db, period, 50, NOW)).list.map((e) => e.winnings);
    expect(await winnings('day')).toEqual([80, 50, 20]);
    expect(await winnings('week')).toEqual([200, 80, 50]);
    expect(await winnings('month')).toEqual([390, 200, 80, 50]);
  });

  it('keeps to the limit, masks names and leaves open bets and trial guests out', async () => {
    const top = await rankList(server.db, 'month', 2, NOW);
    expect(top.list).toHaveLength(2);
    expect(top.list.every((e) => /^.{2}\*\*\*.{2}$/.test(e.name))).toBe(true);
    const names = (await rankList(server.db, 'month', 50, NOW)).list.map((e) => e.name);
    for (const [, account] of accounts) if (account.startsWith('rkd') || account.startsWith('rkt')) expect(names).not.toContain(maskedName(account));
  });

  it('answers over HTTP with a default period of a week, and refuses an unknown period or limit', async () => {
    const res = await server.app.request(ENDPOINTS.rankList.path);
    const body = (await res.json()) as Envelope<RankList>;
    expect(res.status).toBe(200);
    expect(body.success && body.value.period).toBe('week');
    for (const query of ['?period=year', '?limit=0', '?limit=51']) {
      const refused = await server.app.request(`${ENDPOINTS.rankList.path}${query}`);
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as Envelope<RankList>).success).toBe(false);
    }
  });
});
