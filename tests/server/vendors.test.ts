import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../src/api/endpoints';
import { GAME_CATEGORIES, type GameListValue, type VendorData } from '../../src/api/catalogue-wire';
import { qs, startTestServer, type TestServer } from './helpers';

let server: TestServer;
let data: VendorData;

beforeAll(async () => {
  server = await startTestServer();
  data = await server.value<VendorData>(`${ENDPOINTS.vendors.path}?merchant=DEMO&language=en`);
});
afterAll(() => server.close());

describe('GET /wps/game/vendors', () => {
  it('lists every category in the operator order, each with its vendors', () => {
    expect(data.sorting.map((s) => s.gameCategory)).toEqual([
      'RNG', 'FISH', 'LIVE', 'BINGO', 'PVP', 'INHOUSE', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT',
    ]);
    expect(new Set(data.sorting.map((s) => s.gameCategory))).toEqual(new Set(GAME_CATEGORIES));
    expect(data.sorting.find((s) => s.gameCategory === 'RNG')?.vendorNames.slice(0, 3)).toEqual(['JILI', 'FC', 'PGE']);
    expect(data.sorting.find((s) => s.gameCategory === 'ESPORTS')?.vendorNames).toEqual(['AV', 'AI', 'IMES', 'TF', 'IA']);
    expect(data.sorting.find((s) => s.gameCategory === 'COCKFIGHT')?.vendorNames).toEqual(['SV3', 'DS88', 'DIG', 'WGB', 'WS168']);
    expect(data.sorting.find((s) => s.gameCategory === 'INHOUSE')?.vendorNames).toEqual(['BGS']);
  });

  it('lists TCG_LOTTO_VN under both LOTT and ELOTT', () => {
    expect(data.mapping.LOTT?.map((v) => v.vassalage)).toContain('TCG_LOTTO_VN');
    expect(data.mapping.ELOTT?.map((v) => v.vassalage)).toContain('TCG_LOTTO_VN');
  });

  it('maps each category to vendor entries with icon, classifications and count, in sorting order', () => {
    for (const { gameCategory, vendorNames } of data.sorting) {
      const entries = data.mapping[gameCategory] ?? [];
      expect(entries.map((e) => e.vassalage)).toEqual(vendorNames);
      for (const entry of entries) {
        expect(entry.displayName).toBeTruthy();
        expect(entry.iconUrl).toBe(`/media/vendor/${entry.vassalage}.webp`);
        expect(entry.gameClassify.length).toBeGreaterThan(0);
        expect(entry.gameCount).toBeGreaterThan(0);
      }
    }
  });

  it('gives the BINGO category the vendors with BG games and only their BG classification', () => {
    const bingo = data.mapping.BINGO ?? [];
    expect(bingo.map((e) => e.vassalage)).toEqual(['JILI', 'FC', 'JDB']);
    for (const entry of bingo) expect(entry.gameClassify.map((k) => k.key)).toEqual(['BG']);
  });

  it('counts exactly what the game list returns for that vendor and category', async () => {
    for (const [category, entries] of Object.entries(data.mapping)) {
      for (const entry of entries) {
        const page = await server.value<GameListValue>(
          `${ENDPOINTS.gameList.path}?${qs({ gameType: category, vassalage: entry.vassalage, pageSize: 1 })}`,
        );
        expect(page.totalCount, `${category}/${entry.vassalage}`).toBe(entry.gameCount);
      }
    }
  });

  it('merges classifications across vendors per category, naming the vendors', () => {
    const rngSlot = data.classify.RNG?.find((k) => k.key === 'SLOT');
    expect(rngSlot?.vendors).toEqual(expect.arrayContaining(['JILI', 'FC', 'PGE', 'PP', 'CQ9', 'JDB']));
    const bg = data.classify.RNG?.find((k) => k.key === 'BG');
    expect(bg?.vendors).toEqual(['JILI', 'FC', 'JDB']);
    for (const category of Object.keys(data.mapping)) expect(data.classify[category]?.length).toBeGreaterThan(0);
  });

  it('accepts the merchant from the Merchant header', async () => {
    const { res, body } = await server.get<VendorData>(ENDPOINTS.vendors.path, { headers: { Merchant: 'DEMO' } });
    expect(res.status).toBe(200);
    expect(body.success).toBe(true);
  });
});
