/** Rules the game tile and home's list blocks need (first chunk): kept out of list-rules.ts. */

/** SPEC §2: no favourite heart on lottery games. */
export const NO_HEART_TYPES: readonly string[] = ['LOTT', 'ELOTT'];

/** SPEC §2: the heart is hidden for lottery types. */
export function showsHeart(gameType: string): boolean {
  return !NO_HEART_TYPES.includes(gameType);
}

/** SPEC §2 popular-recommend block: 3 per slide when fewer than 6 games, else 6. */
export function perSlide(count: number, popular: boolean): number {
  if (!popular) return 3;
  return count < 6 ? 3 : 6;
}

/** Games grouped into slides of `size`. */
export function toSlides<T>(items: readonly T[], size: number): T[][] {
  const slides: T[][] = [];
  for (let i = 0; i < items.length; i += size) slides.push(items.slice(i, i + size));
  return slides;
}
