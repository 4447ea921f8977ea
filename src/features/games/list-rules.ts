/**
 * The game-list rules of SPEC §4 as pure functions over one list state, so every screen that
 * lists games (provider list, category pages, game centre) follows them alike and they are
 * unit-tested without a DOM (tests/page/list-rules.test.ts).
 */
import { prizeModeOf, type PrizeMode } from '../../api/lottery-rules';
import type { ListFilter } from '../../api/game-lists';
import { GAME_CENTRE_DEFAULT_CATEGORY } from '../../routes';

// The tile's rule lives apart (first chunk), so the rest of this module stays lazy.
export { NO_HEART_TYPES, showsHeart } from './tile-rules';

/** SPEC §3 "Game selection types"; SEARCH is how a name search shows (it is ALL plus a name). */
export type DataType = 'ALL' | 'FAV' | 'HOT' | 'RECENT' | 'NEW';

export interface ListState {
  /** Category code (RNG, FISH, …), or HOT / HOME in the game centre sidebar. */
  category: string;
  /** Provider code; '' means every vendor (SPEC §2 "Tab strip of vendors"). */
  vassalage: string;
  dataType: DataType;
  /** Classification key; '' is the "all" tab. */
  classify: string;
  gameName: string;
  page: number;
}

/** SPEC §4 "Defaults: category HOT, data type ALL". */
export const DEFAULT_CATEGORY = GAME_CENTRE_DEFAULT_CATEGORY;
export const BINGO_CLASSIFY = 'BG';
/** SPEC §9 in-house vendor codes. */
export const IN_HOUSE_VENDORS: readonly string[] = ['BGS'];
/** SPEC §9 codes: sports is split into these two groups (SPEC §4). */
export const ESPORTS_VENDORS: readonly string[] = ['AV', 'AI', 'IMES', 'TF', 'IA'];
export const COCKFIGHT_VENDORS: readonly string[] = ['SV3', 'DS88', 'DIG', 'WGB', 'WS168'];
/** Categories whose page lists vendors rather than games (SPEC §2 home sidebar). */
export const VENDOR_LIST_CATEGORIES: readonly string[] = ['ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT', 'SPORTS'];

/** Category + classification after the BINGO rule: bingo starts as RNG classified BG (SPEC §4). */
function categoryFields(category: string): Pick<ListState, 'category' | 'classify'> {
  return category === 'BINGO' ? { category: 'RNG', classify: BINGO_CLASSIFY } : { category, classify: '' };
}

export function initialListState(init: Partial<ListState> = {}): ListState {
  const { category, classify } = categoryFields(init.category || DEFAULT_CATEGORY);
  return {
    vassalage: '',
    dataType: 'ALL',
    gameName: '',
    ...init,
    category,
    classify: init.classify ?? classify,
    page: 1,
  };
}

/** SPEC §2 category tab menu: clears vassalage, resets data type to ALL, sets the category. */
export function selectCategory(state: ListState, category: string): ListState {
  return { ...state, ...categoryFields(category), vassalage: '', dataType: 'ALL', gameName: '', page: 1 };
}

/** Choosing a vendor returns data type to ALL (and, like every filter change, page 1). */
export function selectVendor(state: ListState, vassalage: string): ListState {
  return { ...state, vassalage, dataType: 'ALL', page: 1 };
}

/** Searching returns data type to ALL. */
export function search(state: ListState, gameName: string): ListState {
  return { ...state, gameName: gameName.trim(), dataType: 'ALL', page: 1 };
}

/** Choosing a data type clears the classification. */
export function selectDataType(state: ListState, dataType: DataType): ListState {
  return { ...state, dataType, classify: '', page: 1 };
}

/** A classification tab: '' is "all"; any tab is a filter change, so page 1. */
export function selectClassify(state: ListState, classify: string): ListState {
  return { ...state, classify, dataType: 'ALL', page: 1 };
}

/** More pages exist while the current page is below the total. */
/**
 * Which type a provider's list opens on (SPEC §2 provider game list): the link's, else the vendor's
 * first in the operator's order. `deciding` while that order is not on the device yet and may
 * still come (the catalogue not stored, its sync not failed): the grid waits rather than show every
 * game of the vendor and swap them for one type's under the player's thumb.
 */
