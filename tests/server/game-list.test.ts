import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../src/api/endpoints';
import type { GameListValue, WireGame } from '../../src/api/catalogue-wire';
import { qs, startTestServer, type TestServer } from './helpers';

const GAMES = 600;
let server: TestServer;
const list = (params: Record<string, string | number | boolean | undefined>) =>
  server.value<GameListValue>(`${ENDPOINTS.gameList.path}?${qs({ merchant: 'DEMO', platform: 'html5', language: 'en', ...params })}`);

/** Every game matching a filter, by walking all pages. */
async function all(params: Record<string, string | number | boolean | undefined>): Promise<WireGame[]> {
  const games: WireGame[] = [];
  for (let pageNo = 1; ; pageNo += 1) {
    const page = await list({ ...params, pageNo, pageSize: 200 });
    games.push(...page.games);
    if (pageNo >= page.totalPages) return games;
  }
}

beforeAll(async () => {
  server = await startTestServer({ games: GAMES });
});
afterAll(() => server.close());

describe('GET /wps/game/list paging', () => {
  it('defaults to page 1 of 36 games and reports the totals', async () => {
    const page = await server.value<GameListValue>(ENDPOINTS.gameList.path);
    expect(page.pageNum).toBe(1);
    expect(page.games).toHaveLength(36);
    expect(page.totalCount).toBe(GAMES);
    expect(page.totalPages).toBe(Math.ceil(GAMES / 36));
  });

  it('computes totalPages as ceil(totalCount / pageSize) and fills the last page with the rest', async () => {
    const first = await list({ pageNo: 1, pageSize: 70 });
    expect(first.totalPages).toBe(Math.ceil(GAMES / 70));
    const last = await list({ pageNo: first.totalPages, pageSize: 70 });
    expect(last.pageNum).toBe(first.totalPages);
    expect(last.games).toHaveLength(GAMES - 70 * (first.totalPages - 1));
  });

  it('answers an empty page past the end, with the same totals', async () => {
    const beyond = await list({ pageNo: 99, pageSize: 36 });
    expect(beyond).toMatchObject({ games: [], pageNum: 99, totalCount: GAMES, totalPages: Math.ceil(GAMES / 36) });
  });

  it('walks every game exactly once, ordered by sort then nodeId', async () => {
    const games = await all({});
    expect(games).toHaveLength(GAMES);
    expect(new Set(games.map((g) => g.nodeId)).size).toBe(GAMES);
    const ordered = [...games].sort((a, b) => a.sort - b.sort || a.nodeId - b.nodeId);
    expect(games.map((g) => g.nodeId)).toEqual(ordered.map((g) => g.nodeId));
  });

  it('accepts the largest page size, 200', async () => {
    expect((await list({ pageSize: 200 })).games).toHaveLength(200);
  });

  it('returns complete wire games', async () => {
    const [game] = (await list({ pageSize: 1 })).games;
    expect(game).toEqual({
      nodeId: expect.any(Number),
      gameId: expect.any(String),
      gameType: expect.any(String),
      gameCategory: expect.any(String),
      vassalage: expect.any(String),
      gameName: expect.any(String),
      displayName: expect.any(String),
      nodeName: expect.any(String),
      showIcon: true,
      iconUrl: expect.stringMatching(/^\/media\/game\/\d+\.webp$/),
      mobileLargeIcon: expect.stringMatching(/^\/media\/game\/\d+\.webp$/),
      gameCode: expect.any(String),
      supportPlay: expect.any(Boolean),
      freeplay: expect.any(Boolean),
      isGameH5: true,
      lottoMode: null,
      roomId: null,
      gameClassify: expect.any(String),
      isNew: expect.any(Boolean),
      isHot: expect.any(Boolean),
      sort: expect.any(Number),
    });
  });
});

describe('GET /wps/game/list filters', () => {
  it('filters by gameType (category)', async () => {
    const fish = await all({ gameType: 'FISH' });
    expect(fish.length).toBeGreaterThan(0);
    expect(fish.every((g) => g.gameType === 'FISH' && g.gameCategory === 'FISH')).toBe(true);
    const lott = await all({ gameType: 'LOTT' });
    expect(lott.every((g) => g.vassalage === 'TCG_LOTTO_VN' && g.lottoMode === 'Lott')).toBe(true);
  });

  it('filters by vassalage (vendor) and combines with gameType', async () => {
    const jili = await all({ vassalage: 'JILI' });
    expect(new Set(jili.map((g) => g.vassalage))).toEqual(new Set(['JILI']));
    const jiliFish = await all({ vassalage: 'JILI', gameType: 'FISH' });
    expect(jiliFish.length).toBe(jili.filter((g) => g.gameType === 'FISH').length);
  });

  it('filters by gameClassify; bingo is RNG with classification BG (SPEC §4)', async () => {
    const bingo = await all({ gameType: 'RNG', gameClassify: 'BG' });
    expect(bingo.length).toBeGreaterThan(0);
    expect(bingo.every((g) => g.gameType === 'RNG' && g.gameClassify === 'BG')).toBe(true);
    const alias = await all({ gameType: 'BINGO' });
    expect(alias.map((g) => g.nodeId)).toEqual(bingo.map((g) => g.nodeId));
  });

  it('treats an empty gameClassify as "all" (the classification menu\'s first tab)', async () => {
    const page = await list({ gameType: 'RNG', gameClassify: '' });
    const plain = await list({ gameType: 'RNG' });
    expect(page.totalCount).toBe(plain.totalCount);
  });

  it('filters by isNew in both directions', async () => {
    const fresh = await all({ isNew: true });
    const old = await list({ isNew: false });
    expect(fresh.length).toBeGreaterThan(0);
    expect(fresh.every((g) => g.isNew)).toBe(true);
    expect(fresh.length + old.totalCount).toBe(GAMES);
    expect((await list({ isNew: '1' })).totalCount).toBe(fresh.length);
  });

  it('filters by gameName, case-insensitively, anywhere in the name', async () => {
    const games = await all({});
    const target = games.find((g) => g.gameName.includes(' '))!;
    const word = target.gameName.split(' ')[1]!;
    const expected = games.filter((g) => g.gameName.toLowerCase().includes(word.toLowerCase()));
    const upper = await all({ gameName: word.toUpperCase() });
    const lower = await all({ gameName: word.toLowerCase() });
    expect(upper.map((g) => g.nodeId).sort()).toEqual(expected.map((g) => g.nodeId).sort());
    expect(lower.map((g) => g.nodeId).sort()).toEqual(expected.map((g) => g.nodeId).sort());
  });

  it('matches LIKE wildcards in the search text literally', async () => {
    expect((await list({ gameName: '%' })).totalCount).toBe(0);
    expect((await list({ gameName: '_' })).totalCount).toBe(0);
    expect((await list({ gameName: 'PK10' })).totalCount).toBe(1);
  });

  it('answers an unknown vendor with an empty list', async () => {
    expect(await list({ vassalage: 'NOPE' })).toEqual({ games: [], pageNum: 1, totalPages: 0, totalCount: 0 });
  });

  it('accepts lower-case categories', async () => {
    expect((await list({ gameType: 'fish' })).totalCount).toBe((await list({ gameType: 'FISH' })).totalCount);
  });
});
