import { describe, expect, it } from 'vitest';
import {
  classifyTabs,
  hasMore,
  hotGamesFor,
  initialListState,
  matchesName,
  mergePage,
  nextPage,
  prizeMode,
  providerOpening,
  search,
  selectCategory,
  selectClassify,
  selectDataType,
  selectTab,
  selectVendor,
  serverFilter,
  showsHeart,
  splitSports,
} from '../../src/features/games/list-rules';

const on = (patch = {}) => ({ ...initialListState({ category: 'RNG', vassalage: 'JILI' }), page: 4, ...patch });
const g = (nodeId: number, extra = {}) => ({ nodeId, gameType: 'RNG', vassalage: 'JILI', ...extra });

describe('game list rules (SPEC §4)', () => {
  it('defaults to category HOT and data type ALL on page 1', () => {
    expect(initialListState()).toMatchObject({ category: 'HOT', dataType: 'ALL', page: 1, classify: '', vassalage: '' });
  });

  it('starts BINGO as type RNG with classification BG', () => {
    expect(initialListState({ category: 'BINGO' })).toMatchObject({ category: 'RNG', classify: 'BG' });
    expect(selectCategory(on(), 'BINGO')).toMatchObject({ category: 'RNG', classify: 'BG', page: 1 });
    expect(serverFilter(initialListState({ category: 'BINGO' }))).toEqual({ gameType: 'RNG', gameClassify: 'BG' });
  });

  it('resets to page 1 on every filter change', () => {
    for (const next of [selectVendor(on(), 'FC'), search(on(), 'fish'), selectDataType(on(), 'NEW'), selectClassify(on(), 'SLOT'), selectCategory(on(), 'FISH')]) {
      expect(next.page).toBe(1);
    }
  });

  it('returns the data type to ALL when a vendor is chosen or a search is made', () => {
    expect(selectVendor(on({ dataType: 'FAV' }), 'FC')).toMatchObject({ vassalage: 'FC', dataType: 'ALL' });
    expect(search(on({ dataType: 'HOT' }), '  Fortune ')).toMatchObject({ gameName: 'Fortune', dataType: 'ALL' });
  });

  it('clears the classification when a data type is chosen', () => {
    expect(selectDataType(on({ classify: 'SLOT' }), 'RECENT')).toMatchObject({ dataType: 'RECENT', classify: '' });
  });

  it('the category tab menu clears the vendor and resets the data type', () => {
    expect(selectCategory(on({ dataType: 'FAV' }), 'FISH')).toMatchObject({ category: 'FISH', vassalage: '', dataType: 'ALL' });
  });

  it('loads more only while the page is below the total pages', () => {
    expect(hasMore(1, 3)).toBe(true);
    expect(hasMore(3, 3)).toBe(false);
    expect(nextPage(on({ page: 2 }), 3)?.page).toBe(3);
    expect(nextPage(on({ page: 3 }), 3)).toBeNull();
  });

  it('replaces the list on page 1 and appends later pages without repeats', () => {
    expect(mergePage([g(1), g(2)], [g(3)], 1)).toEqual([g(3)]);
    expect(mergePage([g(1), g(2)], [g(2), g(3)], 2).map((x) => x.nodeId)).toEqual([1, 2, 3]);
  });

  it('limits INHOUSE hot games to in-house vendors', () => {
    const hot = [g(1, { vassalage: 'BGS', gameType: 'INHOUSE' }), g(2, { gameType: 'INHOUSE' }), g(3)];
    expect(hotGamesFor(hot, 'INHOUSE').map((x) => x.nodeId)).toEqual([1]);
    expect(hotGamesFor(hot, 'RNG').map((x) => x.nodeId)).toEqual([3]);
    expect(hotGamesFor(hot, 'HOT')).toHaveLength(3);
  });

  it('splits sports into ESPORTS and COCKFIGHT groups', () => {
    const groups = splitSports([{ vassalage: 'SABA' }, { vassalage: 'IMES' }, { vassalage: 'SV3' }, { vassalage: 'WS168' }]);
    expect(groups.ESPORTS.map((v) => v.vassalage)).toEqual(['IMES']);
    expect(groups.COCKFIGHT.map((v) => v.vassalage)).toEqual(['SV3', 'WS168']);
    expect(groups.SPORTS.map((v) => v.vassalage)).toEqual(['SABA']);
  });

  it('uses prize mode ELOTT when the mapping has an ELOTT entry for TCG_LOTTO_VN or LOTT, else LOTT', () => {
    expect(prizeMode({ ELOTT: [{ vassalage: 'TCG_LOTTO_VN' }] })).toBe('ELOTT');
    expect(prizeMode({ ELOTT: [{ vassalage: 'LOTT' }] })).toBe('ELOTT');
    expect(prizeMode({ ELOTT: [{ vassalage: 'OTHER' }], LOTT: [{ vassalage: 'TCG_LOTTO_VN' }] })).toBe('LOTT');
    expect(prizeMode(undefined)).toBe('LOTT');
  });

  it('builds classification tabs: all, new games, then the type’s classifications', () => {
    const tabs = classifyTabs([{ key: 'SLOT', displayName: 'Slots' }]);
    expect(tabs.map((t) => t.key)).toEqual(['', 'NEW', 'SLOT']);
    expect(selectTab(on({ classify: 'SLOT' }), 'NEW')).toMatchObject({ dataType: 'NEW', classify: '' });
    expect(serverFilter(selectTab(on(), 'NEW'))).toMatchObject({ isNew: true });
  });

  it('asks the server for the list state it shows', () => {
    expect(serverFilter(search(on({ classify: 'SLOT' }), 'ox'))).toEqual({ gameType: 'RNG', vassalage: 'JILI', gameClassify: 'SLOT', gameName: 'ox' });
    expect(serverFilter(initialListState())).toEqual({});
  });

  it('filters names case-insensitively', () => {
    expect(matchesName('Fortune Gems', 'GEM')).toBe(true);
    expect(matchesName('Fortune Gems', 'ox')).toBe(false);
    expect(matchesName('Anything', '  ')).toBe(true);
  });

  it('hides the heart for lottery types', () => {
    expect(showsHeart('LOTT')).toBe(false);
    expect(showsHeart('ELOTT')).toBe(false);
    expect(showsHeart('RNG')).toBe(true);
    // SPEC §6: a trial guest keeps no favourites, whatever the game.
    expect(showsHeart('RNG', true)).toBe(false);
  });
});

