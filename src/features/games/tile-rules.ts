/** The game tile's rule (first chunk, with the tile): kept out of list-rules.ts. */

/** SPEC §2: no favourite heart on lottery games. */
export const NO_HEART_TYPES: readonly string[] = ['LOTT', 'ELOTT'];

/**
 * SPEC §2: the heart is hidden for lottery types; SPEC §6: and for a trial guest, who keeps no
 * favourites (the server refuses them).
 */
export function showsHeart(gameType: string, trial = false): boolean {
  return !trial && !NO_HEART_TYPES.includes(gameType);
}
