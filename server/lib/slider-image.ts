/**
 * Draws a slider captcha: a background of soft blobs over a gradient with fine noise, a square gap
 * darkened in it, and the piece that fills the gap cut from the same background before darkening.
 * The blobs and noise mean the gap is not the only dark square one colour test would find; the
 * picture stays cheap (one pass, a few blobs per pixel).
 */
import { randomInt } from 'node:crypto';
import { encodePng, type Rgba } from './png';

export const SLIDER_WIDTH = 280;
export const SLIDER_HEIGHT = 160;
export const SLIDER_PIECE_SIZE = 44;

/** How much of its colour the gap keeps: dark enough to see, not a flat black hole. */
const GAP_SHADE = 0.5;
/** The piece's outline, so it reads as a tile on any background. */
const PIECE_EDGE: Rgba = [255, 255, 255, 255];
const GAP_EDGE: Rgba = [255, 255, 255, 160];
const BLOBS = 7;

interface Blob {
  cx: number;
  cy: number;
  r2: number;
  colour: readonly [number, number, number];
}

export interface SliderImages {
  background: Buffer;
  piece: Buffer;
}

const softColour = (): readonly [number, number, number] => [randomInt(90, 230), randomInt(90, 230), randomInt(90, 230)];

/** A background painter: the same colour for the same pixel, so the piece matches its gap exactly. */
function painter(width: number, height: number): (x: number, y: number) => [number, number, number] {
  const from = softColour();
  const to = softColour();
  const blobs: Blob[] = Array.from({ length: BLOBS }, () => {
    const r = randomInt(18, 60);
    return { cx: randomInt(0, width), cy: randomInt(0, height), r2: r * r, colour: softColour() };
  });
  const seed = randomInt(1, 0x7fffffff);
  return (x, y) => {
    const t = (x + y) / (width + height);
    let rgb: [number, number, number] = [from[0] + (to[0] - from[0]) * t, from[1] + (to[1] - from[1]) * t, from[2] + (to[2] - from[2]) * t];
    for (const blob of blobs) {
      const d2 = (x - blob.cx) ** 2 + (y - blob.cy) ** 2;
      if (d2 >= blob.r2) continue;
      // Soft edge: full colour at the centre fading to nothing at the rim.
      const a = 0.7 * (1 - d2 / blob.r2);
      rgb = [rgb[0] + (blob.colour[0] - rgb[0]) * a, rgb[1] + (blob.colour[1] - rgb[1]) * a, rgb[2] + (blob.colour[2] - rgb[2]) * a];
    }
    // Grain in 4×4 cells from a cheap integer hash, so the gap's edges are not a clean colour
    // step; coarse and faint enough that the PNG still compresses.
    const grain = (((Math.imul(x >> 2, 73856093) ^ Math.imul(y >> 2, 19349663) ^ seed) >>> 0) % 3) * 8 - 8;
    return [rgb[0] + grain, rgb[1] + grain, rgb[2] + grain];
  };
}

// Colours in steps of 8: long runs of equal bytes, so the PNG deflates to a few tens of KB.
const clamp = (v: number) => Math.max(0, Math.min(255, Math.round(v / 8) * 8));
const rgba = (rgb: readonly [number, number, number], shade = 1): Rgba => [clamp(rgb[0] * shade), clamp(rgb[1] * shade), clamp(rgb[2] * shade), 255];

/** The background with the gap at (gapX, pieceY) darkened, and the piece that fills it. */
export function drawSlider(gapX: number, pieceY: number, size = SLIDER_PIECE_SIZE, width = SLIDER_WIDTH, height = SLIDER_HEIGHT): SliderImages {
  const paint = painter(width, height);
  const inGap = (x: number, y: number) => x >= gapX && x < gapX + size && y >= pieceY && y < pieceY + size;
  const onEdge = (x: number, y: number) => x === 0 || y === 0 || x === size - 1 || y === size - 1;
  const background = encodePng(width, height, (x, y) => {
    if (!inGap(x, y)) return rgba(paint(x, y));
    return onEdge(x - gapX, y - pieceY) ? GAP_EDGE : rgba(paint(x, y), GAP_SHADE);
  });
  const piece = encodePng(size, size, (x, y) => (onEdge(x, y) ? PIECE_EDGE : rgba(paint(gapX + x, pieceY + y))));
  return { background, piece };
}
