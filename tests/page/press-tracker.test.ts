import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isAndroid } from '../../src/app/touch/install-touch';
import { createPressTracker, LONG_PRESS_MS, PRESS_IN_MS, PRESS_OUT_MS, type PressLook } from '../../src/app/touch/press-tracker';

function tracked() {
  const looks: PressLook[] = [];
  const longPress = vi.fn();
  const tracker = createPressTracker({ look: (state) => looks.push(state), longPress });
  return { tracker, looks, longPress };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('press feedback (SPEC §9 Touch)', () => {
  it('uses the SPEC timings', () => {
    expect([PRESS_IN_MS, LONG_PRESS_MS, PRESS_OUT_MS]).toEqual([130, 370, 100]);
  });

  it('shows a press only after 130 ms, and keeps it 100 ms after release', () => {
    const { tracker, looks } = tracked();
    tracker.down(10, 10);
    vi.advanceTimersByTime(129);
    expect(looks).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(looks).toEqual(['pressed']);
    expect(tracker.up()).toBe(false);
    vi.advanceTimersByTime(99);
    expect(looks).toEqual(['pressed']);
    vi.advanceTimersByTime(1);
    expect(looks).toEqual(['pressed', null]);
  });

  it('still shows a tap quicker than the press-in delay, briefly', () => {
    const { tracker, looks } = tracked();
    tracker.down(10, 10);
    vi.advanceTimersByTime(50);
    tracker.up();
    expect(looks).toEqual(['pressed']);
    vi.advanceTimersByTime(PRESS_OUT_MS);
    expect(looks).toEqual(['pressed', null]);
  });

  it('becomes a long press 370 ms after the press shows', () => {
    const { tracker, looks, longPress } = tracked();
    tracker.down(0, 0);
    vi.advanceTimersByTime(PRESS_IN_MS + LONG_PRESS_MS - 1);
    expect(longPress).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(longPress).toHaveBeenCalledOnce();
    expect(looks).toEqual(['pressed', 'long']);
    expect(tracker.up()).toBe(true);
  });

  it('cancels when the finger moves 30 px, and not for less', () => {
    const { tracker, looks, longPress } = tracked();
    tracker.down(100, 100);
    vi.advanceTimersByTime(200);
    tracker.move(120, 120); // 28 px
    expect(looks).toEqual(['pressed']);
    tracker.move(100, 130); // 30 px
    expect(looks).toEqual(['pressed', null]);
    vi.advanceTimersByTime(1000);
    expect(longPress).not.toHaveBeenCalled();
    expect(tracker.up()).toBe(false);
    vi.advanceTimersByTime(PRESS_OUT_MS);
    expect(looks).toEqual(['pressed', null]);
  });

  it('a scroll before the press shows leaves nothing behind', () => {
    const { tracker, looks } = tracked();
    tracker.down(0, 0);
    vi.advanceTimersByTime(60);
    tracker.cancel();
    vi.advanceTimersByTime(2000);
    expect(looks).toEqual([]);
  });

  it('tells Android from other phones', () => {
    expect(isAndroid('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/130 Mobile Safari/537.36')).toBe(true);
    expect(isAndroid('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148')).toBe(false);
  });
});
