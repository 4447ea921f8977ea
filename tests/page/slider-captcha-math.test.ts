/** The slider captcha's arithmetic: answers stay in the background's pixels whatever width it is shown at. */
import { describe, expect, it } from 'vitest';
import { clampSliderX, dragX, keyX, maxSliderX, sliderScale } from '../../src/ui/SliderCaptchaMath';

describe('slider captcha arithmetic', () => {
  it('keeps the piece on the picture, in whole pixels', () => {
    expect(maxSliderX(280, 44)).toBe(236);
    expect(maxSliderX(40, 44)).toBe(0);
    expect(clampSliderX(-5, 236)).toBe(0);
    expect(clampSliderX(300, 236)).toBe(236);
    expect(clampSliderX(100.6, 236)).toBe(101);
  });

  it('turns a drag on screen into background pixels by the shown scale', () => {
    const scale = sliderScale(316, 280);
    expect(scale).toBeCloseTo(1.12857, 4);
    // The piece's gap at 150 px of the background is 169.3 px along on screen.
    expect(dragX(0, 150 * scale, scale, 236)).toBe(150);
    expect(dragX(20, -40 * scale, scale, 236)).toBe(0);
    expect(dragX(0, 9999, scale, 236)).toBe(236);
    // Not measured yet: one to one.
    expect(sliderScale(0, 280)).toBe(1);
  });

  it('moves 2 px per arrow, 10 with Shift, and jumps with Home and End', () => {
    expect(keyX('ArrowRight', false, 10, 236)).toBe(12);
    expect(keyX('ArrowRight', true, 10, 236)).toBe(20);
    expect(keyX('ArrowLeft', false, 1, 236)).toBe(0);
    expect(keyX('ArrowLeft', true, 30, 236)).toBe(20);
    expect(keyX('ArrowUp', false, 234, 236)).toBe(236);
    expect(keyX('Home', false, 99, 236)).toBe(0);
    expect(keyX('End', false, 0, 236)).toBe(236);
    expect(keyX('a', false, 5, 236)).toBeNull();
  });
});
