/** The live-model list (SPEC §7): tables with dealers, players and roads computed from bets. */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveTables, PLAYERS_WINDOW_MS, ROAD_LENGTH } from '../../server/arena/live-tables';
import { writeLiveTablesIfAbsent } from '../../server/seed/live-tables';
import { ENDPOINTS } from '../../src/api/endpoints';
import type { LiveTableList } from '../../src/api/arena-wire';
import { baccarat, insertBet, newMember, type BetRow } from './arena-helpers';
import { startTestServer, type TestServer } from './helpers';

let server: TestServer;
/** Later than anything seeded: only this test's rows are near it. */
const NOW = new Date('2030-06-15T12:00:00.000Z');
const minutesAgo = (m: number) => new Date(NOW.getTime() - m * 60_000);

beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server.close());

const get = (query = '') => server.call<LiveTableList>(`${ENDPOINTS.liveTables.path}${query}`);

describe('live tables', () => {
  it('seeds one table per LIVE game, with a dealer from the list and the vendor limits, and again adds nothing', async () => {
    const games = await server.db.selectFrom('games').select(['node_id', 'room_id']).where('category', '=', 'LIVE').execute();
    const tables = await server.db.selectFrom('live_tables').selectAll().orderBy('room_id').execute();
    expect(games.length).toBeGreaterThan(0);
    expect(tables.map((t) => t.node_id).sort((a, b) => a - b)).toEqual(games.map((g) => g.node_id).sort((a, b) => a - b));
    expect(tables.every((t) => games.find((g) => g.node_id === t.node_id)?.room_id === t.room_id)).toBe(true);
    expect(tables.every((t) => Number(t.min_bet_cents) > 0 && Number(t.max_bet_cents) > Number(t.min_bet_cents))).toBe(true);
    await writeLiveTablesIfAbsent(server.db);
    expect(await server.db.selectFrom('live_tables').selectAll().orderBy('room_id').execute()).toEqual(tables);
  });

  it('answers every table with its dealer picture, limits and game, filtered by vendor', async () => {
    const { status, body } = await get();
    expect(status).toBe(200);
    if (!body.success) throw new Error(body.errorCode);
    const rows = await server.db.selectFrom('live_tables').selectAll().execute();
    expect(body.value.list).toHaveLength(rows.length);
    for (const table of body.value.list) {
      const row = rows.find((r) => r.room_id === table.roomId)!;
      expect(table).toMatchObject({ nodeId: row.node_id, dealer: { name: row.dealer_name, pictureUrl: `/media/dealer/${row.dealer_seed}.webp` }, minBet: Number(row.min_bet_cents) / 100, maxBet: Number(row.max_bet_cents) / 100 });
    }
    expect(Date.parse(body.value.asOf)).not.toBeNaN();
    const evo = await get('?vendor=evo');
    expect(evo.body.success && evo.body.value.list.length).toBeGreaterThan(0);
    expect(evo.body.success && evo.body.value.list.every((t) => t.vendor === 'EVO')).toBe(true);
    const none = await get('?vendor=NOBODY');
    expect(none.body.success && none.body.value.list).toEqual([]);
    expect((await get('?vendor=%3Cscript%3E')).status).toBe(400);
  });

  it('serves the dealer picture as a WebP, and 404 for a malformed one', async () => {
    const table = await server.db.selectFrom('live_tables').selectAll().limit(1).executeTakeFirstOrThrow();
    const res = await server.app.request(`/media/dealer/${table.dealer_seed}.webp`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('image/webp');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect((await sharp(bytes).metadata()).format).toBe('webp');
    const again = await server.app.request(`/media/dealer/${table.dealer_seed}.webp`);
    expect(Buffer.from(await again.arrayBuffer()).equals(bytes)).toBe(true);
    expect((await server.app.request('/media/dealer/abc.webp')).status).toBe(404);
  });

  it('counts the members who bet in the last 15 minutes and reads the road from the latest baccarat results', async () => {
    const table = await server.db
      .selectFrom('live_tables as t')
      .innerJoin('games as g', 'g.node_id', 't.node_id')
      .select(['t.node_id', 't.room_id'])
      .where('g.classify', '=', 'BACCARAT')
      .orderBy('t.node_id')
      .executeTakeFirstOrThrow();
    const [a, b, c] = [await newMember(server, 'lta'), await newMember(server, 'ltb'), await newMember(server, 'ltc')];
    const results = ['player', 'banker', 'banker', 'tie', 'player', 'player', 'banker', 'tie', 'banker', 'player', 'banker', 'banker', 'player', 'tie'] as const;
    // Fourteen rounds a minute apart, the newest a minute ago; a and b alternate, c played long ago.
    const bets: BetRow[] = results.map((result, i) => ({ memberId: i % 2 ? b.id : a.id, nodeId: table.node_id, stakeCents: 100, payoutCents: 0, at: minutesAgo(results.length - i), outcome: baccarat(result) }));
    bets.push({ memberId: c.id, nodeId: table.node_id, stakeCents: 100, payoutCents: 0, at: minutesAgo(PLAYERS_WINDOW_MS / 60_000 + 5), outcome: baccarat('player') });
    // An open bet (not a baccarat outcome) and a slots round on the node: not on the road.
    bets.push({ memberId: c.id, nodeId: table.node_id, stakeCents: 100, payoutCents: 0, at: minutesAgo(0.5), outcome: { kind: 'slots', grid: [], wins: [] } });
    for (const bet of bets) await insertBet(server, bet);

    const answer = await liveTables(server.db, undefined, NOW);
    const found = answer.list.find((t) => t.roomId === table.room_id)!;
    const rows = await server.db.selectFrom('bets').selectAll().where('node_id', '=', table.node_id).execute();
    const since = NOW.getTime() - PLAYERS_WINDOW_MS;
    const expectedPlayers = new Set(rows.filter((r) => Date.parse(r.created_at) >= since && Date.parse(r.created_at) <= NOW.getTime()).map((r) => r.member_id)).size;
    expect(found.players).toBe(expectedPlayers);
    expect(found.players).toBe(3);
    const latest = rows
      .filter((r) => Date.parse(r.created_at) <= NOW.getTime())
      .sort((x, y) => y.created_at.localeCompare(x.created_at) || y.id - x.id)
      .slice(0, ROAD_LENGTH)
      .map((r) => JSON.parse(r.outcome) as { kind: string; result?: string })
      .filter((o) => o.kind === 'baccarat')
      .map((o) => ({ player: 'P', banker: 'B', tie: 'T' })[o.result!])
      .reverse();
    expect(found.road).toEqual(latest);
    expect(found.road).toEqual(['B', 'T', 'P', 'P', 'B', 'T', 'B', 'P', 'B', 'B', 'P', 'T'].slice(1));

    // A table of another kind keeps no road, whatever was dealt on it.
    const others = answer.list.filter((t) => t.gameClassify !== 'BACCARAT');
    expect(others.length).toBeGreaterThan(0);
    expect(others.every((t) => t.road.length === 0)).toBe(true);
    expect(answer.list.filter((t) => t.roomId !== table.room_id).every((t) => t.players === 0)).toBe(true);
  });
});
