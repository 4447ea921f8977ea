/**
 * A game tile's picture: the theme's motif on a lit backdrop (rays, glow, vignette, gloss, a gold
 * frame), the way lobby tiles are drawn. The hash of the game turns the colours and the pose a
 * little, so two dragon games are related but not identical.
 */
import { hashString } from '../../lib/hash';
import { lighten, shiftHue } from './colour';
import { linear, n, radial, rays, sparkle, stream } from './kit';
import { THEMES, themeFor, type ThemeName } from './themes';

/** Pixels: a tile is about 110 CSS px wide on a 390 px phone, drawn for 2× screens. */
export const TILE_SIZE = 240;

export interface TileSubject {
  nodeId: number;
  name: string;
  category: string;
  classify: string;
}

/** The gold every composition may use as `url(#gold)`. */
export const GOLD = linear('gold', ['#fff6c2', '#f7c948', '#d18f12', '#f7c948'], [0, 0, 0.4, 1]);

export function tileSvg(game: TileSubject, theme: ThemeName = themeFor(game)): string {
  const spec = THEMES[theme];
  const hash = hashString(`tile:${game.nodeId}:${game.name}`);
  const rnd = stream(hash);
  const turn = Math.round((rnd() - 0.5) * 36);
  const [centre, edge] = spec.backdrop.map((c) => shiftHue(c, turn)) as [string, string];
  const size = TILE_SIZE;
  const scale = 0.92 + rnd() * 0.1;
  const tilt = Math.round((rnd() - 0.5) * 10);
  const offset = (size - 200 * scale) / 2;
  const glints = Array.from({ length: 3 }, () => sparkle(20 + rnd() * 200, 16 + rnd() * 60, 5 + rnd() * 7, 0.85)).join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">`,
    `<defs>${GOLD}`,
    radial('bg', [[lighten(centre, 8), 1], [centre, 1], [edge, 1]], 0.5, 0.42, 0.72),
    radial('glow', [['#ffffff', 0.55], [lighten(centre, 20), 0.25], [centre, 0]], 0.5, 0.5, 0.5),
    radial('vignette', [['#000000', 0], ['#000000', 0], ['#000000', 0.5]], 0.5, 0.45, 0.75),
    '<linearGradient id="gloss" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.3"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>',
    `</defs>`,
    `<rect width="${size}" height="${size}" fill="url(#bg)"/>`,
    rays(size / 2, size * 0.46, size, 24, (hash >>> 3) % 15, 0.07),
    `<circle cx="${size / 2}" cy="${n(size * 0.48)}" r="${n(size * 0.42)}" fill="url(#glow)"/>`,
    `<g transform="translate(${n(offset)} ${n(offset + 4)}) scale(${Math.round(scale * 100) / 100}) rotate(${tilt} 100 100)">`,
    spec.motif({ rnd, hue: spec.hue + turn }),
    `</g>`,
    glints,
    `<rect width="${size}" height="${size}" fill="url(#vignette)"/>`,
    `<path d="M0 0H${size}V${n(size * 0.3)}Q${size / 2} ${n(size * 0.44)} 0 ${n(size * 0.3)}Z" fill="url(#gloss)"/>`,
    `<rect x="3" y="3" width="${size - 6}" height="${size - 6}" rx="22" fill="none" stroke="url(#gold)" stroke-width="4" stroke-opacity="0.85"/>`,
    `<rect x="8" y="8" width="${size - 16}" height="${size - 16}" rx="18" fill="none" stroke="#fff" stroke-opacity="0.15" stroke-width="1.5"/>`,
    `</svg>`,
  ].join('');
}
