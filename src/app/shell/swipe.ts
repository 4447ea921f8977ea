/**
 * Swipe-back (SPEC §2: threshold 100 px, no animation). Pure geometry, unit-tested: a touch that
 * starts in the left edge region and travels right at least 100 px, more sideways than vertically.
 */
export const SWIPE_EDGE_PX = 30;
export const SWIPE_THRESHOLD_PX = 100;

export interface Point {
  x: number;
  y: number;
}

export function startsAtEdge(start: Point): boolean {
  return start.x <= SWIPE_EDGE_PX;
}

export function isSwipeBack(start: Point, end: Point): boolean {
  const dx = end.x - start.x;
  const dy = Math.abs(end.y - start.y);
  return startsAtEdge(start) && dx >= SWIPE_THRESHOLD_PX && dy < dx;
}

/** SPEC §2: a 300 ms fade, skipped after a swipe-back and for users who ask for reduced motion. */
export const FADE_MS = 300;

export function shouldAnimate(skipOnce: boolean, reducedMotion: boolean): boolean {
  return !skipOnce && !reducedMotion;
}
