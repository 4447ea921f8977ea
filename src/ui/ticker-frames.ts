/** SPEC §2 ticker: 30 fps — a frame is drawn only when a 30th of a second has passed. */
export const TICKER_FRAME_MS = 1000 / 30;

export function shouldDrawFrame(now: number, lastDrawn: number): boolean {
  // A little slack: rAF at 60 Hz lands at 16.7 ms steps, so 33.3 ms can arrive as 33.2.
  return now - lastDrawn >= TICKER_FRAME_MS - 1;
}
