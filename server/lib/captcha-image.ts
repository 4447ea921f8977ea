/**
 * Draws a numeric captcha into a PNG: 5×7 bitmap digits, scaled, each shifted and tinted a little,
 * over speckle noise and a few crossing lines. Enough to stop a naive OCR script, readable by people.
 */
import { randomInt } from 'node:crypto';
import { encodePng, type Rgba } from './png';

/** 5×7 glyphs for 0–9, one string of 5 bits per row ('#' = ink). */
const GLYPHS: Record<string, readonly string[]> = {
  '0': ['.###.', '#...#', '#..##', '#.#.#', '##..#', '#...#', '.###.'],
  '1': ['..#..', '.##..', '..#..', '..#..', '..#..', '..#..', '.###.'],
  '2': ['.###.', '#...#', '....#', '...#.', '..#..', '.#...', '#####'],
  '3': ['####.', '....#', '....#', '.###.', '....#', '....#', '####.'],
  '4': ['...#.', '..##.', '.#.#.', '#..#.', '#####', '...#.', '...#.'],
  '5': ['#####', '#....', '####.', '....#', '....#', '#...#', '.###.'],
  '6': ['..##.', '.#...', '#....', '####.', '#...#', '#...#', '.###.'],
  '7': ['#####', '....#', '...#.', '..#..', '.#...', '.#...', '.#...'],
  '8': ['.###.', '#...#', '#...#', '.###.', '#...#', '#...#', '.###.'],
  '9': ['.###.', '#...#', '#...#', '.####', '....#', '...#.', '.##..'],
};

const SCALE = 4;
const GLYPH_W = 5 * SCALE;
const GLYPH_H = 7 * SCALE;
const GAP = 6;
const PAD = 10;
export const CAPTCHA_HEIGHT = GLYPH_H + 2 * PAD;

const BACKGROUND: Rgba = [240, 236, 226, 255];

interface PlacedGlyph {
  rows: readonly string[];
  x: number;
  y: number;
  colour: Rgba;
}

interface Line {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  colour: Rgba;
}

const darkColour = (): Rgba => [randomInt(20, 110), randomInt(20, 110), randomInt(40, 140), 255];

function onLine(line: Line, x: number, y: number): boolean {
  const dx = line.x1 - line.x0;
  const dy = line.y1 - line.y0;
  const length = Math.hypot(dx, dy);
  // Distance from the point to the infinite line, within the segment's x range: about 1 px wide.
  const distance = Math.abs(dy * (x - line.x0) - dx * (y - line.y0)) / length;
  return distance < 0.8 && x >= Math.min(line.x0, line.x1) && x <= Math.max(line.x0, line.x1);
}

/** A PNG showing `code` (digits only). Every call draws a different image for the same code. */
export function drawCaptcha(code: string): Buffer {
  if (!/^\d+$/.test(code)) throw new Error('A captcha code is digits only');
  const width = PAD * 2 + code.length * GLYPH_W + (code.length - 1) * GAP;
  const height = CAPTCHA_HEIGHT;
  const glyphs: PlacedGlyph[] = [...code].map((digit, i) => ({
    rows: GLYPHS[digit]!,
    x: PAD + i * (GLYPH_W + GAP) + randomInt(-2, 3),
    y: PAD + randomInt(-4, 5),
    colour: darkColour(),
  }));
  const lines: Line[] = Array.from({ length: 3 }, () => ({
    x0: 0,
    y0: randomInt(0, height),
    x1: width - 1,
    y1: randomInt(0, height),
    colour: darkColour(),
  }));
  // Speckles chosen up front so the pixel callback stays a pure lookup.
  const speckles = new Set(Array.from({ length: Math.floor((width * height) / 25) }, () => randomInt(0, width * height)));

  return encodePng(width, height, (x, y) => {
    for (const glyph of glyphs) {
      const gx = Math.floor((x - glyph.x) / SCALE);
      const gy = Math.floor((y - glyph.y) / SCALE);
      if (gx >= 0 && gx < 5 && gy >= 0 && gy < 7 && glyph.rows[gy]![gx] === '#') return glyph.colour;
    }
    for (const line of lines) if (onLine(line, x, y)) return line.colour;
    if (speckles.has(y * width + x)) return [randomInt(90, 200), randomInt(90, 200), randomInt(90, 200), 255];
    return BACKGROUND;
  });
}
