/**
 * What each category page of SPEC §2 shows: its category, its banner group, and whether it lists
 * games or vendors. Pure data, so the route table and the pages agree.
 */
export interface CategoryPageSpec {
  category: string;
  bannerGroup: string;
  kind: 'games' | 'vendors' | 'hot' | 'favourites' | 'search';
}

export const CATEGORY_PAGES: Record<string, CategoryPageSpec> = {
  '/m/slot-games': { category: 'RNG', bannerGroup: 'm_rng', kind: 'games' },
  '/m/live-games': { category: 'LIVE', bannerGroup: 'm_live', kind: 'games' },
  '/m/fishing-games': { category: 'FISH', bannerGroup: 'm_fish', kind: 'games' },
  '/m/poker-games': { category: 'PVP', bannerGroup: 'm_pvp', kind: 'games' },
  '/m/inHouse': { category: 'INHOUSE', bannerGroup: 'm_game', kind: 'games' },
  '/m/lott': { category: 'LOTT', bannerGroup: 'm_lott', kind: 'vendors' },
  '/m/elott': { category: 'ELOTT', bannerGroup: 'm_elott', kind: 'vendors' },
  '/m/sport-games': { category: 'SPORTS', bannerGroup: 'm_sports', kind: 'vendors' },
  '/m/in-play': { category: 'SPORTS', bannerGroup: 'm_sports', kind: 'vendors' },
  '/m/hot-games': { category: 'HOT', bannerGroup: 'm_game', kind: 'hot' },
  '/m/fav-games': { category: 'HOT', bannerGroup: 'm_game', kind: 'favourites' },
  '/m/search-games': { category: '', bannerGroup: 'm_game', kind: 'search' },
};

/** SPEC §3 banner types per game type (search pages take theirs from the gameType query). */
const BANNER_BY_TYPE: Record<string, string> = {
  RNG: 'm_rng', BINGO: 'm_rng', LIVE: 'm_live', FISH: 'm_fish', PVP: 'm_pvp', LOTT: 'm_lott', ELOTT: 'm_elott',
  SPORTS: 'm_sports', ESPORTS: 'm_sports', COCKFIGHT: 'm_sports',
};
export function bannerGroupFor(gameType: string): string {
  return BANNER_BY_TYPE[gameType] ?? 'm_game';
}
