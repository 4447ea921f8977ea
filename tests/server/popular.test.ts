/** Popular games (/lgw/games/popular): games by the bets rows of the last 7 days; category filter; limit. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POPULAR_DAYS, popularGames } from '../../server/arena/popular';
import { toWireGame } from '../../server/games/games';
import { ENDPOINTS } from '../../src/api/endpoints';
import type { PopularGames } from '../../src/api/arena-wire';
import type { Envelope } from '../../src/api/envelope';
import { insertBet, newMember } from './arena-helpers';
import { startTestServer, type TestServer } from './helpers';

let server: TestServer;
/** Later than anything seeded: only this test's rows are in its week. */
const NOW = new Date('2030-11-10T12:00:00.000Z');
const hoursAgo = (h: number) => new Date(NOW.getTime() - h * 3_600_000);
const DAY_HOURS = 24;

beforeAll(async () => {
  server = await startTestServer();
  const pick = (category: string, skip = 0) =>
    server.db.selectFrom('games').selectAll().where('category', '=', category).orderBy('node_id').offset(skip).limit(1).executeTakeFirstOrThrow();
  const [slotA, slotB, live, fish] = [await pick('RNG'), await pick('RNG', 1), await pick('LIVE'), await pick('FISH')];
  const [a, b] = [await newMember(server, 'pga'), await newMember(server, 'pgb')];
  const plays: [number, number, number, ('open' | 'settled')?][] = [
    // [node, member, hours ago, status]
    ...Array.from({ length: 5 }, (_, i): [number, number, number] => [live.node_id, i % 2 ? a.id : b.id, i + 1]),
    ...Array.from({ length: 3 }, (_, i): [number, number, number] => [slotA.node_id, a.id, i * 30]),
    [fish.node_id, b.id, 2],
    [fish.node_id, b.id, 3, 'open'],
    [fish.node_id, a.id, 4],
    [fish.node_id, a.id, 5],
    // Older than the week, or after now: not counted.
    ...Array.from({ length: 9 }, (_, i): [number, number, number] => [slotB.node_id, a.id, POPULAR_DAYS * DAY_HOURS + 1 + i]),
    [slotB.node_id, a.id, -2],
  ];
  for (const [nodeId, memberId, hours, status] of plays) await insertBet(server, { memberId, nodeId, stakeCents: 100, payoutCents: 0, at: hoursAgo(hours), status });
}, 60_000);
afterAll(() => server.close());

/** What the rows say: bets per game in the week before NOW, most first (ties by catalogue order). */
async function expected(category?: string) {
  const since = NOW.getTime() - POPULAR_DAYS * 86_400_000;
  const bets = await server.db.selectFrom('bets').select(['node_id', 'created_at']).execute();
  const counts = new Map<number, number>();
  for (const b of bets) {
    const at = Date.parse(b.created_at);
    if (at >= since && at <= NOW.getTime()) counts.set(b.node_id, (counts.get(b.node_id) ?? 0) + 1);
  }
  const games = await server.db.selectFrom('games').selectAll().where('node_id', 'in', [...counts.keys(), -1]).execute();
  return games
    .filter((g) => !category || g.category === category)
    .map((g) => ({ ...toWireGame(g), plays: counts.get(g.node_id)! }))
    .sort((x, y) => y.plays - x.plays || x.sort - y.sort || x.nodeId - y.nodeId);
}

describe('popular games', () => {
  it('orders games by their bets of the last 7 days, open bets included, as the game list shows them', async () => {
    const answer = await popularGames(server.db, undefined, 36, NOW);
    expect(answer.list).toEqual(await expected());
    expect(answer.list.map((g) => g.plays)).toEqual([5, 4, 3]);
    expect(answer).toMatchObject({ days: POPULAR_DAYS, asOf: NOW.toISOString() });
  });

  it('filters by category and keeps to the limit', async () => {
    expect((await popularGames(server.db, 'FISH', 36, NOW)).list).toEqual(await expected('FISH'));
    expect((await popularGames(server.db, 'fish', 36, NOW)).list.map((g) => g.plays)).toEqual([4]);
    expect((await popularGames(server.db, 'SPORTS', 36, NOW)).list).toEqual([]);
    expect((await popularGames(server.db, undefined, 2, NOW)).list.map((g) => g.plays)).toEqual([5, 4]);
  });

  it('answers over HTTP and refuses a bad limit or category', async () => {
    const res = await server.app.request(`${ENDPOINTS.popularGames.path}?gameType=LIVE&limit=5`);
    const body = (await res.json()) as Envelope<PopularGames>;
    expect(res.status).toBe(200);
    expect(body.success && body.value.list.every((g) => g.gameType === 'LIVE')).toBe(true);
    for (const query of ['?limit=0', '?limit=37', '?gameType=%3Cb%3E']) {
      expect((await server.app.request(`${ENDPOINTS.popularGames.path}${query}`)).status).toBe(400);
    }
  });
});