describe('providerOpening', () => {
  const categories = [{ gameCategory: 'LIVE' }, { gameCategory: 'RNG' }, { gameCategory: 'FISH' }];
  const vendorCategories = [
    { vassalage: 'JILI', gameCategory: 'FISH' },
    { vassalage: 'JILI', gameCategory: 'RNG' },
    { vassalage: 'EVO', gameCategory: 'LIVE' },
  ];
  const base = { vassalage: 'JILI', gameType: '', categories, vendorCategories, catalogueStored: true, catalogueMayCome: true };

  it("opens on the vendor's first type in the operator's order", () => {
    expect(providerOpening(base)).toEqual({ category: 'RNG', deciding: false });
  });

  it("opens on the link's type whatever the catalogue holds", () => {
    expect(providerOpening({ ...base, gameType: 'FISH' })).toEqual({ category: 'FISH', deciding: false });
    expect(providerOpening({ ...base, gameType: 'FISH', categories: [], vendorCategories: [], catalogueStored: false })).toEqual({ category: 'FISH', deciding: false });
  });

  it('waits while the catalogue is not stored and may still come', () => {
    expect(providerOpening({ ...base, categories: [], vendorCategories: [], catalogueStored: false })).toEqual({ category: '', deciding: true });
  });

  it('goes on with every game of the vendor when the catalogue cannot come (offline first visit)', () => {
    expect(providerOpening({ ...base, categories: [], vendorCategories: [], catalogueStored: false, catalogueMayCome: false })).toEqual({ category: '', deciding: false });
  });

  it('does not wait for a vendor the stored catalogue does not know', () => {
    expect(providerOpening({ ...base, vassalage: 'NOPE' })).toEqual({ category: '', deciding: false });
  });
});
