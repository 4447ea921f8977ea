import { describe, expect, it } from 'vitest';
import { CS_MIN_BOTTOM, DEFAULT_CS_POSITION, clampBottom, parsePosition, snapPosition, wasDragged } from '../../src/app/layout/cs-position';

const phone = { width: 390, height: 844 };

describe('customer-service button position', () => {
  it('tells a drag from a tap with a shaky finger', () => {
    expect(wasDragged({ x: 100, y: 100 }, { x: 103, y: 104 })).toBe(false);
    expect(wasDragged({ x: 100, y: 100 }, { x: 106, y: 100 })).toBe(true);
    expect(wasDragged({ x: 100, y: 100 }, { x: 100, y: 60 })).toBe(true);
  });

  it('snaps to the nearer side edge', () => {
    expect(snapPosition(100, 400, phone).side).toBe('left');
    expect(snapPosition(194, 400, phone).side).toBe('left');
    expect(snapPosition(196, 400, phone).side).toBe('right');
    expect(snapPosition(380, 400, phone).side).toBe('right');
  });

  it('keeps the distance from the bottom where the centre was let go', () => {
    // Centre at y 400 on an 844 px screen: the button's bottom edge is 844 - 400 - 24 px up.
    expect(snapPosition(300, 400, phone).bottom).toBe(420);
  });

  it('never covers the bottom bar or goes under the header', () => {
    expect(snapPosition(300, 840, phone).bottom).toBe(CS_MIN_BOTTOM);
    expect(snapPosition(300, -50, phone).bottom).toBe(844 - 120 - 48);
    expect(clampBottom(10, 844)).toBe(CS_MIN_BOTTOM);
    // A screen too short for any range keeps the designed spot.
    expect(clampBottom(500, 200)).toBe(CS_MIN_BOTTOM);
  });

  it('reads a stored spot, clamped to this screen', () => {
    expect(parsePosition('{"side":"left","bottom":300}', 844)).toEqual({ side: 'left', bottom: 300 });
    expect(parsePosition('{"side":"left","bottom":3000}', 844)).toEqual({ side: 'left', bottom: 676 });
  });

  it.each([null, '', 'not json', '{"side":"top","bottom":100}', '{"side":"left"}', '{"side":"left","bottom":"100"}', '[]', 'null'])(
    'falls back to the default spot for %j',
    (raw) => {
      expect(parsePosition(raw, 844)).toEqual(DEFAULT_CS_POSITION);
    },
  );
});
