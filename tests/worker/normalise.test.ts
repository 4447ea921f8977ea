import { describe, expect, it } from 'vitest';
import type { VendorData, WireGame, Winner } from '../../src/api/catalogue-wire';
import { toAnnouncementRows, toGameRow, toVendorRows, toWinnerRows } from '../../src/db/normalise';

const wireGame: WireGame = {
  nodeId: 7, gameId: 'g7', gameType: 'RNG', gameCategory: 'RNG', vassalage: 'JILI',
  gameName: 'Golden Empire', displayName: '', nodeName: 'Golden Empire Node', showIcon: true,
  iconUrl: '/media/game/7.svg', mobileLargeIcon: '', gameCode: 'GE', supportPlay: true, freeplay: false,
  isGameH5: true, lottoMode: null, roomId: null, gameClassify: 'SLOT', isNew: true, isHot: false, sort: 3,
};

describe('sync normalisation', () => {
  it('turns a wire game into an indexable row with 0/1 flags and a lower-case name key', () => {
    const row = toGameRow(wireGame, 42, 5);
    expect(row).toMatchObject({
      nodeId: 7, displayName: 'Golden Empire', nameKey: 'golden empire', isNew: 1, supportPlay: 1,
      freeplay: 0, hotRank: 5, syncedAt: 42, gameClassify: 'SLOT',
    });
  });

  it('keeps the operator order of categories and vendors from the sorting list', () => {
    const data: VendorData = {
      sorting: [
        { gameCategory: 'RNG', vendorNames: ['PGE', 'JILI'] },
        { gameCategory: 'FISH', vendorNames: ['JILI', 'FC'] },
      ],
      mapping: {
        RNG: [
          { vassalage: 'JILI', displayName: 'Jili', iconUrl: '/j', gameClassify: [{ key: 'SLOT', displayName: 'Slots', vendors: ['JILI'] }], gameCount: 10 },
          { vassalage: 'PGE', displayName: 'PG', iconUrl: '/p', gameClassify: [], gameCount: 4 },
        ],
        FISH: [{ vassalage: 'FC', displayName: 'Fa Chai', iconUrl: '/f', gameClassify: [], gameCount: 2 }],
      },
      classify: {},
    };
    const rows = toVendorRows(data);
    expect(rows.categories.map((c) => c.gameCategory)).toEqual(['RNG', 'FISH']);
    expect([...rows.vendors].sort((a, b) => a.sort - b.sort).map((v) => v.vassalage)).toEqual(['PGE', 'JILI', 'FC']);
    const rng = rows.vendorCategories.filter((v) => v.gameCategory === 'RNG').sort((a, b) => a.sort - b.sort);
    expect(rng.map((v) => v.vassalage)).toEqual(['PGE', 'JILI']);
    expect(rng[1]!.gameClassify).toEqual([{ key: 'SLOT', displayName: 'Slots' }]);
  });

  it('sorts winners by win amount, highest first, and ranks them', () => {
    const winner = (winAmount: number): Winner => ({
      vo: { iconUrl: '', customerName: 'x', gameName: 'g', winAmount }, gameType: 'RNG', nodeId: 1, vassalage: 'JILI',
    });
    const rows = toWinnerRows([winner(5), winner(50.5), winner(20)]);
    expect(rows.map((r) => [r.rank, r.vo.winAmount])).toEqual([[1, 50.5], [2, 20], [3, 5]]);
  });

  it('files announcements by the group the server put them in', () => {
    const a = { id: 1, title: 't', content: '<b>x</b>', startDate: '2026-01-01', read: false };
    const rows = toAnnouncementRows({ player: [a], popup: [{ ...a, id: 2 }] }, 'en');
    expect(rows.map((r) => [r.id, r.kind, r.language])).toEqual([[1, 'player', 'en'], [2, 'popup', 'en']]);
  });
});
