/**
 * The slider captcha's arithmetic, kept apart from the sheet so it can be checked without a DOM.
 * The answer is always in the background image's own pixels (what the server checks); the sheet
 * shows the image scaled to its width, so a drag in screen pixels is divided by the scale.
 */

/** Arrow keys move the piece 2 px of the background, with Shift 10 px. */
export const KEY_STEP = 2;
export const KEY_STEP_LARGE = 10;

/** The largest answer: the piece's left edge when its right edge meets the background's. */
export function maxSliderX(width: number, pieceSize: number): number {
  return Math.max(0, width - pieceSize);
}

/** A position rounded to whole background pixels and kept on the image. */
export function clampSliderX(x: number, max: number): number {
  return Math.min(max, Math.max(0, Math.round(x)));
}

/** Shown width over the image's own width (1 before the sheet is measured). */
export function sliderScale(shownWidth: number, width: number): number {
  return shownWidth > 0 && width > 0 ? shownWidth / width : 1;
}

/** Where a drag that started at `startX` stands after the pointer moved `deltaPx` on screen. */
export function dragX(startX: number, deltaPx: number, scale: number, max: number): number {
  return clampSliderX(startX + deltaPx / scale, max);
}

/** The next position for a key, or null when the key does not move the piece. */
export function keyX(key: string, shift: boolean, x: number, max: number): number | null {
  const step = shift ? KEY_STEP_LARGE : KEY_STEP;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return clampSliderX(x + step, max);
    case 'ArrowLeft':
    case 'ArrowDown':
      return clampSliderX(x - step, max);
    case 'Home':
      return 0;
    case 'End':
      return max;
    default:
      return null;
  }
}
