/**
 * Category filters. SPEC §4: BINGO is not a game type but RNG games classified 'BG'; asking for
 * gameType=BINGO is translated here, once, for the list, hot games, winners and vendor counts.
 */
import type { CATEGORY_FILTERS } from '../../src/api/endpoints';

/** SPEC §4: bingo is not a game type of its own but RNG games with this classification. */
export const BINGO_CLASSIFY = 'BG';

/** A category filter of the registry's schemas; 'ALL' is "no filter" (the winner board, some clients). */
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
