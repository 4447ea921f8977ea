import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../src/api/endpoints';
import type { ListValue, WireGame, Winner } from '../../src/api/catalogue-wire';
import { serverForFile } from './helpers';

const { server } = serverForFile();

describe('GET /wps/game/hot', () => {
  it('lists about 40 hot games in hot-rank order', async () => {
    const { list } = await server.value<ListValue<WireGame>>(`${ENDPOINTS.hotGames.path}?merchantCode=DEMO&language=en&platform=html5`);
    expect(list.length).toBeGreaterThanOrEqual(35);
    expect(list.every((g) => g.isHot)).toBe(true);
    const ranks = await server.db
      .selectFrom('games')
      .select(['node_id', 'hot_rank'])
      .where('hot_rank', 'is not', null)
      .orderBy('hot_rank')
      .execute();
    expect(list.map((g) => g.nodeId)).toEqual(ranks.map((r) => r.node_id));
  });

  it('includes several JILI, FC, PGE and in-house games', async () => {
    const { list } = await server.value<ListValue<WireGame>>(`${ENDPOINTS.hotGames.path}?merchantCode=DEMO`);
    for (const vendor of ['JILI', 'FC', 'PGE', 'BGS']) {
      expect(list.filter((g) => g.vassalage === vendor).length, vendor).toBeGreaterThanOrEqual(3);
    }
  });

  it('limits INHOUSE hot games to in-house vendors (SPEC §4)', async () => {
    const { list } = await server.value<ListValue<WireGame>>(`${ENDPOINTS.hotGames.path}?merchantCode=DEMO&gameType=INHOUSE`);
    expect(list.length).toBeGreaterThan(0);
    expect(new Set(list.map((g) => g.vassalage))).toEqual(new Set(['BGS']));
  });

  it('serves the platform-wide list with isPlatform=2 and no merchant', async () => {
    const { list } = await server.value<ListValue<WireGame>>(`${ENDPOINTS.hotGames.path}?isPlatform=2&language=bn&platform=html5`);
    expect(list.length).toBeGreaterThan(0);
  });
});

describe('GET /wps/game/winners', () => {
  it('returns at most 50 winners by default, highest vo.winAmount first', async () => {
    const { list } = await server.value<ListValue<Winner>>(`${ENDPOINTS.winners.path}?gameCategory=ALL&language=en&limitNum=50`);
    expect(list).toHaveLength(50);
    const amounts = list.map((w) => w.vo.winAmount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect((await server.value<ListValue<Winner>>(ENDPOINTS.winners.path)).list).toHaveLength(50);
  });

  it('honours a smaller limit and returns the top of the same order', async () => {
    const top = (await server.value<ListValue<Winner>>(`${ENDPOINTS.winners.path}?limitNum=50`)).list;
    const five = (await server.value<ListValue<Winner>>(`${ENDPOINTS.winners.path}?limitNum=5`)).list;
    expect(five).toEqual(top.slice(0, 5));
  });

  it('describes each winner with the game and a 2-decimal amount', async () => {
    const { list } = await server.value<ListValue<Winner>>(`${ENDPOINTS.winners.path}?limitNum=10`);
    for (const winner of list) {
      expect(winner.vo.customerName).toMatch(/\*\*\*/);
      expect(winner.vo.iconUrl).toBe(`/media/game/${winner.nodeId}.webp`);
      expect(winner.vo.gameName).toBeTruthy();
      expect(Math.round(winner.vo.winAmount * 100)).toBeCloseTo(winner.vo.winAmount * 100, 6);
      expect(winner.gameType).toBeTruthy();
      expect(winner.vassalage).toBeTruthy();
    }
  });

  it('filters by game category', async () => {
    const { list } = await server.value<ListValue<Winner>>(`${ENDPOINTS.winners.path}?gameCategory=RNG`);
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((w) => w.gameType === 'RNG')).toBe(true);
  });
});
