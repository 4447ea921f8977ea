/**
 * The game lists home shows (SPEC §2 "Home game area"): which server queries fill them.
 * Views read the same filters from Dexie; this is what keeps those rows fresh.
 */
export interface ListFilter {
  gameType?: string;
  vassalage?: string;
  gameClassify?: string;
  /** The "new games" tab (SPEC §3 selection type new). */
  isNew?: boolean;
  /** Name search: the server matches case-insensitively anywhere in the name. */
  gameName?: string;
}

/** SPEC §2: provider rows JILI, FC and PGE, slots, bingo (RNG with classification BG, §4), fish. */
export const HOME_LISTS = {
  jili: { vassalage: 'JILI' },
  fc: { vassalage: 'FC' },
  pge: { vassalage: 'PGE' },
  slots: { gameType: 'RNG' },
  bingo: { gameType: 'RNG', gameClassify: 'BG' },
  fish: { gameType: 'FISH' },
} as const satisfies Record<string, ListFilter>;

export function listKey(filter: ListFilter, language: string): string {
  const parts = Object.entries({ ...filter, language })
    .filter(([, value]) => value)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, value]) => `${name}=${value}`);
  return `games?${parts.join('&')}`;
}
