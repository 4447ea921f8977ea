/**
 * Where the floating customer-service button sits. It floats over every page, so wherever it is
 * placed it covers something (a form's "Get code" button, a tile's heart): the player drags it
 * away, it snaps to the nearer side edge, and the spot is remembered on this device.
 */
import { LOCAL_KEYS } from '../../api/names';

export interface CsPosition {
  side: 'left' | 'right';
  /** Distance from the bottom of the viewport, in CSS pixels. */
  bottom: number;
}

/** Above the bottom bar, as designed. */
export const CS_MIN_BOTTOM = 76;
/** Below the header and the category strip. */
export const CS_TOP_CLEARANCE = 120;
export const CS_SIZE = 48;
/** Movement below this is a tap with a shaky finger, not a drag. */
export const DRAG_THRESHOLD_PX = 6;

/** A press that ended this far from where it began was a drag, not a tap. */
export const wasDragged = (from: { x: number; y: number }, to: { x: number; y: number }) =>
  Math.hypot(to.x - from.x, to.y - from.y) >= DRAG_THRESHOLD_PX;
export const DEFAULT_CS_POSITION: CsPosition = { side: 'right', bottom: CS_MIN_BOTTOM };

export function clampBottom(bottom: number, viewportHeight: number): number {
  const highest = Math.max(CS_MIN_BOTTOM, viewportHeight - CS_TOP_CLEARANCE - CS_SIZE);
  return Math.round(Math.min(Math.max(bottom, CS_MIN_BOTTOM), highest));
}

/** Where a drag that let go with the button's centre at (x, y) leaves it. */
export function snapPosition(centreX: number, centreY: number, viewport: { width: number; height: number }): CsPosition {
  return {
    side: centreX < viewport.width / 2 ? 'left' : 'right',
    bottom: clampBottom(viewport.height - centreY - CS_SIZE / 2, viewport.height),
  };
}

/** A stored spot, or the default when there is none or it does not parse. */
export function parsePosition(raw: string | null, viewportHeight: number): CsPosition {
  if (!raw) return DEFAULT_CS_POSITION;
  try {
    const value = JSON.parse(raw) as Partial<CsPosition>;
    if ((value.side !== 'left' && value.side !== 'right') || typeof value.bottom !== 'number' || !Number.isFinite(value.bottom)) {
      return DEFAULT_CS_POSITION;
    }
    return { side: value.side, bottom: clampBottom(value.bottom, viewportHeight) };
  } catch {
    return DEFAULT_CS_POSITION;
  }
}

export function readPosition(): CsPosition {
  try {
    return parsePosition(localStorage.getItem(LOCAL_KEYS.csButton), innerHeight);
  } catch {
    return DEFAULT_CS_POSITION; // storage blocked: the default spot
  }
}

export function storePosition(position: CsPosition): void {
  try {
    localStorage.setItem(LOCAL_KEYS.csButton, JSON.stringify(position));
  } catch {
    // storage full or blocked: the spot holds until the page reloads
  }
}
