/**
 * The ticker's motion (SPEC §2 notice ticker), as numbers the CSS animation takes: no script runs
 * per frame. The track enters at the window's right edge and leaves past its left edge, so one
 * pass covers the window's width plus the track's own, at a constant speed.
 */

/** Pixels per second the ticker moves. */
export const TICKER_SPEED_PX_S = 40;

/** The duration of one pass, in seconds (0 when there is nothing to move). */
export function tickerDurationS(windowWidth: number, trackWidth: number, speedPxS = TICKER_SPEED_PX_S): number {
  const distance = Math.max(0, windowWidth) + Math.max(0, trackWidth);
  if (!distance || speedPxS <= 0) return 0;
  return Math.round((distance / speedPxS) * 1000) / 1000;
}
