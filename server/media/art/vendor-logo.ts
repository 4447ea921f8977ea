/**
 * A vendor's logo: an emblem (shape and glyph picked by the code's hash) beside the code as a
 * wordmark, on a transparent ground so it sits on any strip colour. 240×150: the provider strip's
 * 64×40 box at 2× and more.
 */
import { hashString } from '../../lib/hash';
import { hsl } from './colour';
import { escapeXml, linear, n } from './kit';
import { GOLD } from './tile';
import { suitPath } from './motifs-casino';

export const LOGO_WIDTH = 240;
export const LOGO_HEIGHT = 150;

const SHAPES = [
  'M0-40L35-20V20L0 40-35 20V-20Z', // hexagon
  'M-32-36H32V4Q32 28 0 42-32 28-32 4Z', // shield
  'M0-42L42 0 0 42-42 0Z', // diamond
  'M-36-36H36V36H-36Z', // square, rounded by the stroke join
];
const GLYPHS = [
  'M6-28L-16 4H0L-6 28 16-4H0Z', // bolt
  'M0-26L7.6-10.5 24.7-8 12.4 4 15.3 21 0 13-15.3 21-12.4 4-24.7-8-7.6-10.5Z', // star
  'M-24 14L-28-18-12-4 0-24 12-4 28-18 24 14Z', // crown
];

/** The code as words (underscores are spaces); past seven letters, two lines split near the middle. */
function wordmarkLines(code: string): string[] {
  const words = code.split('_').filter(Boolean);
  const text = words.join(' ');
  if (text.length <= 7 || words.length < 2) return [text];
  let best = 1;
  for (let i = 1; i < words.length; i += 1) {
    const gap = (cut: number) => Math.abs(words.slice(0, cut).join(' ').length - words.slice(cut).join(' ').length);
    if (gap(i) < gap(best)) best = i;
  }
  return [words.slice(0, best).join(' '), words.slice(best).join(' ')];
}

export function vendorLogoSvg(code: string): string {
  const hash = hashString(`vendor:${code}`);
  const hue = hash % 360;
  const shape = SHAPES[(hash >>> 9) % SHAPES.length]!;
  const glyphIndex = (hash >>> 13) % (GLYPHS.length + 1);
  const glyph = glyphIndex === GLYPHS.length ? suitPath('spade', 0, 0, 48, '#fff') : `<path d="${GLYPHS[glyphIndex]}" fill="#fff"/>`;
  const lines = wordmarkLines(code);
  // Long codes shrink to keep the wordmark beside the emblem (bold italic caps: ~0.78 em each).
  const longest = Math.max(...lines.map((line) => line.length));
  const size = Math.max(14, Math.min(lines.length > 1 ? 40 : 52, Math.floor(140 / longest / 0.78)));
  const top = 75 - ((lines.length - 1) * size * 1.05) / 2 + size * 0.36;
  const spans = lines.map((line, i) => `<tspan x="164" y="${n(top + i * size * 1.05)}">${escapeXml(line)}</tspan>`).join('');
  const under = top + (lines.length - 1) * size * 1.05 + size * 0.22;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${LOGO_WIDTH}" height="${LOGO_HEIGHT}" viewBox="0 0 ${LOGO_WIDTH} ${LOGO_HEIGHT}">`,
    `<defs>${GOLD}${linear('emblem', [hsl(hue, 90, 62), hsl(hue, 85, 40), hsl(hue + 30, 80, 24)], [0, 0, 1, 1])}`,
    `${linear('word', ['#ffffff', hsl(hue, 100, 88), hsl(hue, 90, 70)])}</defs>`,
    `<g transform="translate(50 75)"><path d="${shape}" transform="translate(0 4)" fill="#000" fill-opacity="0.35" stroke="#000" stroke-opacity="0.35" stroke-width="8" stroke-linejoin="round"/>`,
    `<path d="${shape}" fill="url(#emblem)" stroke="url(#gold)" stroke-width="6" stroke-linejoin="round"/>`,
    `${glyph}</g>`,
    `<text text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-weight="700" font-style="italic"`,
    ` font-size="${size}" fill="url(#word)" stroke="${hsl(hue, 80, 14)}" stroke-width="${n(size / 9)}" paint-order="stroke" letter-spacing="${n(size / 30)}">${spans}</text>`,
    `<path d="M102 ${n(under)}Q164 ${n(under + size * 0.2)} 230 ${n(under - size * 0.08)}" stroke="url(#gold)" stroke-width="4" fill="none" stroke-linecap="round"/>`,
    `</svg>`,
  ].join('');
}