export function providerOpening(input: {
  vassalage: string;
  gameType: string;
  categories: readonly { gameCategory: string }[];
  vendorCategories: readonly { vassalage: string; gameCategory: string }[];
  catalogueStored: boolean;
  catalogueMayCome: boolean;
}): { category: string; deciding: boolean } {
  const { vassalage, gameType, categories, vendorCategories } = input;
  const own = categories.find((c) => vendorCategories.some((v) => v.vassalage === vassalage && v.gameCategory === c.gameCategory));
  return {
    category: gameType || own?.gameCategory || '',
    deciding: !gameType && !input.catalogueStored && input.catalogueMayCome,
  };
}

export function hasMore(page: number, totalPages: number): boolean {
  return page < totalPages;
}

/** The next page to ask for, or null at the end. */
export function nextPage(state: ListState, totalPages: number): ListState | null {
  return hasMore(state.page, totalPages) ? { ...state, page: state.page + 1 } : null;
}

/** Page 1 replaces the list; later pages append, skipping games already shown (also for recent). */
export function mergePage<T extends { nodeId: number }>(list: readonly T[], incoming: readonly T[], pageNo: number): T[] {
  if (pageNo <= 1) return [...incoming];
  const seen = new Set(list.map((game) => game.nodeId));
  return [...list, ...incoming.filter((game) => !seen.has(game.nodeId))];
}

/** The server query for a list state (ALL and NEW are server lists; FAV, RECENT, HOT are personal or hot lists). */
export function serverFilter(state: ListState): ListFilter {
  const filter: ListFilter = {};
  if (state.category && state.category !== DEFAULT_CATEGORY && state.category !== 'HOME') filter.gameType = state.category;
  if (state.vassalage) filter.vassalage = state.vassalage;
  if (state.classify) filter.gameClassify = state.classify;
  if (state.dataType === 'NEW') filter.isNew = true;
  if (state.gameName) filter.gameName = state.gameName;
  return filter;
}

/** SPEC §4: for INHOUSE, hot games are limited to in-house vendors. */
export function hotGamesFor<G extends { gameType: string; vassalage: string }>(games: readonly G[], category: string): G[] {
  if (category === 'INHOUSE') return games.filter((g) => IN_HOUSE_VENDORS.includes(g.vassalage));
  if (!category || category === DEFAULT_CATEGORY || category === 'HOME') return [...games];
  return games.filter((g) => g.gameType === category);
}

/** SPEC §4: sports vendors split into the ESPORTS and COCKFIGHT groups; the rest stay SPORTS. */
export function splitSports<V extends { vassalage: string }>(vendors: readonly V[]): Record<'SPORTS' | 'ESPORTS' | 'COCKFIGHT', V[]> {
  const groups = { SPORTS: [] as V[], ESPORTS: [] as V[], COCKFIGHT: [] as V[] };
  for (const vendor of vendors) {
    if (ESPORTS_VENDORS.includes(vendor.vassalage)) groups.ESPORTS.push(vendor);
    else if (COCKFIGHT_VENDORS.includes(vendor.vassalage)) groups.COCKFIGHT.push(vendor);
    else groups.SPORTS.push(vendor);
  }
  return groups;
}

/** SPEC §4: prize mode ELOTT when the mapping has an ELOTT entry for TCG_LOTTO_VN or LOTT, else LOTT. */
export function prizeMode(mapping: Record<string, readonly { vassalage: string }[]> | undefined): PrizeMode {
  return prizeModeOf((mapping?.ELOTT ?? []).map((entry) => entry.vassalage));
}

/** SPEC §2 classification menu: all (empty key), new games, then the type's classifications. */
export interface ClassifyTab {
  key: string;
  /** 'all' and 'new' are translated by the view; others carry the server's display name. */
  kind: 'all' | 'new' | 'classify';
  label: string;
}
export function classifyTabs(classifications: readonly { key: string; displayName: string }[]): ClassifyTab[] {
  return [
    { key: '', kind: 'all', label: '' },
    { key: 'NEW', kind: 'new', label: '' },
    ...classifications.map(({ key, displayName }) => ({ key, kind: 'classify' as const, label: displayName })),
  ];
}

/** Which tab is active: NEW is a data type, the rest are classifications. */
export function activeTab(state: ListState): string {
  return state.dataType === 'NEW' ? 'NEW' : state.classify;
}

/** Apply a tab: "new games" is the NEW data type (which clears the classification). */
export function selectTab(state: ListState, key: string): ListState {
  return key === 'NEW' ? selectDataType(state, 'NEW') : selectClassify(state, key);
}

/** Case-insensitive name filter (hot games list, provider list). */
export function matchesName(name: string, text: string): boolean {
  const needle = text.trim().toLowerCase();
  return !needle || name.toLowerCase().includes(needle);
}
