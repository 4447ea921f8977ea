/** Bet records of every kind (slots, fishing, lottery, sports) and status: open bets count in the stake total, not in the net. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueSession } from '../../server/access/auth';
import { ENDPOINTS } from '../../src/api/endpoints';
import type { BetRecordPage, OutcomeSummary } from '../../src/api/records-wire';
import { insertBet, newMember } from './arena-helpers';
import { startTestServer, type TestServer } from './helpers';

let server: TestServer;
let token: string;
let memberId: number;

const lottery: OutcomeSummary = { kind: 'lottery', gameCode: 'FAST5D', drawNo: '20261124-0612', betType: 'last2', pick: '48', result: null };
const sports: OutcomeSummary = { kind: 'sports', betNo: 'S123', mode: 'accumulator', legs: 3, price: 8.4, title: 'Accumulator 3 legs' };
const at = (hour: number) => new Date(`2026-11-20T${String(hour).padStart(2, '0')}:00:00.000Z`);

beforeAll(async () => {
  server = await startTestServer();
  const member = await newMember(server, 'rec');
  memberId = member.id;
  token = await issueSession(server.db, member.id, 1);
  const node = async (category: string) => (await server.db.selectFrom('games').select('node_id').where('category', '=', category).orderBy('node_id').executeTakeFirstOrThrow()).node_id;
  await insertBet(server, { memberId, nodeId: await node('FISH'), stakeCents: 500, payoutCents: 10_000, at: at(8), outcome: { kind: 'fishing', target: 'shark', hit: true, multiplier: 20 } });
  await insertBet(server, { memberId, nodeId: await node('FISH'), stakeCents: 500, payoutCents: 0, at: at(9), outcome: { kind: 'fishing', target: 'dragon', hit: false, multiplier: 50 } });
  await insertBet(server, { memberId, nodeId: await node('LOTT'), stakeCents: 1_000, payoutCents: 0, at: at(10), outcome: lottery, status: 'open' });
  await insertBet(server, { memberId, nodeId: await node('SPORTS'), stakeCents: 2_000, payoutCents: 16_800, at: at(11), outcome: sports, settledAt: at(13) });
  await insertBet(server, { memberId, nodeId: await node('SPORTS'), stakeCents: 3_000, payoutCents: 0, at: at(12), outcome: { ...sports, betNo: 'S124', mode: 'single', legs: 1, price: 2.1, title: 'Arsenal v Chelsea: Home' }, status: 'open' });
}, 60_000);
afterAll(() => server.close());

function page(query = 'from=2026-11-20&to=2026-11-20') {
  return server.value<BetRecordPage>(`${ENDPOINTS.betRecords.path}?${query}&pageNo=1&pageSize=36`, { headers: { Authorization: token } });
}

describe('bet records of the new kinds', () => {
  it('summarises a fishing shot and passes lottery and sports summaries through, with each status', async () => {
    const { list } = await page();
    expect(list.map((r) => [r.outcome.kind, r.status])).toEqual([
      ['sports', 'open'],
      ['sports', 'settled'],
      ['lottery', 'open'],
      ['fishing', 'settled'],
      ['fishing', 'settled'],
    ]);
    expect(list[3]!.outcome).toEqual({ kind: 'fishing', target: 'dragon', hit: false, multiplier: 50 });
    expect(list[4]).toMatchObject({ outcome: { kind: 'fishing', target: 'shark', hit: true, multiplier: 20 }, stake: 5, win: 100, net: 95 });
    expect(list[2]!.outcome).toEqual(lottery);
    expect(list[1]!.outcome).toEqual(sports);
  });

  it('counts open stakes in the stake total only: the net is over settled bets', async () => {
    const { totals } = await page();
    const rows = await server.db.selectFrom('bets').selectAll().where('member_id', '=', memberId).execute();
    const stake = rows.reduce((s, r) => s + Number(r.stake_cents), 0);
    const win = rows.reduce((s, r) => s + Number(r.payout_cents), 0);
    const settledStake = rows.filter((r) => r.status === 'settled').reduce((s, r) => s + Number(r.stake_cents), 0);
    expect(totals).toEqual({ count: rows.length, stake: stake / 100, win: win / 100, net: (win - settledStake) / 100 });
    expect(totals).toEqual({ count: 5, stake: 70, win: 268, net: 238 });
  });

  it('filters the new kinds by their game type like any other', async () => {
    const fish = await page('from=2026-11-20&to=2026-11-20&gameType=FISH');
    expect(fish.list.every((r) => r.outcome.kind === 'fishing')).toBe(true);
    expect(fish.totals).toMatchObject({ count: 2, stake: 10, win: 100, net: 90 });
    const lott = await page('from=2026-11-20&to=2026-11-20&gameType=LOTT');
    expect(lott.totals).toEqual({ count: 1, stake: 10, win: 0, net: 0 });
  });
});
