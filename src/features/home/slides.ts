/** Home game list blocks (SPEC §2): how many tiles a slide holds, and the slides (first chunk). */

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
