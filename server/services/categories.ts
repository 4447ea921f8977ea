/**
 * Category filters. SPEC §4: BINGO is not a game type but RNG games classified 'BG'; asking for
 * gameType=BINGO is translated here, once, for the list, hot games, winners and vendor counts.
 */
import { GAME_CATEGORIES } from '../../src/api/wire';

/** SPEC §4: bingo is not a game type of its own but RNG games with this classification. */
export const BINGO_CLASSIFY = 'BG';

/** 'ALL' is how the winner board (and some clients) say "no category filter". */
export const CATEGORY_FILTERS = [...GAME_CATEGORIES, 'ALL'] as const;
export type CategoryFilter = (typeof CATEGORY_FILTERS)[number];

export interface StoredCategory {
  category: string;
  classify?: string;
}

export function storedCategory(filter: CategoryFilter | undefined): StoredCategory | undefined {
  if (filter === undefined || filter === 'ALL') return undefined;
  if (filter === 'BINGO') return { category: 'RNG', classify: BINGO_CLASSIFY };
  return { category: filter };
}
